import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { claimNext, markAccepted, markEnded, markRetry, markUnsure, type OutboxMessage } from '../repo/outbox.ts';
import type { MessageSender } from './messageSender.ts';
import { nextTryAt } from './retrySchedule.ts';
import type { SendResult } from './sendResult.ts';

/**
 * One round of the outbox's worker: each due message is claimed under a lease, sent outside any
 * transaction, and its answer recorded. Safe in several processes at once on one database: a
 * message is claimed by one of them (`for update skip locked`), and only the lease's holder
 * records its answer.
 */

/**
 * How long a claimed message is left to its worker: longer than a send can take (WhatsApp's
 * timeout, an SMTP server's, the invoice made for it), so that only a worker that stopped, or an
 * answer that never came, lets it run out.
 */
export const LEASE_MS = 3 * 60_000;

export interface OutboxDeps {
  db: Database;
  now: () => Date;
  sender: MessageSender;
  /** Who holds the leases this worker takes; unique to the worker (newLeaseOwner). */
  owner: string;
  log: (line: string) => void;
  leaseMs?: number;
}

/** What the rest of the server adds to a round (the reminders' queueing, and what is no longer true). */
export interface OutboxHooks {
  /** Called before each round: queues what has come due (the reminders). */
  beforeRound?: (now: Date) => Promise<void>;
  /** A reason not to send a message after all (a confirmation of a booking cancelled before it went): it is marked skipped with it. */
  skipReason?: (db: Queryable, m: OutboxMessage) => Promise<string | undefined>;
}

/** A lease owner no other worker has: the host, the process, and a random part for several workers in one process. */
export const newLeaseOwner = (): string => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** Records one answer; false when the lease was no longer this worker's (another took it over meanwhile). */
async function record(deps: OutboxDeps, m: OutboxMessage, result: SendResult): Promise<boolean> {
  const now = deps.now();
  if (result.kind === 'accepted') return markAccepted(deps.db, m.id, deps.owner, result.providerId, now);
  if (result.kind === 'refused') return markEnded(deps.db, m.id, deps.owner, 'failed', result.error, now);
  if (now >= m.giveUpAt) return markEnded(deps.db, m.id, deps.owner, 'failed', `given up after a day: ${result.error}`, now);
  const at = nextTryAt(now, m.attempts, m.giveUpAt);
  return result.unsure
    ? markUnsure(deps.db, m.id, deps.owner, result.error, at, now)
    : markRetry(deps.db, m.id, deps.owner, result.error, at, now);
}

/** The provider's answer, a reason to skip it, or our own failure before anything went out (tried again later). */
async function attempt(deps: OutboxDeps, hooks: OutboxHooks, m: OutboxMessage): Promise<SendResult | { kind: 'skip'; reason: string }> {
  try {
    const reason = await hooks.skipReason?.(deps.db, m);
    if (reason) return { kind: 'skip', reason };
    return await deps.sender.send(deps.db, m, deps.now());
  } catch (err) {
    return { kind: 'retry', error: `It could not be sent: ${(err as Error).message}` };
  }
}

async function deliverOne(deps: OutboxDeps, hooks: OutboxHooks, m: OutboxMessage): Promise<void> {
  const result = await attempt(deps, hooks, m);
  if (result.kind === 'skip') {
    await markEnded(deps.db, m.id, deps.owner, 'skipped', result.reason, deps.now());
    return;
  }
  if (result.kind !== 'accepted') deps.log(`message ${m.id} (${m.kind}, ${m.channel}): ${result.kind}: ${result.error}`);
  if (!(await record(deps, m, result))) deps.log(`message ${m.id}: its lease ran out before its answer (${result.kind}) was recorded`);
}

/**
 * Sends what is due, one message at a time (each lease covers one send), at most `max` of them, and
 * stops early when `stopped()` says so. Answers how many messages it handled.
 */
export async function deliverDue(
  deps: OutboxDeps,
  hooks: OutboxHooks = {},
  { max = 50, stopped = () => false }: { max?: number; stopped?: () => boolean } = {},
): Promise<number> {
  if (hooks.beforeRound) {
    await hooks.beforeRound(deps.now()).catch((err) => deps.log(`messages: queueing before the round failed: ${(err as Error).message}`));
  }
  let handled = 0;
  while (handled < max && !stopped()) {
    const claim = await claimNext(deps.db, deps.owner, deps.now(), deps.leaseMs ?? LEASE_MS);
    if (!claim) break;
    handled++;
    if (claim.kind === 'failed') {
      deps.log(`message ${claim.message.id} (${claim.message.kind}): handed over twice without an answer; marked failed`);
      continue;
    }
    if (claim.again) deps.log(`message ${claim.message.id} (${claim.message.kind}): its last hand-over got no answer; sending once more`);
    await deliverOne(deps, hooks, claim.message);
  }
  return handled;
}
