import type { z } from 'zod';
import type { MoveSlotsResponse } from '../../src/lib/api/deskActions.ts';
import { beyondHorizonMessage, isBeyondHorizon } from '../../src/lib/booking/horizon.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';
import { slotState } from '../../src/lib/booking/slots.ts';
import { fieldError } from './errors.ts';
import type { Queryable } from '../db/database.ts';
import type { StoredBooking } from '../repo/bookings.ts';
import { theatresWithSlots } from '../repo/theatres.ts';

type Theatres = z.input<typeof MoveSlotsResponse>['theatres'];

/**
 * Where a booking can move on a day: the theatres of every open branch (the desk's Move), or of one
 * branch by its public id (the customer's Reschedule), and their slots, each free or not as the site
 * would sell it now (offered, not sold, held or blocked, not over or about to end), the booking's
 * own marked. A day before today in India or beyond the booking horizon is a field error.
 */
export async function moveSlots(
  db: Queryable,
  b: StoredBooking,
  date: string,
  now: Date,
  horizonDays: number,
  locationId?: string,
): Promise<Theatres> {
  if (date < istToday(now)) throw fieldError('date', 'is in the past: a booking moves to today or later');
  if (isBeyondHorizon(date, now, horizonDays)) throw fieldError('date', beyondHorizonMessage(now, horizonDays));
  const d = b.draft;
  return (await theatresWithSlots(db, date, now, locationId)).map((t) => ({
    id: t._id,
    name: t.name,
    branch: typeof t.address === 'string' ? '' : t.address.name,
    slots: t.availableSlots.map((s) => ({
      slotId: s._id,
      fromTime: s.fromTime,
      toTime: s.toTime,
      free: !slotState(s, date, now).isDisabled,
      current: t._id === d.theatreId && s._id === d.slotId && date === d.date,
    })),
  }));
}
