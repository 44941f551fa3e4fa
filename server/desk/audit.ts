import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { AUDIT_COUNT_WINDOW_MS } from '../../src/lib/desk/auditActions.ts';
import { countAudit, insertAudit } from '../repo/auditLog.ts';

/**
 * The one way into the audit log: every staff action, every desk sign-in, successful or not, every
 * refused desk call, each export and each booking's page opened is recorded here. An action's
 * entry is written inside the action's own transaction (so an action that rolls back leaves no
 * entry, and one that commits always has its entry).
 */
export interface AuditEntryInput {
  /** Who acted: null for an unknown login and for the command line. */
  staffId: string | null;
  /** The actor's name as it is now, kept as it was. */
  staffName: string;
  /** 'sign-in', 'sign-in.failed', 'staff.disable', 'booking.refund' ...: a noun, a dot, a verb. */
  action: string;
  /** What was acted on: 'staff:<id>', 'login:<login>', 'booking:<id>'. */
  target: string;
  /** The part of the target the action changed, as it was and as it became (never a password or its hash). */
  before?: unknown;
  after?: unknown;
  /** Where the request came from. */
  clientAddress: string;
  userAgent: string;
  at: Date;
}

export async function recordAudit(q: Queryable, entry: AuditEntryInput): Promise<void> {
  await insertAudit(q, { ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/**
 * An entry that happens again and again (a refused call, a booking's page opened): one row per
 * action, client, account and target in each hour, its count raised by one. Its before and after
 * are the first time's.
 */
export async function countInAudit(q: Queryable, entry: AuditEntryInput): Promise<void> {
  const windowStart = new Date(Math.floor(entry.at.getTime() / AUDIT_COUNT_WINDOW_MS) * AUDIT_COUNT_WINDOW_MS);
  await countAudit(q, { ...entry, before: entry.before ?? null, after: entry.after ?? null }, windowStart);
}

/** A header's text as a column can hold it. */
export const storable = (text: string | undefined, max: number): string => (text ?? '').replace(/\u0000/g, '').slice(0, max);

/** Where a request came from, for its audit entry. */
export const requestSource = (
  c: Context,
  deps: { clientAddress: (c: Context) => string },
): { clientAddress: string; userAgent: string } => ({
  clientAddress: deps.clientAddress(c),
  userAgent: storable(c.req.header('user-agent'), 300),
});
