import { bookingDayLabel } from '../../../src/lib/booking/dayLabel.ts';
import { addDays, istInstant } from '../../../src/lib/booking/istClock.ts';
import type { MessageContent, MessageKind, MessageStatus } from '../../../src/lib/messages/messageKinds.ts';
import { fillTemplate, WHATSAPP_LANGUAGE, type WhatsAppTemplateName } from '../../../src/lib/messages/whatsappTemplates.ts';
import { formatPaise } from '../../../src/lib/money.ts';
import { formatSlot } from '../../../src/lib/profile/bookingView.ts';
import type { SeedData } from './types.ts';

/**
 * What the venue day's guests (data/venueDay.ts) were sent, as the outbox holds it once it went:
 * the confirmation on WhatsApp (read) and by e-mail when they paid, and the reminder on both the
 * day before at 10:00 in India; a guest's `reminderFailed` is the reason WhatsApp gave for not
 * delivering theirs. Development only, as the guests are: the desk's Messages, the board's
 * reminder marks and its failed messages have something to show.
 */

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;

interface Sent {
  kind: MessageKind;
  status: MessageStatus;
  content: MessageContent;
  recipient: string;
  at: Date;
  error?: string;
}

const whatsapp = (template: WhatsAppTemplateName, params: string[]): MessageContent => ({
  channel: 'whatsapp',
  template,
  language: WHATSAPP_LANGUAGE,
  params,
  text: fillTemplate(template, params) ?? '',
});

const email = (bookingId: string, subject: string, text: string): MessageContent => ({
  channel: 'email',
  subject,
  text,
  html: `<p>${text}</p>`,
  attachments: [{ kind: 'invoice', bookingId }],
});

/** The row of a message that went at `at`: sent a few seconds later, then delivered and read as its status says. */
function rowOf(bookingId: string, m: Sent): Record<string, unknown> {
  const later = (s: number) => new Date(m.at.getTime() + s * SECOND);
  const went = ['sent', 'delivered', 'read'].includes(m.status);
  return {
    kind: m.kind,
    channel: m.content.channel,
    recipient: m.recipient,
    booking_id: bookingId,
    content: JSON.stringify(m.content),
    status: m.status,
    attempts: 1,
    next_attempt_at: m.at,
    error: m.error ?? '',
    created_at: m.at,
    updated_at: later(m.status === 'read' ? 240 : 40),
    give_up_at: new Date(m.at.getTime() + DAY),
    sent_at: went ? later(5) : null,
    delivered_at: m.status === 'delivered' || m.status === 'read' ? later(40) : null,
    read_at: m.status === 'read' ? later(240) : null,
    failed_at: m.status === 'failed' ? later(40) : null,
  };
}

/** The venue day's messages, given its bookings' rows as venueDay.ts makes them. */
export function venueDayMessages(s: SeedData, bookings: Record<string, unknown>[]): Record<string, unknown>[] {
  return bookings.flatMap((b) => {
    const guest = s.venueDay.find((v) => v._id === b.id);
    const theatre = s.theatres.find((t) => t._id === b.theatre_id);
    const branch = s.locations.find((l) => l.key === theatre?.locationKey);
    if (!guest || !theatre || !branch) return [];
    const id = guest._id;
    const [date, slot] = [String(b.slot_date), formatSlot({ fromTime: String(b.from_time), toTime: String(b.to_time) })];
    const [paid, left] = [formatPaise(Number(b.amount_paid)), formatPaise(Number(b.remaining_amount))];
    const where = `${branch.name}, ${branch.addressLine1}`;
    const [phone, name, day] = [`+91${guest.userPhone}`, guest.userName.split(' ')[0], bookingDayLabel(date)];
    const paidAt = new Date(b.updated_at as Date);
    const remindAt = new Date(istInstant(addDays(date, -1), '10:00'));
    const confirmed = `Your booking ${guest.orderId} is confirmed: ${theatre.name} at ${where} on ${day}, ${slot}. Paid ${paid}, left to pay at the venue ${left}.`;
    const reminded = `A reminder of your booking ${guest.orderId}: ${theatre.name} at ${where} on ${day}, ${slot}. Left to pay at the venue: ${left}.`;
    const sent: Sent[] = [
      {
        kind: 'booking-confirmed',
        status: 'read',
        recipient: phone,
        at: paidAt,
        content: whatsapp('booking_confirmed_v1', [name, guest.orderId, theatre.name, where, day, slot, paid, left, branch.mapUrl]),
      },
      {
        kind: 'booking-confirmed',
        status: 'sent',
        recipient: guest.userEmail,
        at: paidAt,
        content: email(id, `Booking confirmed: ${guest.orderId}`, confirmed),
      },
      {
        kind: 'reminder',
        status: guest.reminderFailed ? 'failed' : 'delivered',
        error: guest.reminderFailed,
        recipient: phone,
        at: remindAt,
        content: whatsapp('booking_reminder_v1', [name, guest.orderId, theatre.name, where, day, slot, left, branch.mapUrl]),
      },
      {
        kind: 'reminder',
        status: 'sent',
        recipient: guest.userEmail,
        at: remindAt,
        content: email(id, `See you tomorrow: ${guest.orderId}`, reminded),
      },
    ];
    return sent.map((m) => rowOf(id, m));
  });
}
