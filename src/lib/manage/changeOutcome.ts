import type { ManagedBooking } from '../api/myBooking.ts';
import { bookingDayLabel } from '../booking/dayLabel.ts';
import { slotLabel, type SlotTimes } from '../booking/slots.ts';
import { formatRupees } from '../money.ts';

/**
 * What became of a payment the customer started on /my-booking (the rest, or a reschedule's
 * difference), told from the booking once the payment is no longer open: the provider's word is
 * applied by the server, and the booking shows whether it took.
 */

/** Where the booking is: the theatre, day and slot's start. */
export interface Place {
  theaterName: string;
  date: string;
  fromTime: string;
}

/** A payment started, as the page knew the booking when it started. */
export interface StartedChange {
  orderId: string;
  purpose: 'balance' | 'move';
  /** Left to pay when it started. */
  remainingBefore: number;
  /** A move's target. */
  to: Place | null;
}

export type ChangeOutcome = { kind: 'paid' | 'moved' | 'failed'; message: string };

export const PAYMENT_FAILED = 'The payment did not go through; your booking is unchanged.';

type Shown = Pick<ManagedBooking, 'orderId' | 'remainingAmount' | 'theaterName' | 'date' | 'time' | 'openPayment'>;

/** The change the booking's open payment stands for, when the page finds one open. */
export function startedFromOpen(b: Shown): StartedChange | null {
  const open = b.openPayment;
  if (!open) return null;
  return {
    orderId: b.orderId,
    purpose: open.purpose,
    remainingBefore: b.remainingAmount,
    to: open.moveTo ? { theaterName: open.moveTo.theaterName, date: open.moveTo.date, fromTime: open.moveTo.fromTime } : null,
  };
}

/** Where a booking is, in the site's words: 'Theatre, Sat, 10 Jan 2030, 18:00 - 21:00'. */
export const placeLabel = (b: { theaterName: string; date: string; time: SlotTimes }): string =>
  `${b.theaterName}, ${bookingDayLabel(b.date)}, ${slotLabel(b.time)}`;

export const movedMessage = (b: { theaterName: string; date: string; time: SlotTimes }): string =>
  `Your booking is moved to ${placeLabel(b)}.`;

const leftWords = (remaining: number): string =>
  remaining > 0 ? `${formatRupees(remaining)} is left to pay at the venue.` : 'Nothing is left to pay.';

/** The outcome once the booking has no open payment; null while it has one, or when the change was another booking's. */
export function changeOutcome(started: StartedChange, b: Shown): ChangeOutcome | null {
  if (b.openPayment || started.orderId !== b.orderId) return null;
  if (started.purpose === 'balance') {
    return b.remainingAmount < started.remainingBefore
      ? { kind: 'paid', message: `Payment received. ${leftWords(b.remainingAmount)}` }
      : { kind: 'failed', message: PAYMENT_FAILED };
  }
  const to = started.to;
  const there = to !== null && b.theaterName === to.theaterName && b.date === to.date && b.time.fromTime === to.fromTime;
  return there ? { kind: 'moved', message: `Payment received. ${movedMessage(b)}` } : { kind: 'failed', message: PAYMENT_FAILED };
}
