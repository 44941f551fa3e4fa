import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { insertAudit } from '../repo/auditLog.ts';

/**
 * The one way into the audit log: every staff action and every desk sign-in, successful or not,
 * is recorded here, inside the transaction of the action it tells of (so an action that rolls back
 * leaves no entry, and one that commits always has its entry).
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

/** A header's text as a column can hold it. */
const storable = (text: string | undefined, max: number): string => (text ?? '').replace(/\u0000/g, '').slice(0, max);

/** Where a request came from, for its audit entry. */
export const requestSource = (
  c: Context,
  deps: { clientAddress: (c: Context) => string },
): { clientAddress: string; userAgent: string } => ({
  clientAddress: deps.clientAddress(c),
  userAgent: storable(c.req.header('user-agent'), 300),
});
