import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { defineCall } from '../http/defineCall.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { beyondHorizonMessage, isBeyondHorizon } from '../../src/lib/booking/horizon.ts';
import type { Deps } from '../deps.ts';
import { countBookable } from '../../src/lib/booking/slots.ts';
import { findTheatre, listTheatres, slotsOn, theatresWithSlots } from '../repo/theatres.ts';
import { listLocations } from '../repo/locations.ts';

export function theatreRoutes(app: Hono, { db, now, bookingHorizonDays }: Deps): void {
  /** Slots are only looked up as far ahead as they can be booked. */
  const withinHorizon = (slotDate: string) => {
    if (isBeyondHorizon(slotDate, now(), bookingHorizonDays)) {
      const message = beyondHorizonMessage(now(), bookingHorizonDays);
      throw badRequest(message, { errors: [{ field: 'slotDate', message: `slotDate ${message}` }] });
    }
  };

  defineCall(app, calls.allTheatres, async () => ({ theatres: await listTheatres(db) }));

  defineCall(app, calls.theatresForWeb, async ({ slotDate, locationId }) => {
    withinHorizon(slotDate);
    return { theatres: await theatresWithSlots(db, slotDate, now(), locationId) };
  });

  defineCall(app, calls.theatreById, async ({ id }) => {
    const theatre = await findTheatre(db, id);
    if (!theatre) throw notFound('No theatre has that id.');
    return { theatre };
  });

  defineCall(app, calls.slotsByDate, async ({ theatreId, slotDate }) => {
    withinHorizon(slotDate);
    if (!(await findTheatre(db, theatreId))) throw notFound('No theatre has that id.');
    const slots = (await slotsOn(db, slotDate, [theatreId], now())).get(theatreId) ?? [];
    return { slots, falseCount: countBookable(slots, slotDate, now()) };
  });

  defineCall(app, calls.addresses, async () => ({ data: await listLocations(db) }));
}
