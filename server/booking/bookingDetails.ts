import type { z } from 'zod';
import type { AddBookingRequest } from '../../src/lib/api/booking.ts';
import type { Queryable } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { findTheatre } from '../repo/theatres.ts';
import { checkSlot } from './checkSlot.ts';
import { fieldError } from './errors.ts';

export type DetailsRequest = z.output<typeof AddBookingRequest>;
/** What the details step needs: the clock, the horizon it books within and how long a slot is held. */
export type DetailsDeps = Pick<Deps, 'db' | 'now' | 'bookingHorizonDays' | 'slotHoldMinutes'>;

/**
 * The details step's fields, with the theatre's own name, once the theatre can be booked and the
 * slot sold now: a new booking and the step again for the same booking refuse alike, before either
 * takes a lock.
 */
export async function bookingDetails(db: Queryable, body: DetailsRequest, at: Date, horizonDays: number) {
  const theatre = await findTheatre(db, body.theatreId);
  if (!theatre) throw fieldError('theatreId', 'is not a theatre that can be booked');
  await checkSlot(
    db,
    { theatreId: body.theatreId, slotId: body.time.slotId, date: body.date, fromTime: body.time.fromTime, toTime: body.time.toTime },
    at,
    horizonDays,
  );
  return {
    type: body.type,
    theatreId: body.theatreId,
    theatreName: theatre.name,
    slotId: body.time.slotId,
    date: body.date,
    fromTime: body.time.fromTime,
    toTime: body.time.toTime,
    persons: body.noOfPersons,
    decoration: body.decoration,
    userName: body.userName,
    userEmail: body.userEmail,
    userPhone: body.userPhone,
  };
}
