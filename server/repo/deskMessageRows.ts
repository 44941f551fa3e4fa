import type { Queryable } from '../db/database.ts';
import { BOOKING_MESSAGES_SHOWN, type DeskMessage } from '../../src/lib/api/deskMessages.ts';
import { MessageContent, type MessageChannel, type MessageKind, type MessageStatus } from '../../src/lib/messages/messageKinds.ts';

/** A booking's messages as its page lists them (the outbox, migration 033), read through messages_booking. */

type Moment = Date | string | null;

interface MessageRow {
  id: number;
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  status: MessageStatus;
  error: string;
  maybe_twice: boolean;
  content: unknown;
  created_at: Moment;
  next_attempt_at: Moment;
  sent_at: Moment;
  delivered_at: Moment;
  read_at: Moment;
  failed_at: Moment;
  updated_at: Moment;
  resend_of: number | null;
  sent_again_by: string | null;
}

/** A timestamp as the wire carries it (PGlite and pg both answer Date; text is taken too). */
export const isoOf = (at: Moment): string | null => (at === null ? null : new Date(at).toISOString());

/** What a message says, for the desk: an e-mail's subject and text, a WhatsApp template as filled in. */
function wordsOf(content: unknown): { subject: string; text: string } {
  const parsed = MessageContent.safeParse(content);
  if (!parsed.success) return { subject: '', text: '' };
  return parsed.data.channel === 'email'
    ? { subject: parsed.data.subject, text: parsed.data.text }
    : { subject: '', text: parsed.data.text };
}

function deskMessageOf(r: MessageRow): DeskMessage {
  return {
    id: Number(r.id),
    kind: r.kind,
    channel: r.channel,
    recipient: r.recipient,
    status: r.status,
    error: r.error,
    maybeTwice: r.maybe_twice,
    createdAt: isoOf(r.created_at)!,
    dueAt: isoOf(r.next_attempt_at)!,
    sentAt: isoOf(r.sent_at),
    deliveredAt: isoOf(r.delivered_at),
    readAt: isoOf(r.read_at),
    failedAt: isoOf(r.failed_at),
    updatedAt: isoOf(r.updated_at)!,
    resendOf: r.resend_of === null ? null : Number(r.resend_of),
    sentAgainBy: r.resend_of === null ? null : r.sent_again_by,
    ...wordsOf(r.content),
  };
}

/** The booking's messages, newest first, on messages_booking (tests/api/desk-messages-scale.test.ts reads its plan). */
export const bookingMessagesQuery = (bookingId: string) => ({
  sql: `select m.id::float8 as id, m.kind, m.channel, m.recipient, m.status, m.error, m.maybe_twice, m.content,
       m.created_at, m.next_attempt_at, m.sent_at, m.delivered_at, m.read_at, m.failed_at, m.updated_at,
       m.resend_of::float8 as resend_of, s.name as sent_again_by
     from messages m left join staff s on s.id = m.created_by
     where m.booking_id = $1
     order by m.id desc
     limit ${BOOKING_MESSAGES_SHOWN}`,
  params: [bookingId],
});

/** The booking's messages, newest first (at most BOOKING_MESSAGES_SHOWN). */
export async function messagesOfBooking(db: Queryable, bookingId: string): Promise<DeskMessage[]> {
  const q = bookingMessagesQuery(bookingId);
  return (await db.query<MessageRow>(q.sql, q.params)).map(deskMessageOf);
}

/** A message as Send again copies it. */
export interface MessageToResend {
  id: number;
  kind: MessageKind;
  recipient: string;
  status: MessageStatus;
  content: unknown;
  enquiry_id: number | null;
  resend_of: number | null;
}

/** A copy of that line still on its way, on messages_resend_of (the scale test reads its plan). */
export const waitingCopyQuery = (first: number) => ({
  sql: `select id::float8 as id from messages where resend_of = $1 and status in ('queued', 'sending') order by id limit 1`,
  params: [first],
});

/** The message of that booking with that id, as Send again reads it. */
export async function messageOfBooking(tx: Queryable, bookingId: string, messageId: number): Promise<MessageToResend | undefined> {
  const [m] = await tx.query<MessageToResend>(
    `select id::float8 as id, kind, recipient, status, content, enquiry_id::float8 as enquiry_id, resend_of::float8 as resend_of
     from messages where id = $1 and booking_id = $2`,
    [messageId, bookingId],
  );
  return m;
}

/** The first message of a line locked for the transaction: presses of Send again on its line take turns. */
export async function lockMessage(tx: Queryable, id: number): Promise<void> {
  await tx.query('select id from messages where id = $1 for update', [id]);
}

/** The copy of that line still on its way, if any (waitingCopyQuery). */
export async function waitingCopy(tx: Queryable, first: number): Promise<{ id: number } | undefined> {
  const q = waitingCopyQuery(first);
  const [waiting] = await tx.query<{ id: number }>(q.sql, q.params);
  return waiting;
}
