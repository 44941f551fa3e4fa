import type { Context } from 'hono';
import { VENUE_METHOD_LABELS, type VenueMethod } from '../../../src/lib/api/deskActions.ts';
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
 * The remainder paid at the venue, recorded once: under the booking's lock, and only while
 * something is left (a second click, a retry, a colleague recording the same payment: 409
 * ALREADY_PAID). The amount must be what is left now, so a screen that went stale (the booking
 * moved or was paid meanwhile) records nothing. The booking is then paid in full and its invoice,
 * made again in the same transaction, lists the payment.
 */
export async function recordVenuePayment(
  deps: DeskDeps,
  c: Context,
  p: { bookingId: string; method: VenueMethod; reference: string; amount: number },
) {
  return staffAction(deps, c, 'bookings.manage', [], async ({ tx, actor, now, audit }) => {
    const b = await lockedBooking(tx, p.bookingId);
    const unpaidPhoneBooking = isPhoneBooking(b.owner) && UNPAID.includes(b.status);
    if (b.status !== 'booking-confirmed' && !unpaidPhoneBooking)
      throw new HttpError(409, `Only a confirmed booking's remainder can be recorded; this one is ${b.status}.`);
    const total = b.figures.totalPaise;
    const left = remainingAfterPaise(total, b.paidPaise);
    if (left === 0) throw new HttpError(409, ALREADY_PAID);
    const amountPaise = p.amount;
    if (amountPaise !== left) {
      const message = `amount should be ${wireRupees(left)}: ${formatPaise(left)} is left to collect now, not ${formatPaise(amountPaise)}`;
      throw new HttpError(409, `What is left changed: ${formatPaise(left)} is left to collect now. Nothing was recorded.`, {
        errors: amountErrors([{ field: 'amount', message, expected: left }]),
      });
    }
    const online = await openChangeOf(tx, b.id, ['balance']);
    // Past its expiry the provider takes it no more; paid at the last moment after all, settlement refunds it.
    if (online && online.expiresAt > now) throw new HttpError(409, paysRestOnline(istUntilLabel(online.expiresAt, now)));
    // A booking taken by phone, paid in full at the venue before its slot: it is confirmed (its
    // slot sold) here, unless its payment link is open (that payment decides) or the slot went.
    if (unpaidPhoneBooking) {
      if (await pendingPaymentOf(tx, b.id)) throw new HttpError(409, LINK_OPEN);
      if (!(await sellSlot(tx, b.draft, b.id, now))) throw new HttpError(409, SLOT_NOT_FREE);
    }
    const paidPaise = b.paidPaise + amountPaise;
    await insertVenuePayment(tx, {
      bookingId: b.id,
      amountPaise,
      method: p.method,
      reference: p.reference,
      staffId: actor.id,
      staffName: actor.name,
      at: now,
    });
    const how = [VENUE_METHOD_LABELS[p.method], p.reference && `ref ${p.reference}`].filter(Boolean).join(', ');
    const history = `${formatPaise(amountPaise)} paid at the venue (${how}), recorded by ${actor.name}: paid in full`;
    let invoice: string;
    if (unpaidPhoneBooking) {
      await changeStatus(
        tx,
        b.id,
        {
          status: 'booking-confirmed',
          statusNote: '',
          history,
          paid: { amountPaise: paidPaise, remainingPaise: 0, paymentType: 'fullpayment', transactionId: '' },
        },
        now,
      );
      invoice = await makeInvoice(tx, b.id, now);
      await queueBookingConfirmed(tx, b.id, now, deps.payments.siteOrigin());
    } else {
      await setPaidAmounts(tx, b.id, { paidPaise, remainingPaise: remainingAfterPaise(total, paidPaise) }, now);
      await noteInHistory(tx, b.id, b.status, now, history);
      invoice = await remakeInvoice(tx, b.id, now);
    }
    await audit({
      action: 'booking.record-payment',
      target: bookingTarget(b.id),
      before: inRupees({ amountPaid: b.paidPaise, remainingAmount: left }),
      after: {
        ...inRupees({ amountPaid: paidPaise, remainingAmount: 0 }),
        method: p.method,
        reference: p.reference,
        ...inRupees({ amount: amountPaise }),
        invoice,
      },
    });
    return {
      message: `${formatPaise(amountPaise)} recorded (${how}). ${b.draft.userName}'s booking is paid in full; its invoice is made again.`,
      booking: actionBookingOf((await findBooking(tx, b.id))!),
      refund: null,
    };
  });
}
