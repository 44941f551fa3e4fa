import type { Queryable } from '../db/database.ts';
import { beyondHorizonMessage, isBeyondHorizon } from '../../src/lib/booking/horizon.ts';
import { slotState } from '../../src/lib/booking/slots.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';
import { findSlot } from '../repo/bookingCatalogue.ts';
import { fieldError } from './errors.ts';

export interface SlotChoice {
  theatreId: string;
  slotId: string;
  date: string;
  fromTime: string;
  toTime: string;
}

/**
 * A slot that can be sold now: it is the theatre's, its times are the ones the customer saw, it is
 * offered, and it is neither over nor about to end (the site's own rule, on Indian time), nor beyond
 * the booking horizon.
 */
export async function checkSlot(db: Queryable, choice: SlotChoice, now: Date, horizonDays: number): Promise<void> {
  if (isBeyondHorizon(choice.date, now, horizonDays)) throw fieldError('date', beyondHorizonMessage(now, horizonDays));
  const slot = await findSlot(db, choice.theatreId, choice.slotId);
  if (!slot) throw fieldError('time.slotId', 'is not a slot of this theatre');
  if (slot.from_time !== choice.fromTime || slot.to_time !== choice.toTime) {
    throw fieldError('time', `does not match the slot (${slot.from_time} to ${slot.to_time}); please pick the slot again`);
  }
  if (!slot.is_active) throw fieldError('time.slotId', 'is not offered; please choose another slot');
  if (choice.date < istToday(now)) throw fieldError('date', "is in the past: please select today's or a future date.");
  const state = slotState({ fromTime: slot.from_time, toTime: slot.to_time, isBooked: false, isActive: true }, choice.date, now);
  if (state.isPast || state.isAlmostOver) throw fieldError('time', 'is over or ends within 10 minutes; please choose a later slot');
}
