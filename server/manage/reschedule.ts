import type { z } from 'zod';
import type { ManagedBooking, RescheduleQuote } from '../../src/lib/api/myBooking.ts';
import { istUntilLabel } from '../../src/lib/desk/paymentLinkMessage.ts';
import { rescheduleRefusal } from '../../src/lib/manage/selfServiceRules.ts';
import { moveMoneySentence } from '../../src/lib/messages/messageFacts.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { applyMove, checkExpectedTotal, slotWords } from '../booking/applyMove.ts';
import { fieldError } from '../booking/errors.ts';
import type { Queryable } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { openOrJoin } from '../payments/paymentFlow.ts';
import { combinedRefund, runRefunds } from '../payments/refundsAcross.ts';
import type { StoredBooking } from '../repo/bookings.ts';
import { readSettings } from '../repo/deskSettings.ts';
import { branchIdOfTheatre } from '../repo/theatres.ts';
import { openChange, startChange, TARGET_TAKEN } from './changePayments.ts';
import { managedBooking } from './managedBooking.ts';
import { openedBooking, selfServiceOf } from './selfService.ts';
import { priceReschedule, rescheduleQuoteOf, type PricedReschedule } from './reschedulePrice.ts';

export interface RescheduleTarget {
  theatreId: string;
  slotId: string;
  date: string;
}

export const ALREADY_THERE = 'Your booking is in that slot already.';

/**
 * The booking priced at the target, once the rules allow it: Reschedule is offered (confirmed, not
 * begun, before the owner's hours before the slot: 409 with the reason) and the target is a theatre
 * of the booking's own branch (a field error).
 */
async function priced(db: Queryable, deps: Deps, b: StoredBooking, t: RescheduleTarget): Promise<PricedReschedule> {
  const now = deps.now();
  const { rescheduleBeforeHours } = await readSettings(db);
  const refusal = rescheduleRefusal(selfServiceOf(b), now.getTime(), rescheduleBeforeHours);
  if (refusal) throw new HttpError(409, refusal);
  // Asked from a page that has not seen a move the desk (or another tab) just made there.
  const d = b.draft;
  if (t.theatreId === d.theatreId && t.slotId === d.slotId && t.date === d.date) throw new HttpError(409, ALREADY_THERE);
  // The branch as Reschedule's slots list it (branchSlots.ts): the booking's theatre's, open.
  const branch = await branchIdOfTheatre(db, d.theatreId);
  if (!branch || branch !== (await branchIdOfTheatre(db, t.theatreId)))
    throw fieldError('theatreId', `must be a theatre of ${d.theatreName}'s branch: a booking moves within its branch`);
  return priceReschedule(db, b, t, now, deps.bookingHorizonDays);
}

/** What a reschedule there would cost: the booking priced again there, and what would be paid, refunded or left. */
export async function quoteReschedule(deps: Deps, bookingId: string, t: RescheduleTarget): Promise<z.input<typeof RescheduleQuote>> {
  const b = await openedBooking(deps.db, bookingId);
  return rescheduleQuoteOf(b, await priced(deps.db, deps, b, t));
}

/**
 * Reschedule, under the booking's lock, at the new total the customer was shown (another: 409 with
 * the new one). Nothing to pay (the same price or less): made at once, as the desk's Move makes it
 * (applyMove: the target taken first, the old slot freed only then, what was paid above the new
 * price refunded through the provider or handed back at the venue). Costing more: the target is
 * held and a payment of the difference opened; the booking stays where it is until it is paid.
 */
export async function reschedule(
  deps: Deps,
  bookingId: string,
  token: string,
  t: RescheduleTarget,
  expectedTotalPaise: number,
): Promise<{ booking: ManagedBooking; redirectUrl: string | null; message: string }> {
  const now = deps.now();
  const outcome = await openOrJoin(deps, bookingId, async (tx) => {
    const b = await openedBooking(tx, bookingId, true);
    const m = await priced(tx, deps, b, t);
    checkExpectedTotal(m, expectedTotalPaise);
    if (m.money.payNowPaise > 0)
      return openChange(tx, deps, b, {
        purpose: 'move',
        amountPaise: m.money.payNowPaise,
        move: { slot: m.draft, newTotalPaise: m.quote.totalPaise },
      });
    const refunds = await applyMove(tx, b, m, {
      who: 'rescheduled by the customer',
      staffId: null,
      now,
      siteOrigin: deps.payments.siteOrigin(),
    });
    if (!refunds) throw new HttpError(409, TARGET_TAKEN);
    return { moved: { m, refunds } };
  });
  if ('payment' in outcome) {
    const payment = await startChange(deps, outcome, token);
    return {
      booking: await managedBooking(deps, bookingId, token),
      redirectUrl: payment.redirectUrl,
      message: `Pay ${formatPaise(payment.amountPaise)} on the payment page to move your booking to the new slot. It is held for you until ${istUntilLabel(payment.expiresAt, now)}; your booking stays where it is until you have paid.`,
    };
  }
  const { m } = outcome.moved;
  const refund = combinedRefund(await runRefunds(deps, outcome.moved.refunds));
  const refused =
    refund?.status === 'failed' ? ' Our payment provider did not take the refund, so our team will return it to you by hand.' : '';
  return {
    booking: await managedBooking(deps, bookingId, token),
    redirectUrl: null,
    message: `Your booking is moved to ${slotWords(m.draft)}. ${moveMoneySentence(m.money)}${refused}`,
  };
}
