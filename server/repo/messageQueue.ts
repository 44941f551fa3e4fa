import type { Queryable } from '../db/database.ts';
import type { MessageContent, MessageKind } from '../../src/lib/messages/messageKinds.ts';

/**
 * Queues a message in the caller's transaction (migration 033): it exists only if the change it
 * tells of commits, and the outbox's worker (server/messages/) sends it once its time comes.
 */

/** How long the worker keeps trying a message before it is marked failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export interface NewMessage {
  kind: MessageKind;
  /** '+91' and ten digits for WhatsApp; an e-mail address. */
  recipient: string;
  content: MessageContent;
  bookingId?: string;
  enquiryId?: number;
  /** One message for one reason: a second queueing with the same key is ignored (answers undefined). */
  dedupeKey?: string;
  /** Not before (a reminder's time); default now. */
  sendAt?: Date;
  /** A staff member's Send again. */
  resendOf?: number;
  createdBy?: string;
}

/** Queues one message; answers its id, or undefined when one with the same dedupe key is queued already. */
export async function queueMessage(tx: Queryable, m: NewMessage, now: Date): Promise<number | undefined> {
  const sendAt = m.sendAt && m.sendAt > now ? m.sendAt : now;
  const [row] = await tx.query<{ id: number | string }>(
    `insert into messages (kind, channel, recipient, booking_id, enquiry_id, dedupe_key, content, next_attempt_at,
       resend_of, created_by, created_at, updated_at, give_up_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $11, $12)
     on conflict (dedupe_key) do nothing
     returning id`,
    [
      m.kind,
      m.content.channel,
      m.recipient,
      m.bookingId ?? null,
      m.enquiryId ?? null,
      m.dedupeKey ?? null,
      JSON.stringify(m.content),
      sendAt,
      m.resendOf ?? null,
      m.createdBy ?? null,
      now,
      new Date(sendAt.getTime() + GIVE_UP_AFTER_MS),
    ],
  );
  return row ? Number(row.id) : undefined;
}

/** Which of these dedupe keys are queued already (the unique index on dedupe_key). */
export async function queuedKeys(db: Queryable, keys: string[]): Promise<Set<string>> {
  const rows = await db.query<{ dedupe_key: string }>('select dedupe_key from messages where dedupe_key = any($1::text[])', [keys]);
  return new Set(rows.map((r) => r.dedupe_key));
}
