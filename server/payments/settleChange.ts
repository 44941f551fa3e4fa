import { remainingAfterPaise } from '../../src/lib/booking/paymentAmounts.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { applyMove } from '../booking/applyMove.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { remakeInvoice } from '../invoice/makeInvoice.ts';
import { priceReschedule } from '../manage/reschedulePrice.ts';
import { queuePaymentReceived } from '../messages/queueBooking.ts';
import type { StoredBooking } from '../repo/bookings.ts';
import { noteInHistory, setPaidAmounts, setStatusNote } from '../repo/bookingStatus.ts';
import { releaseMoveHold } from '../repo/moveHolds.ts';
import { updatePayment, type Payment } from '../repo/payments.ts';
import { paidFields, refundNotKept, type Followup } from './followup.ts';
import { REFUND_ARRIVES } from '../../src/lib/messages/messageFacts.ts';
import type { ProviderPayment } from './provider.ts';

/**
 * The target's date was within the booking horizon when the reschedule was asked, and the horizon
 * only moves later: settlement checks everything else about the target again, not that.
 */
const ANY_HORIZON_DAYS = 3650;

/** What the customer paid for, in the history's and the customer's words. */
const purposeWords = (p: Payment) => (p.purpose === 'move' ? 'to reschedule' : 'to pay the rest');

/**
 * What the provider said of a payment the customer opened on their confirmed booking (settle.ts
 * hands it over, the booking and the payment locked, the payment not settled yet). Paid 'balance':
 * while the booking is still confirmed, costs what it did and has exactly that amount left, it is
 * paid in full (invoice made again, the customer told). Paid 'move': while the booking is still
 * confirmed, where and what it was when asked, and the target still costs what was quoted and is
 * still to be had (its hold, even expired, or the slot free again), the move is made (applyMove).
 * Anything else (the desk moved or cancelled it meanwhile, another amount, a payment the customer
 * gave up for another): refunded, the booking left as it is, with a line in its history and a
 * sentence for the customer. Failed or lapsed: nothing changes but a move's target is let go.
 */
export async function settleChange(
  tx: Queryable,
  b: StoredBooking,
  payment: Payment,
  said: ProviderPayment,
  now: Date,
  siteOrigin: string,
): Promise<Followup> {
  const what = `payment ${payment.id} (${purposeWords(payment)}, ${formatPaise(payment.amountPaise)})`;
  if (said.state === 'failed') {
    if (payment.status === 'failed') return {};
    const gaveUp = payment.status === 'cancelled';
    await updatePayment(
      tx,
      payment.id,
      { status: 'failed', nextCheckAt: null, note: gaveUp ? 'given up before it was paid; not paid' : 'the provider said failed' },
      now,
    );
    if (payment.moveTo) await releaseMoveHold(tx, payment.moveTo.holdId);
    if (!gaveUp) await noteInHistory(tx, b.id, b.status, now, `${what} not paid: the booking stays as it was`);
    return {};
  }

  const notKept = async (note: string, customerWhy: string): Promise<Followup> => {
    if (payment.moveTo) await releaseMoveHold(tx, payment.moveTo.holdId);
    await noteInHistory(tx, b.id, b.status, now, `${what} paid but refunded: ${note}`);
    const sentence = `Your payment of ${formatPaise(said.amountPaise)} ${purposeWords(payment)} could not be used: ${customerWhy}. We have refunded it and left your booking as it is. ${REFUND_ARRIVES}`;
    await setStatusNote(tx, b.id, [b.row.status_note, sentence].filter(Boolean).join(' '), now);
    return refundNotKept(tx, payment, said, note, now);
  };

  const refused = whyNotKept(b, payment, said);
  if (refused) return notKept(refused.note, refused.customerWhy);
  const kept =
    payment.purpose === 'move' ? await keepMove(tx, b, payment, now, siteOrigin) : await keepBalance(tx, b, payment, now, siteOrigin);
  if (kept !== true) return notKept(kept.note, kept.customerWhy);
  await updatePayment(tx, payment.id, { ...paidFields(said), status: 'paid', note: '' }, now);
  return {};
}

/** Why a paid change cannot be kept: for the staff, and for the customer. */
interface Refused {
  note: string;
  customerWhy: string;
}

/** The booking is not what the payment was asked for (the desk changed it meanwhile), or the customer gave the payment up. */
function whyNotKept(b: StoredBooking, payment: Payment, said: ProviderPayment): Refused | undefined {
  const to = payment.moveTo;
  const d = b.draft;
  const moved =
    payment.purpose === 'move' && (!to || d.theatreId !== to.from.theatreId || d.slotId !== to.from.slotId || d.date !== to.from.date);
  if (b.status !== 'booking-confirmed') return { note: `the booking is ${b.status}`, customerWhy: 'your booking was cancelled meanwhile' };
  if (moved) return { note: 'the booking was moved meanwhile', customerWhy: 'your booking was moved meanwhile' };
  if (b.figures.totalPaise !== payment.bookingTotalPaise)
    return {
      note: `the booking's total changed from ${payment.bookingTotalPaise} to ${b.figures.totalPaise} paise`,
      customerWhy: 'your booking was changed meanwhile',
    };
  if (payment.purpose === 'balance' && b.figures.remainingPaise !== payment.amountPaise)
    return {
      note: `${b.figures.remainingPaise} paise was left to pay, not ${payment.amountPaise}`,
      customerWhy:
        b.figures.remainingPaise === 0
          ? 'the rest was paid meanwhile'
          : `what was left to pay changed meanwhile (${formatPaise(b.figures.remainingPaise)} now)`,
    };
  if (said.amountPaise !== payment.amountPaise)
    return {
      note: `paid ${said.amountPaise} paise, asked ${payment.amountPaise}`,
      customerWhy: `we received ${formatPaise(said.amountPaise)} instead of the ${formatPaise(payment.amountPaise)} asked`,
    };
  if (payment.status === 'cancelled')
    return { note: 'the customer had given it up', customerWhy: 'you had started another payment instead' };
  return undefined;
}

async function keepBalance(tx: Queryable, b: StoredBooking, payment: Payment, now: Date, siteOrigin: string): Promise<true | Refused> {
  const amountPaise = payment.amountPaise;
  const paidPaise = b.paidPaise + amountPaise;
  const remainingPaise = remainingAfterPaise(b.figures.totalPaise, paidPaise);
  await setPaidAmounts(tx, b.id, { paidPaise, remainingPaise, paymentType: remainingPaise === 0 ? 'fullpayment' : undefined }, now);
  await noteInHistory(tx, b.id, b.status, now, `the customer paid the rest online: ${formatPaise(amountPaise)} (payment ${payment.id})`);
  await remakeInvoice(tx, b.id, now);
  await queuePaymentReceived(tx, b.id, { id: payment.id, amountPaise }, now, siteOrigin);
  return true;
}

async function keepMove(tx: Queryable, b: StoredBooking, payment: Payment, now: Date, siteOrigin: string): Promise<true | Refused> {
  const to = payment.moveTo!;
  let m;
  try {
    m = await priceReschedule(tx, b, to, now, ANY_HORIZON_DAYS);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { note: `the target can no longer be booked: ${err.message}`, customerWhy: 'the new slot can no longer be booked' };
  }
  if (m.quote.totalPaise !== to.newTotalPaise || m.money.payNowPaise !== payment.amountPaise)
    return {
      note: `the target costs ${m.quote.totalPaise} paise now, quoted ${to.newTotalPaise}`,
      customerWhy: `the new slot's price changed meanwhile (${formatPaise(m.quote.totalPaise)} now)`,
    };
  const moved = await applyMove(tx, b, m, {
    who: 'rescheduled by the customer',
    staffId: null,
    now,
    siteOrigin,
    paid: { paymentId: payment.id, amountPaise: payment.amountPaise },
  });
  if (!moved)
    return {
      note: 'the target was taken after its hold ended',
      customerWhy: 'the new slot was booked by someone else after its hold ended',
    };
  return true;
}
