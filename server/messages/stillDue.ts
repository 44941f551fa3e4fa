import type { BookingStatus } from '../../src/lib/api/booking.ts';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import type { MessageChannel, MessageKind } from '../../src/lib/messages/messageKinds.ts';
import { optOutAddress } from '../auth/emailStopToken.ts';
import type { Queryable } from '../db/database.ts';
import { bookingSlotNow, type BookingSlotNow as Now } from '../repo/bookingStatus.ts';
import { optOutOf } from '../repo/messageOptOuts.ts';
import { findPayment } from '../repo/payments.ts';
import { reminderSlotOfKey } from './reminders.ts';

/**
 * Whether a queued message still says something true when its turn comes: the outbox's worker asks
 * just before sending, and a message that no longer is (a confirmation of a booking cancelled
 * before it went, a reminder of a booking moved, cancelled or whose customer asked for no more, a
 * payment link paid or lapsed) is skipped with the reason, in words the desk shows.
 */

/** What skipReason reads of a queued message. */
export interface DueMessage {
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  bookingId: string | null;
  dedupeKey: string | null;
}

const STATUS_WORDS: Record<BookingStatus, string> = {
  held: 'not paid yet',
  'payment-pending': 'not paid yet',
  'booking-confirmed': 'confirmed',
  'payment-failed': 'not paid: its payment failed',
  refunded: 'refunded',
  expired: 'not paid: its hold ran out',
  cancelled: 'cancelled',
};

async function reminderSkip(db: Queryable, m: DueMessage, b: Now, now: Date): Promise<string | undefined> {
  if (b.status !== 'booking-confirmed') return `The booking is ${STATUS_WORDS[b.status]}: no reminder.`;
  const queuedFor = m.dedupeKey ? reminderSlotOfKey(m.dedupeKey) : undefined;
  if (queuedFor && (queuedFor.date !== b.date || queuedFor.fromTime !== b.fromTime))
    return `The booking moved to ${bookingDayLabel(b.date)}, ${b.fromTime} - ${b.toTime} after this reminder was queued.`;
  const address = m.channel === 'email' ? optOutAddress(m.recipient) : m.recipient;
  if (await optOutOf(db, m.channel, address))
    return `The customer asked for no more reminders (${m.channel === 'email' ? 'the stop link in an e-mail' : 'STOP on WhatsApp'}).`;
  if (istInstant(b.date, b.fromTime) <= now.getTime()) return 'The slot had started before the reminder could go.';
  return undefined;
}

async function paymentLinkSkip(db: Queryable, m: DueMessage, now: Date): Promise<string | undefined> {
  const paymentId = m.dedupeKey?.split('/')[1];
  const payment = paymentId ? await findPayment(db, paymentId) : undefined;
  if (!payment) return undefined;
  if (payment.status === 'paid') return 'The booking was paid before the link went.';
  if (payment.status !== 'pending' || payment.expiresAt.getTime() <= now.getTime()) return 'The payment link had lapsed before it went.';
  return undefined;
}

/** Why `m` should not be sent now, or undefined when it still should. */
export async function skipReason(db: Queryable, m: DueMessage, now = new Date()): Promise<string | undefined> {
  if (m.kind !== 'booking-confirmed' && m.kind !== 'reminder' && m.kind !== 'payment-link') return undefined;
  const b = m.bookingId ? await bookingSlotNow(db, m.bookingId) : undefined;
  if (!b) return undefined;
  if (m.kind === 'booking-confirmed')
    return b.status === 'booking-confirmed' ? undefined : `The booking was ${STATUS_WORDS[b.status]} before its confirmation went.`;
  if (m.kind === 'reminder') return reminderSkip(db, m, b, now);
  if (b.status === 'booking-confirmed') return 'The booking was paid before the link went.';
  if (b.status === 'cancelled') return 'The booking was cancelled before the link went.';
  return paymentLinkSkip(db, m, now);
}
