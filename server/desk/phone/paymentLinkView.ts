import type { PaymentLink, PaymentLinkType } from '../../../src/lib/api/deskPhoneBookings.ts';
import { paymentLinkMessage } from '../../../src/lib/desk/paymentLinkMessage.ts';
import { BUSINESS_NAME, whatsappHref } from '../../../src/lib/site/config.ts';
import type { StoredBooking } from '../../repo/bookings.ts';
import type { Payment } from '../../repo/payments.ts';

/** A payment link as the desk shows it: the pay page, what it asks, until when, and the WhatsApp message that sends it. */
export function paymentLinkView(b: StoredBooking, payment: Payment): PaymentLink {
  const paymentType: PaymentLinkType = payment.paymentType === 'advance' ? 'advance' : 'fullpayment';
  const message = paymentLinkMessage({
    businessName: BUSINESS_NAME,
    userName: b.draft.userName,
    userPhone: b.draft.userPhone,
    orderId: b.orderId,
    theatreName: b.draft.theatreName,
    date: b.draft.date,
    fromTime: b.draft.fromTime,
    toTime: b.draft.toTime,
    amountPaise: payment.amountPaise,
    advance: paymentType === 'advance',
    link: payment.redirectUrl,
    expiresAt: payment.expiresAt,
    madeAt: payment.createdAt,
  });
  return {
    link: payment.redirectUrl,
    paymentType,
    amount: payment.amountPaise,
    expiresAt: payment.expiresAt.toISOString(),
    // WhatsApp's own link: a chat with the customer, the message typed in.
    whatsappUrl: `${whatsappHref(b.draft.userPhone)}?text=${encodeURIComponent(message)}`,
  };
}
