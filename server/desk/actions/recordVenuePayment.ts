import type { Context } from 'hono';
import { remainingAfterPaise } from '../../../src/lib/booking/paymentAmounts.ts';
import { amountErrors } from '../../../src/lib/api/amountErrors.ts';
import { inRupees } from '../../../src/lib/api/money.ts';
import { formatPaise, wireRupees } from '../../../src/lib/money.ts';
import { HttpError } from '../../http/errors.ts';
import type { BookingStatus } from '../../../src/lib/api/booking.ts';
import { makeInvoice, remakeInvoice } from '../../invoice/makeInvoice.ts';
import { findBooking } from '../../repo/bookings.ts';
import { changeStatus, noteInHistory, setPaidAmounts } from '../../repo/bookingStatus.ts';
import { pendingPaymentOf } from '../../repo/payments.ts';
import { openChangeOf } from '../../repo/changePayments.ts';
import { istUntilLabel } from '../../../src/lib/desk/paymentLinkMessage.ts';
import { sellSlot } from '../../repo/slotHolds.ts';
import { isPhoneBooking } from '../phone/phoneOwner.ts';
import { SLOT_NOT_FREE } from '../phone/takePhoneBooking.ts';
import { insertVenuePayment } from '../../repo/venuePayments.ts';
import { leftWords, linesProblem, linesTotalPaise, linesWords, type PaymentLine } from '../../../src/lib/desk/venuePaymentRules.ts';
import { queueBookingConfirmed } from '../../messages/queueBooking.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';
import { actionBookingOf, bookingTarget, lockedBooking } from './actionBooking.ts';

export const ALREADY_PAID = 'Already paid in full: nothing is left to collect.';
export const LINK_OPEN =
  'A payment link is open on this booking: the customer pays through it, or it lapses within the hour. Nothing was recorded.';
/** The customer opened Pay the rest on /my-booking: that payment decides until it is paid, declined or lapses. */
export const paysRestOnline = (until: string) =>
  `The customer is paying the rest online right now (their payment page is open until ${until}). Nothing was recorded: if they do not pay it, record the payment after that.`;

/** A booking taken by phone can be paid at the venue until it is confirmed: held, or its link failed or lapsed. */
const UNPAID: readonly BookingStatus[] = ['held', 'payment-pending', 'payment-failed', 'expired'];

/**
 * Money paid at the venue, in one method or several, recorded once: under the booking's lock, and
 * only against what is left now, as the staff's screen said (a second click, a retry, a colleague
 * recording the same money: 409, nothing recorded). Any part of what is left may be paid; the
 * booking's paid and left amounts follow, and its invoice, made again in the same transaction,
 * lists each payment.
 */
export async function recordVenuePayment(deps: DeskDeps, c: Context, p: { bookingId: string; left: number; lines: PaymentLine[] }) {
  return staffAction(deps, c, 'bookings.manage', [], async ({ tx, actor, now, audit }) => {
    const b = await lockedBooking(tx, p.bookingId);
    const unpaidPhoneBooking = isPhoneBooking(b.owner) && UNPAID.includes(b.status);
    if (b.status !== 'booking-confirmed' && !unpaidPhoneBooking)
      throw new HttpError(409, `Only a confirmed booking's remainder can be recorded; this one is ${b.status}.`);
    const total = b.figures.totalPaise;
    const left = remainingAfterPaise(total, b.paidPaise);
    if (left === 0) throw new HttpError(409, ALREADY_PAID);
    if (p.left !== left) {
      const message = `left should be ${wireRupees(left)}: ${formatPaise(left)} is left to collect now, not ${formatPaise(p.left)}`;
      throw new HttpError(409, `What is left changed: ${formatPaise(left)} is left to collect now. Nothing was recorded.`, {
        errors: amountErrors([{ field: 'left', message, expected: left }]),
      });
    }
    const problem = linesProblem(p.lines, left, unpaidPhoneBooking ? Math.min(b.figures.advancePaise, total) : undefined);
    if (problem) throw new HttpError(400, problem, { errors: [{ field: 'lines', message: problem }] });
    const online = await openChangeOf(tx, b.id, ['balance']);
    // Past its expiry the provider takes it no more; paid at the last moment after all, settlement refunds it.
    if (online && online.expiresAt > now) throw new HttpError(409, paysRestOnline(istUntilLabel(online.expiresAt, now)));
    // A booking taken by phone, paid at the venue before its slot: it is confirmed (its slot sold)
    // here, unless its payment link is open (that payment decides) or the slot went.
    if (unpaidPhoneBooking) {
      if (await pendingPaymentOf(tx, b.id)) throw new HttpError(409, LINK_OPEN);
      if (!(await sellSlot(tx, b.draft, b.id, now))) throw new HttpError(409, SLOT_NOT_FREE);
    }
    const amountPaise = linesTotalPaise(p.lines);
    const paidPaise = b.paidPaise + amountPaise;
    const leftPaise = remainingAfterPaise(total, paidPaise);
    for (const line of p.lines)
      await insertVenuePayment(tx, { ...line, bookingId: b.id, staffId: actor.id, staffName: actor.name, at: now });
    const how = linesWords(p.lines);
    const history = `${formatPaise(amountPaise)} paid at the venue (${how}), recorded by ${actor.name}: ${leftWords(leftPaise)}`;
    let invoice: string;
    if (unpaidPhoneBooking) {
      const paymentType = leftPaise === 0 ? 'fullpayment' : 'partialpayment';
      const paid = { amountPaise: paidPaise, remainingPaise: leftPaise, paymentType, transactionId: '' } as const;
      await changeStatus(tx, b.id, { status: 'booking-confirmed', statusNote: '', history, paid }, now);
      invoice = await makeInvoice(tx, b.id, now);
      await queueBookingConfirmed(tx, b.id, now, deps.payments.siteOrigin());
    } else {
      await setPaidAmounts(tx, b.id, { paidPaise, remainingPaise: leftPaise }, now);
      await noteInHistory(tx, b.id, b.status, now, history);
      invoice = await remakeInvoice(tx, b.id, now);
    }
    await audit({
      action: 'booking.record-payment',
      target: bookingTarget(b.id),
      before: inRupees({ amountPaid: b.paidPaise, remainingAmount: left }),
      after: {
        ...inRupees({ amountPaid: paidPaise, remainingAmount: leftPaise, amount: amountPaise }),
        payments: p.lines.map((l) => ({ method: l.method, reference: l.reference, ...inRupees({ amount: l.amountPaise }) })),
        invoice,
      },
    });
    const state = leftPaise === 0 ? 'is paid in full' : `has ${formatPaise(leftPaise)} left to collect`;
    return {
      message: `${formatPaise(amountPaise)} recorded (${how}). ${b.draft.userName}'s booking ${state}; its invoice is made again.`,
      booking: actionBookingOf((await findBooking(tx, b.id))!),
      refund: null,
    };
  });
}
