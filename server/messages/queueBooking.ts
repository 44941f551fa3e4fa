import type { MessageKind } from '../../src/lib/messages/messageKinds.ts';
import type { MessageSettings } from '../../src/lib/messages/messageSettings.ts';
import { cancelRefundSentence, moveMoneySentence, oldSlotWords, type CancelMoney } from '../../src/lib/messages/messageFacts.ts';
import * as t from '../../src/lib/messages/templates.ts';
import { staffNewBooking } from '../../src/lib/messages/templatesStaff.ts';
import { istUntilLabel } from '../../src/lib/desk/paymentLinkMessage.ts';
import type { MoveMoney } from '../../src/lib/desk/moveMoney.ts';
import { formatPaise } from '../../src/lib/money.ts';
import type { Queryable } from '../db/database.ts';
import { queueMessage } from '../repo/messageQueue.ts';
import { readMessageSettings } from '../repo/messageSettings.ts';
import { readMessageBooking, type MessageBooking } from './queueReads.ts';
import { queueToStaff } from './queueStaff.ts';

/**
 * The messages of one change of a booking, queued in the change's own transaction (so a change
 * that rolls back sends nothing), each as the owner's settings allow: a kind switched off is not
 * queued, WhatsApp only to a customer who ticked it, e-mail only to one who gave an address. A
 * dedupe key makes each message of a change that happens once (a confirmation, a cancellation, a
 * refund, a payment link) queued once, however often it is asked.
 */

type Make = (b: MessageBooking, senderName: string) => t.BookingMessage;

/** Queues `kind` of booking `b` on every channel its customer is reached on. */
export async function queueToCustomer(
  tx: Queryable,
  b: MessageBooking,
  kind: MessageKind,
  make: Make,
  now: Date,
  o: { settings?: MessageSettings; key?: string; sendAt?: Date } = {},
): Promise<void> {
  const settings = o.settings ?? (await readMessageSettings(tx));
  if (!settings.enabled[kind] || (!b.whatsappTo && !b.emailTo)) return;
  const m = make(b, settings.senderName);
  const base = { kind, bookingId: b.id, sendAt: o.sendAt };
  if (b.whatsappTo)
    await queueMessage(tx, { ...base, recipient: b.whatsappTo, content: m.whatsapp, dedupeKey: o.key && `${o.key}/whatsapp` }, now);
  if (b.emailTo) await queueMessage(tx, { ...base, recipient: b.emailTo, content: m.email, dedupeKey: o.key && `${o.key}/email` }, now);
}

/** `siteOrigin`: the site's public origin, which the booking's /my-booking link in its messages is on. */
async function withBooking(
  tx: Queryable,
  bookingId: string,
  siteOrigin: string,
  queue: (b: MessageBooking) => Promise<void>,
): Promise<void> {
  const b = await readMessageBooking(tx, bookingId, siteOrigin);
  if (b) await queue(b);
}

/** Paid (online, or at the venue for a booking taken by phone): the customer's confirmation with its invoice, and the staff's e-mail. */
export async function queueBookingConfirmed(tx: Queryable, bookingId: string, now: Date, siteOrigin: string): Promise<void> {
  await withBooking(tx, bookingId, siteOrigin, async (b) => {
    const settings = await readMessageSettings(tx);
    const key = `booking-confirmed/${b.id}`;
    await queueToCustomer(tx, b, 'booking-confirmed', (x, s) => t.bookingConfirmed(x.facts, s, x.id), now, { settings, key });
    const content = staffNewBooking(b.facts, settings.senderName, { phone: b.phone, email: b.email, persons: b.persons });
    await queueToStaff(tx, settings, { kind: 'staff-new-booking', content, bookingId: b.id, key: `staff-new-booking/${b.id}` }, now);
  });
}

export interface LinkPayment {
  id: string;
  amountPaise: number;
  redirectUrl: string;
  expiresAt: Date;
}

/** A payment link of a booking taken by phone, once per payment (the same link asked again is the same message). */
export async function queuePaymentLink(tx: Queryable, bookingId: string, p: LinkPayment, now: Date, siteOrigin: string): Promise<void> {
  const link = { amount: formatPaise(p.amountPaise), link: p.redirectUrl, until: istUntilLabel(p.expiresAt, now) };
  await withBooking(tx, bookingId, siteOrigin, (b) =>
    queueToCustomer(tx, b, 'payment-link', (x, s) => t.paymentLink(x.facts, s, link), now, { key: `payment-link/${p.id}` }),
  );
}

export interface OldSlot {
  theatreName: string;
  date: string;
  fromTime: string;
  toTime: string;
}

/** Moved by the staff or the customer: read after the move is saved, so it names the new slot and money. Each move is its own message. */
export async function queueBookingMoved(
  tx: Queryable,
  bookingId: string,
  old: OldSlot,
  money: MoveMoney,
  now: Date,
  siteOrigin: string,
): Promise<void> {
  await withBooking(tx, bookingId, siteOrigin, (b) =>
    queueToCustomer(
      tx,
      b,
      'booking-moved',
      (x, s) => t.bookingMoved(x.facts, s, { from: oldSlotWords(old, x.facts.theatre), money: moveMoneySentence(money) }),
      now,
    ),
  );
}

/** Cancelled by the staff or the customer, with the refund it gives or why none. */
export async function queueBookingCancelled(
  tx: Queryable,
  bookingId: string,
  money: CancelMoney,
  now: Date,
  siteOrigin: string,
): Promise<void> {
  await withBooking(tx, bookingId, siteOrigin, (b) =>
    queueToCustomer(tx, b, 'booking-cancelled', (x, s) => t.bookingCancelled(x.facts, s, cancelRefundSentence(money)), now, {
      key: `booking-cancelled/${b.id}`,
    }),
  );
}

/** The provider took refund `refundId`: once per refund, whichever process saw it taken. */
export async function queueRefundSent(
  tx: Queryable,
  bookingId: string,
  refund: { id: string; amountPaise: number },
  now: Date,
  siteOrigin: string,
): Promise<void> {
  await withBooking(tx, bookingId, siteOrigin, (b) =>
    queueToCustomer(tx, b, 'refund-sent', (x, s) => t.refundSent(x.facts, s, formatPaise(refund.amountPaise)), now, {
      key: `refund-sent/${refund.id}`,
    }),
  );
}

/** The customer paid online what was left (payment `paymentId`): once per payment, with the invoice made again. */
export async function queuePaymentReceived(
  tx: Queryable,
  bookingId: string,
  p: { id: string; amountPaise: number },
  now: Date,
  siteOrigin: string,
): Promise<void> {
  await withBooking(tx, bookingId, siteOrigin, (b) =>
    queueToCustomer(tx, b, 'payment-received', (x, s) => t.paymentReceived(x.facts, s, formatPaise(p.amountPaise), x.id), now, {
      key: `payment-received/${p.id}`,
    }),
  );
}
