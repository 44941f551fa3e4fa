import type { BookingFacts } from './messageFacts.ts';
import { REFUND_ARRIVES } from './messageFacts.ts';
import type { EmailContent, WhatsAppContent } from './messageKinds.ts';
import { email, type EmailFact } from './templatesEmail.ts';
import { fillTemplate, templateParam, WHATSAPP_LANGUAGE, WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from './whatsappTemplates.ts';

/**
 * What each message about a booking says to its customer: on WhatsApp an approved template
 * (whatsappTemplates.ts) with its parameters, and by e-mail a subject naming the order id, the
 * text and the HTML. Short, in the site's voice; every one names the booking's order id, theatre,
 * branch and day and slot, and where it matters what is paid and left to pay.
 */

export interface BookingMessage {
  whatsapp: WhatsAppContent;
  email: EmailContent;
}

/** A template filled in as WhatsApp fills it; a parameter WhatsApp would refuse (blank, a new line) is made one it takes. */
export function whatsapp(template: WhatsAppTemplateName, params: string[]): WhatsAppContent {
  const clean = params.map((p) => templateParam(p) || '-');
  const text = fillTemplate(template, clean);
  if (text === undefined)
    throw new Error(`${template} takes ${WHATSAPP_TEMPLATES[template].params.length} parameters, not ${clean.length}`);
  return { channel: 'whatsapp', template, language: WHATSAPP_LANGUAGE, params: clean, text };
}

const greeting = (f: BookingFacts) => `Hi ${f.name},`;

/** Where and when: the rows every booking e-mail shows. */
export const whereFacts = (f: BookingFacts): EmailFact[] => [
  { label: 'Order', value: f.orderId },
  { label: 'Theatre', value: f.theatre },
  { label: 'Branch', value: f.branchAndAddress },
  { label: 'Date', value: f.day },
  { label: 'Slot', value: f.slot },
];
const moneyFacts = (f: BookingFacts): EmailFact[] => [
  { label: 'Paid', value: f.paid },
  { label: 'Left to pay at the venue', value: f.leftToPay },
];
const directions = (f: BookingFacts): EmailFact => ({ label: 'Directions', value: f.mapUrl, href: f.mapUrl });
/** The customer's own page of the booking. */
const manage = (f: BookingFacts): EmailFact => ({ label: 'Your booking', value: f.manageLink, href: f.manageLink });
const MANAGE_WORDS = 'To pay the rest, reschedule, cancel or add it to your calendar, open your booking:';

/** Paid: the booking is the customer's. The e-mail carries its invoice. */
export function bookingConfirmed(f: BookingFacts, senderName: string, bookingId: string): BookingMessage {
  return {
    whatsapp: whatsapp('booking_confirmed_v2', [
      f.name,
      f.orderId,
      f.theatre,
      f.branchAndAddress,
      f.day,
      f.slot,
      f.paid,
      f.leftToPay,
      f.mapUrl,
      f.manageLink,
    ]),
    email: email({
      subject: `Booking confirmed: ${f.orderId}`,
      greeting: greeting(f),
      intro: [`Your booking ${f.orderId} is confirmed. We look forward to celebrating with you!`],
      facts: [...whereFacts(f), ...moneyFacts(f), directions(f), manage(f)],
      outro: [`Your invoice is attached. ${MANAGE_WORDS} ${f.manageLink}`],
      senderName,
      attachments: [{ kind: 'invoice', bookingId }],
    }),
  };
}

export interface PaymentLinkFacts {
  amount: string;
  link: string;
  /** Until when it is open, on India's clock ('5:05 pm', '12:31 am on Sun, 29 Nov'). */
  until: string;
}

/** A booking taken by phone: the link that pays it, and until when. */
export function paymentLink(f: BookingFacts, senderName: string, p: PaymentLinkFacts): BookingMessage {
  return {
    whatsapp: whatsapp('payment_link_v1', [f.name, f.orderId, f.theatre, f.branchAndAddress, f.day, f.slot, p.amount, p.link, p.until]),
    email: email({
      subject: `Payment link for your booking ${f.orderId}`,
      greeting: greeting(f),
      intro: [
        `Thank you for booking with us. Please pay ${p.amount} before ${p.until} to confirm your booking ${f.orderId}; the slot is kept for you until then.`,
      ],
      facts: [...whereFacts(f), { label: 'Pay', value: p.link, href: p.link }],
      senderName,
    }),
  };
}

/** Before the slot. The e-mail carries the link that stops reminders. */
export function reminder(f: BookingFacts, senderName: string, unsubscribeUrl: string): BookingMessage {
  return {
    whatsapp: whatsapp('booking_reminder_v2', [
      f.name,
      f.orderId,
      f.theatre,
      f.branchAndAddress,
      f.day,
      f.slot,
      f.leftToPay,
      f.mapUrl,
      f.manageLink,
    ]),
    email: email({
      subject: `Reminder: your booking ${f.orderId} on ${f.day}`,
      greeting: greeting(f),
      intro: [`A reminder of your booking ${f.orderId}. See you soon!`],
      facts: [...whereFacts(f), { label: 'Left to pay at the venue', value: f.leftToPay }, directions(f), manage(f)],
      senderName,
      unsubscribeUrl,
    }),
  };
}

export interface MovedFacts {
  /** Where it was: oldSlotWords. */
  from: string;
  /** What the move did to the money: moveMoneySentence. */
  money: string;
}

/** Moved by the staff to another slot or theatre: from where, to where, and the money. */
export function bookingMoved(f: BookingFacts, senderName: string, m: MovedFacts): BookingMessage {
  return {
    whatsapp: whatsapp('booking_moved_v2', [
      f.name,
      f.orderId,
      m.from,
      f.theatre,
      f.branchAndAddress,
      f.day,
      f.slot,
      m.money,
      f.mapUrl,
      f.manageLink,
    ]),
    email: email({
      subject: `Your booking ${f.orderId} has moved`,
      greeting: greeting(f),
      intro: [`Your booking ${f.orderId} has moved from ${m.from}. It is now:`],
      facts: [...whereFacts(f), ...moneyFacts(f), directions(f), manage(f)],
      outro: [m.money],
      senderName,
    }),
  };
}

/** Cancelled by the staff, with the refund it gives (cancelRefundSentence). */
export function bookingCancelled(f: BookingFacts, senderName: string, refund: string): BookingMessage {
  return {
    whatsapp: whatsapp('booking_cancelled_v1', [f.name, f.orderId, f.theatre, f.branch, f.day, f.slot, refund]),
    email: email({
      subject: `Booking cancelled: ${f.orderId}`,
      greeting: greeting(f),
      intro: [`Your booking ${f.orderId} is cancelled.`, refund],
      facts: whereFacts(f),
      outro: ['We hope to celebrate with you another time.'],
      senderName,
    }),
  };
}

/** The customer paid online what was left (Pay the rest on /my-booking). The e-mail carries the invoice made again. */
export function paymentReceived(f: BookingFacts, senderName: string, amount: string, bookingId: string): BookingMessage {
  return {
    whatsapp: whatsapp('payment_received_v1', [
      f.name,
      amount,
      f.orderId,
      f.theatre,
      f.branchAndAddress,
      f.day,
      f.slot,
      f.leftToPay,
      f.manageLink,
    ]),
    email: email({
      subject: `Payment received: ${f.orderId}`,
      greeting: greeting(f),
      intro: [`We have received ${amount} for your booking ${f.orderId}. Thank you!`],
      facts: [...whereFacts(f), ...moneyFacts(f), manage(f)],
      outro: ['Your invoice, with this payment, is attached.'],
      senderName,
      attachments: [{ kind: 'invoice', bookingId }],
    }),
  };
}

/** The payment provider took a refund of `amount`. */
export function refundSent(f: BookingFacts, senderName: string, amount: string): BookingMessage {
  return {
    whatsapp: whatsapp('refund_sent_v1', [f.name, amount, f.orderId, REFUND_ARRIVES]),
    email: email({
      subject: `Refund sent for your booking ${f.orderId}`,
      greeting: greeting(f),
      intro: [`We have sent the refund of ${amount} for your booking ${f.orderId} to the way you paid. ${REFUND_ARRIVES}`],
      facts: whereFacts(f),
      senderName,
    }),
  };
}
