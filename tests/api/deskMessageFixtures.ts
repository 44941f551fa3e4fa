import type { Database } from '../../server/db/database.ts';
import { queueMessage } from '../../server/repo/messageQueue.ts';
import type { MessageChannel, MessageContent, MessageKind, MessageStatus } from '../../src/lib/messages/messageKinds.ts';
import { fillTemplate } from '../../src/lib/messages/whatsappTemplates.ts';

/**
 * Messages of a booking as the outbox holds them, for the desk's tests: queued the one way a
 * message is written (queueMessage), then moved to a status by plain SQL, as the worker and the
 * providers' webhooks would leave it (they are not the desk's to run).
 */

const CONFIRMED_PARAMS = [
  'Asha',
  'ORD-TEST',
  'Aurora',
  'Jubilee Hills, Road No. 36',
  'Tue, 1 Dec 2026',
  '9:00 AM – 12:00 PM',
  '₹750',
  '₹1,398',
  'https://maps.example/aurora',
];

export function contentOf(channel: MessageChannel, bookingId: string, words = 'Your booking is confirmed'): MessageContent {
  if (channel === 'whatsapp')
    return {
      channel,
      template: 'booking_confirmed_v1',
      language: 'en',
      params: CONFIRMED_PARAMS,
      text: fillTemplate('booking_confirmed_v1', CONFIRMED_PARAMS) ?? words,
    };
  return {
    channel,
    subject: words,
    text: `${words}. See you at the theatre.`,
    html: `<p>${words}. See you at the theatre.</p>`,
    attachments: [{ kind: 'invoice', bookingId }],
  };
}

export interface TestMessage {
  bookingId: string;
  kind?: MessageKind;
  channel?: MessageChannel;
  recipient?: string;
  status?: MessageStatus;
  error?: string;
  maybeTwice?: boolean;
  /** A reminder's time. */
  sendAt?: Date;
  words?: string;
}

/** A message of the booking in that status (queued by default); answers its id. */
export async function addMessage(db: Database, now: Date, m: TestMessage): Promise<number> {
  const channel = m.channel ?? 'whatsapp';
  const id = await db.transaction((tx) =>
    queueMessage(
      tx,
      {
        kind: m.kind ?? 'booking-confirmed',
        recipient: m.recipient ?? (channel === 'whatsapp' ? '+919876543210' : 'asha@example.com'),
        content: contentOf(channel, m.bookingId, m.words),
        bookingId: m.bookingId,
        sendAt: m.sendAt,
      },
      now,
    ),
  );
  if (id === undefined) throw new Error('not queued');
  await setStatus(db, id, m.status ?? 'queued', now, m.error, m.maybeTwice);
  return id;
}

/** Moves a message to a status as the worker or a webhook would, stamping the moments it reached. */
export async function setStatus(db: Database, id: number, status: MessageStatus, at: Date, error = '', maybeTwice = false): Promise<void> {
  await db.query(
    `update messages set status = $2::text, error = $3, maybe_twice = $4, updated_at = $5::timestamptz,
       sent_at = case when $2::text in ('sent', 'delivered', 'read') then $5::timestamptz end,
       delivered_at = case when $2::text in ('delivered', 'read') then $5::timestamptz end,
       read_at = case when $2::text = 'read' then $5::timestamptz end,
       failed_at = case when $2::text = 'failed' then $5::timestamptz end
     where id = $1`,
    [id, status, error, maybeTwice, at],
  );
}

/** The copies Send again made of a message. */
export const copiesOf = (db: Database, id: number) =>
  db.query<{
    id: number;
    status: string;
    recipient: string;
    kind: string;
    content: unknown;
    created_by: string | null;
    dedupe_key: string | null;
  }>('select id::float8 as id, status, recipient, kind, content, created_by, dedupe_key from messages where resend_of = $1 order by id', [
    id,
  ]);
