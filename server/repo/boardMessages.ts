import type { Queryable } from '../db/database.ts';
import { BOARD_FAILED_SHOWN, type FailedMessage } from '../../src/lib/api/deskMessages.ts';
import { WENT } from '../../src/lib/desk/messageStatus.ts';
import type { MessageChannel, MessageKind } from '../../src/lib/messages/messageKinds.ts';
import { isoOf } from './deskMessageRows.ts';

/**
 * What the day board shows of the messages: which booked slots' reminders went, and the failed
 * messages of the day's bookings. Both are read on every refresh of an open board, so each stays on
 * indexes however many bookings and messages there are: the day's bookings by bookings_theatre_day,
 * their messages by messages_booking, and a message's copies by messages_resend_of (migration 034).
 */

export interface Query {
  sql: string;
  params: unknown[];
}

/** The reminders of these bookings that went (tests/api/desk-messages-scale.test.ts reads its plan). */
export const remindersSentQuery = (bookingIds: string[]): Query => ({
  sql: `select booking_id, max(coalesce(sent_at, updated_at)) as at from messages
     where booking_id = any($1::text[]) and kind = 'reminder' and status = any($2::text[])
     group by booking_id`,
  params: [bookingIds, [...WENT]],
});

/** The latest moment each of these bookings' reminders left us, by booking id. */
export async function remindersSent(db: Queryable, bookingIds: string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const q = remindersSentQuery(bookingIds);
  const rows = await db.query<{ booking_id: string; at: Date | string }>(q.sql, q.params);
  return new Map(rows.map((r) => [r.booking_id, isoOf(r.at)!]));
}

/** The failed messages of the bookings of these theatres on that day (the scale test reads its plan too). */
export const failedMessagesQuery = (theatreIds: string[], day: string): Query => ({
  sql: `select m.id::float8 as id, m.booking_id, b.order_id, m.kind, m.channel, m.recipient, m.error, m.failed_at
     from bookings b join messages m on m.booking_id = b.id
     where b.theatre_id = any($1::text[]) and b.slot_date = $2::date and m.status = 'failed'
       and not exists (select 1 from messages c where c.resend_of = coalesce(m.resend_of, m.id) and c.id > m.id)
     order by m.id desc
     limit ${BOARD_FAILED_SHOWN}`,
  params: [theatreIds, day],
});

/**
 * The failed messages of the bookings of these theatres on that day, newest first: each only while
 * it is the latest of its line (the message and its copies made by Send again), so one sent again
 * stops showing, and shows again if its copy fails too.
 */
export async function failedMessagesOn(db: Queryable, theatreIds: string[], day: string): Promise<FailedMessage[]> {
  if (theatreIds.length === 0) return [];
  const q = failedMessagesQuery(theatreIds, day);
  const rows = await db.query<{
    id: number;
    booking_id: string;
    order_id: string;
    kind: MessageKind;
    channel: MessageChannel;
    recipient: string;
    error: string;
    failed_at: Date | string | null;
  }>(q.sql, q.params);
  return rows.map((r) => ({
    id: Number(r.id),
    bookingId: r.booking_id,
    orderId: r.order_id,
    kind: r.kind,
    channel: r.channel,
    recipient: r.recipient,
    error: r.error,
    failedAt: isoOf(r.failed_at),
  }));
}
