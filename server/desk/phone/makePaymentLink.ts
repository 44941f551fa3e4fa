import type { Context } from 'hono';
import { PAYMENT_LINK_LABELS, type PaymentLinkType } from '../../../src/lib/api/deskPhoneBookings.ts';
import { inRupees } from '../../../src/lib/api/money.ts';
import { formatPaise } from '../../../src/lib/money.ts';
import { HttpError } from '../../http/errors.ts';
import { startRedirectPayment } from '../../payments/paymentFlow.ts';
import { bookingTarget, readBooking } from '../actions/actionBooking.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';
import { queuePaymentLink } from '../../messages/queueBooking.ts';
import { paymentLinkView } from './paymentLinkView.ts';
import { isPhoneBooking } from './phoneOwner.ts';

export const NOT_A_PHONE_BOOKING =
  'Payment links are for bookings taken by phone: this one was made on the site, and its customer pays there.';

/**
 * A payment link for a booking taken by phone: the PhonePe pay page for the advance or the full
 * amount, open (and the slot held) for an hour. Asking again for the same kind while it is open
 * answers the same link (a double click, two colleagues: one payment); another kind is a 409 until
 * it is paid or lapses. The provider is asked outside any transaction; the audit entry follows.
 */
export async function makePaymentLink(
  deps: DeskDeps,
  secret: () => Promise<Buffer>,
  c: Context,
  p: { bookingId: string; paymentType: PaymentLinkType },
) {
  const b = await readBooking(deps.db, p.bookingId);
  if (!isPhoneBooking(b.owner)) throw new HttpError(409, NOT_A_PHONE_BOOKING);
  const payment = await startRedirectPayment(deps, b.owner, b.id, await secret(), { paymentType: p.paymentType, link: true });
  await staffAction(deps, c, 'bookings.manage', [], async ({ tx, now, audit }) => {
    await audit({
      action: 'booking.payment-link',
      target: bookingTarget(b.id),
      after: {
        paymentId: payment.id,
        paymentType: p.paymentType,
        ...inRupees({ amount: payment.amountPaise }),
        expiresAt: payment.expiresAt,
      },
    });
    // Once per payment: the same link asked again (a double click) is the message already queued.
    await queuePaymentLink(tx, b.id, payment, now, deps.payments.siteOrigin());
  });
  return {
    message: `${PAYMENT_LINK_LABELS[p.paymentType]} link for ${formatPaise(payment.amountPaise)}: send it to ${b.draft.userName}.`,
    bookingId: b.id,
    ...paymentLinkView(b, payment),
  };
}
