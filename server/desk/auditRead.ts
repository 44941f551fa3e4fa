import type { Context } from 'hono';
import type { AuditEntryInput } from './audit.ts';
import { countInAudit, recordAudit, requestSource } from './audit.ts';
import { sessionOf } from './access.ts';
import type { DeskDeps } from './deskDeps.ts';

/**
 * A read that the audit log records as the signed-in staff member's (an export, a booking's page):
 * once each, or `counted` per hour for one that a screen repeats.
 */
export async function auditRead(
  deps: DeskDeps,
  c: Context,
  entry: Pick<AuditEntryInput, 'action' | 'target' | 'after' | 'at'>,
  o: { counted?: boolean } = {},
): Promise<void> {
  const { staff } = sessionOf(c);
  const record = o.counted ? countInAudit : recordAudit;
  await record(deps.db, { ...requestSource(c, deps), ...entry, staffId: staff.id, staffName: staff.name });
}
