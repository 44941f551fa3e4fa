import { formatPaise } from '../../src/lib/money.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { PaymentDeps } from '../payments/paymentDeps.ts';
import { createRedirect, newPaymentId, paymentExpiry, reuseOpen, type Opened } from '../payments/paymentFlow.ts';
import { nextCheckDelayMs } from '../payments/schedule.ts';
import type { StoredBooking } from '../repo/bookings.ts';
import { noteInHistory } from '../repo/bookingStatus.ts';
import { cancelChanges, openChangeOf, type ChangePurpose } from '../repo/changePayments.ts';
import { manageLink } from '../repo/manageTokens.ts';
import { releaseMoveHold } from '../repo/moveHolds.ts';
import type { BookedSlot } from '../repo/offeredSlot.ts';
import { findPayment, insertPayment, type MoveTo, type Payment } from '../repo/payments.ts';
import { holdSlot } from '../repo/slotHolds.ts';

/**
 * Payments a customer opens on their confirmed booking from /my-booking: the rest ('balance') or a
 * reschedule's difference ('move'), on PhonePe's pay page as the wizard's are (paymentFlow.ts),
 * with /my-booking as the way back. The booking stays confirmed meanwhile; what the payment does
 * once paid is settleChange.ts's.
 */

export const TARGET_TAKEN = 'That slot was just taken by someone else. Your booking stays where it was; please pick another slot.';

export interface ChangeAsk {
  purpose: ChangePurpose;
  amountPaise: number;
  /** A reschedule's target, held for the booking while its payment is open, and its total there. */
  move?: { slot: BookedSlot; newTotalPaise: number };
}

const sameTarget = (open: MoveTo | null, ask: ChangeAsk['move']): boolean =>
  open === null || ask === undefined
    ? open === null && ask === undefined
    : open.theatreId === ask.slot.theatreId &&
      open.slotId === ask.slot.slotId &&
      open.date === ask.slot.date &&
      open.newTotalPaise === ask.newTotalPaise;

/**
 * Inside the caller's transaction, with the booking locked and its rules checked: the payment to
 * take. The same request again (a double click: same purpose, amount, total and target) reuses the
 * open one, so the customer gets the same pay page and is never asked twice; any other open change
 * payment is given up first (its target let go). A move's target is held for the booking until the
 * payment expires; taken by anyone else (a hold, a sale, a block), 409 and nothing is opened.
 */
export async function openChange(tx: Queryable, deps: PaymentDeps, b: StoredBooking, ask: ChangeAsk): Promise<Opened> {
  const now = deps.now();
  const open = await openChangeOf(tx, b.id, ['balance', 'move']);
  const same =
    open &&
    open.purpose === ask.purpose &&
    open.amountPaise === ask.amountPaise &&
    open.bookingTotalPaise === b.figures.totalPaise &&
    sameTarget(open.moveTo, ask.move);
  if (same) {
    const reused = reuseOpen(open, now);
    if (reused) return reused;
  }
  await cancelChanges(tx, b.id, ['balance', 'move'], 'given up by the customer for another payment', now);
  const expiresAt = paymentExpiry(deps, now);
  let moveTo: MoveTo | undefined;
  if (ask.move) {
    const { slot, newTotalPaise } = ask.move;
    const holdId = await holdSlot(tx, slot, b.id, now, expiresAt);
    if (!holdId) throw new HttpError(409, TARGET_TAKEN);
    const d = b.draft;
    const from = { theatreId: d.theatreId, slotId: d.slotId, date: d.date };
    moveTo = { theatreId: slot.theatreId, slotId: slot.slotId, date: slot.date, holdId, newTotalPaise, from };
  }
  const id = newPaymentId();
  await insertPayment(tx, {
    id,
    bookingId: b.id,
    provider: 'phonepe',
    paymentType: 'partialpayment',
    amountPaise: ask.amountPaise,
    bookingTotalPaise: b.figures.totalPaise,
    expiresAt,
    nextCheckAt: new Date(now.getTime() + nextCheckDelayMs(0, deps.payments.config.pollScale)),
    now,
    purpose: ask.purpose,
    moveTo,
  });
  const what = ask.purpose === 'move' ? 'to reschedule' : 'to pay the rest';
  await noteInHistory(tx, b.id, b.status, now, `payment ${id} opened by the customer ${what}: ${formatPaise(ask.amountPaise)}`);
  return { payment: (await findPayment(tx, id))!, reused: false };
}

/**
 * After the commit: a new payment is started with PhonePe (reused, it has its pay page already),
 * the way back being the booking's /my-booking page, which asks the provider as it loads. The
 * provider not taking it: the payment fails (503) and a move's target is let go at once.
 */
export async function startChange(deps: PaymentDeps, opened: Opened, token: string): Promise<Payment> {
  const { payment, reused } = opened;
  if (reused) return payment;
  try {
    const message = `${payment.purpose === 'move' ? 'Reschedule' : 'Balance'} ${payment.id}`;
    return await createRedirect(deps, payment, manageLink(deps.payments.siteOrigin(), token), message);
  } catch (err) {
    if (payment.moveTo) await releaseMoveHold(deps.db, payment.moveTo.holdId);
    throw err;
  }
}
