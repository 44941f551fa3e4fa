import type { z } from 'zod';
import type { MoveSlotsResponse } from '../../../src/lib/api/deskActions.ts';
import { beyondHorizonMessage, isBeyondHorizon } from '../../../src/lib/booking/horizon.ts';
import { istToday } from '../../../src/lib/booking/istClock.ts';
import { slotState } from '../../../src/lib/booking/slots.ts';
import { fieldError } from '../../booking/errors.ts';
import type { Queryable } from '../../db/database.ts';
import type { StoredBooking } from '../../repo/bookings.ts';
import { listTheatres, slotsOn } from '../../repo/theatres.ts';

type Theatres = z.input<typeof MoveSlotsResponse>['theatres'];

/**
 * Every open branch's theatres and their slots on a day, each free or not as the site would sell
 * it now (offered, not sold, held or blocked, not over or about to end), the booking's own marked.
 */
export async function moveSlots(db: Queryable, b: StoredBooking, date: string, now: Date, horizonDays: number): Promise<Theatres> {
  if (date < istToday(now)) throw fieldError('date', 'is in the past: a booking moves to today or later');
  if (isBeyondHorizon(date, now, horizonDays)) throw fieldError('date', beyondHorizonMessage(now, horizonDays));
  const theatres = await listTheatres(db);
  const slots = await slotsOn(
    db,
    date,
    theatres.map((t) => t._id),
    now,
  );
  const d = b.draft;
  return theatres.map((t) => ({
    id: t._id,
    name: t.name,
    branch: typeof t.address === 'string' ? '' : t.address.name,
    slots: (slots.get(t._id) ?? []).map((s) => ({
      slotId: s._id,
      fromTime: s.fromTime,
      toTime: s.toTime,
      free: !slotState(s, date, now).isDisabled,
      current: t._id === d.theatreId && s._id === d.slotId && date === d.date,
    })),
  }));
}
