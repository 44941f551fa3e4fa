import type { Database, Queryable } from '../db/database.ts';
import type { MessageChannel, MessageKind, MessageStatus } from '../../src/lib/messages/messageKinds.ts';

/**
 * The outbox's worker side (migration 033): a due message is claimed under a lease in a short
 * transaction, sent outside it, and its answer recorded in another, only by the lease's holder.
 * Every query here reads the partial index messages_due or the primary key.
 */

export interface OutboxMessage {
  id: number;
  kind: MessageKind;
  channel: MessageChannel;
  /** '+91' and ten digits for WhatsApp; an e-mail address. */
  recipient: string;
  bookingId: string | null;
  enquiryId: number | null;
  dedupeKey: string | null;
  /** As stored: the worker reads it through MessageContent before it sends. */
  content: unknown;
  status: MessageStatus;
  /** Times it was handed to a worker to send. */
  attempts: number;
  maybeTwice: boolean;
  providerId: string | null;
  error: string;
  resendOf: number | null;
  createdAt: Date;
  nextAttemptAt: Date;
  giveUpAt: Date;
}

interface Row {
  id: number | string;
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  booking_id: string | null;
  enquiry_id: number | string | null;
  dedupe_key: string | null;
  content: unknown;
  status: MessageStatus;
  attempts: number;
  maybe_twice: boolean;
  provider_id: string | null;
  error: string;
  resend_of: number | string | null;
  created_at: Date | string;
  next_attempt_at: Date | string;
  give_up_at: Date | string;
}

const toMessage = (r: Row): OutboxMessage => ({
  id: Number(r.id),
  kind: r.kind,
  channel: r.channel,
  recipient: r.recipient,
  bookingId: r.booking_id,
  enquiryId: r.enquiry_id === null ? null : Number(r.enquiry_id),
  dedupeKey: r.dedupe_key,
  content: typeof r.content === 'string' ? JSON.parse(r.content) : r.content,
  status: r.status,
  attempts: r.attempts,
  maybeTwice: r.maybe_twice,
  providerId: r.provider_id,
  error: r.error,
  resendOf: r.resend_of === null ? null : Number(r.resend_of),
  createdAt: new Date(r.created_at),
  nextAttemptAt: new Date(r.next_attempt_at),
  giveUpAt: new Date(r.give_up_at),
});

/** What a person reads at the desk about a message that was handed over twice without an answer. */
export const UNSURE_TWICE = 'may not have been sent: check with the customer';

/** The next due message, locked; one another worker holds is passed over. Reads the partial index messages_due. */
export const DUE_SQL = `select id, status, maybe_twice from messages
  where status in ('queued', 'sending') and next_attempt_at <= $1
  order by next_attempt_at limit 1 for update skip locked`;

/** What claimNext found: a message to send now (`again`: handed over before, its answer never recorded), or one it had to fail. */
export type Claim = { kind: 'send'; message: OutboxMessage; again: boolean } | { kind: 'failed'; message: OutboxMessage };

/**
 * Claims the next due message for `owner` until `now + leaseMs`: a queued one whose time has come,
 * or one left 'sending' whose lease ran out (its holder stopped, or its answer was unsure). Such a
 * one is handed over once more, marked maybe_twice; found so a second time it is failed instead, so
 * that no message is handed over a third time without an answer. The lease's end is also its
 * next_attempt_at, so one index finds both kinds.
 */
export async function claimNext(db: Database, owner: string, now: Date, leaseMs: number): Promise<Claim | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx.query<{ id: number | string; status: MessageStatus; maybe_twice: boolean }>(DUE_SQL, [now]);
    if (!due) return undefined;
    if (due.status === 'sending' && due.maybe_twice) {
      const [row] = await tx.query<Row>(
        `update messages set status = 'failed', error = $2, failed_at = $3, lease_owner = null, lease_until = null, updated_at = $3
         where id = $1 returning *`,
        [due.id, UNSURE_TWICE, now],
      );
      return { kind: 'failed', message: toMessage(row) };
    }
    const until = new Date(now.getTime() + leaseMs);
    const [row] = await tx.query<Row>(
      `update messages set status = 'sending', attempts = attempts + 1, lease_owner = $2, lease_until = $3, next_attempt_at = $3,
         maybe_twice = maybe_twice or $4, updated_at = $5
       where id = $1 returning *`,
      [due.id, owner, until, due.status === 'sending', now],
    );
    return { kind: 'send', message: toMessage(row), again: due.status === 'sending' };
  });
}

/** Text a column holds and a person reads: no NUL, at most 500 characters. */
export const storedError = (text: string): string => text.replaceAll('\u0000', '').slice(0, 500);

/**
 * The provider took it. A status webhook may have come first (the sandbox's and Meta's 'sent' can
 * beat the answer, a 'failed' too): that status stays, with its words, and the id is kept either way.
 */
export async function markAccepted(db: Queryable, id: number, owner: string, providerId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update messages set status = case when status = 'sending' then 'sent' else status end,
       provider_id = coalesce(provider_id, $3), sent_at = coalesce(sent_at, $4),
       error = case when status = 'sending' then '' else error end,
       lease_owner = null, lease_until = null, updated_at = $4
     where id = $1 and lease_owner = $2 returning id`,
    [id, owner, storedError(providerId), now],
  );
  return rows.length > 0;
}

/** Not taken, certainly: queued again for `at`, with the error a person reads meanwhile. */
export async function markRetry(db: Queryable, id: number, owner: string, error: string, at: Date, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update messages set status = 'queued', next_attempt_at = $4, error = $3, lease_owner = null, lease_until = null, updated_at = $5
     where id = $1 and lease_owner = $2 and status = 'sending' returning id`,
    [id, owner, storedError(error), at, now],
  );
  return rows.length > 0;
}

/**
 * Perhaps taken (a timeout after the request went out): left 'sending' with its lease ending at
 * `at`, so that the next find is the one more hand-over, marked maybe_twice, unless a status
 * webhook says meanwhile that the provider took it.
 */
export async function markUnsure(db: Queryable, id: number, owner: string, error: string, at: Date, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update messages set next_attempt_at = $4, lease_until = $4, error = $3, updated_at = $5
     where id = $1 and lease_owner = $2 and status = 'sending' returning id`,
    [id, owner, storedError(error), at, now],
  );
  return rows.length > 0;
}

/** Ends it: failed (refused, or given up) or skipped (no longer true), with the words a person reads. */
export async function markEnded(
  db: Queryable,
  id: number,
  owner: string,
  status: 'failed' | 'skipped',
  error: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update messages set status = $3, error = $4, failed_at = case when $3 = 'failed' then $5 else failed_at end,
       lease_owner = null, lease_until = null, updated_at = $5
     where id = $1 and lease_owner = $2 and status = 'sending' returning id`,
    [id, owner, status, storedError(error), now],
  );
  return rows.length > 0;
}
