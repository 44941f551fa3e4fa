import type { Queryable } from '../db/database.ts';

/** The audit log (migrations 016 and 030): added to by server/desk/audit.ts only; only a counted entry's count ever changes. */

export interface AuditRow {
  at: Date;
  staffId: string | null;
  staffName: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  clientAddress: string;
  userAgent: string;
}

const asJson = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

const COLUMNS = 'at, staff_id, staff_name, action, target, before, after, client_address, user_agent';
const VALUES = '$1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9';
const paramsOf = (row: AuditRow): unknown[] => [
  row.at,
  row.staffId,
  row.staffName,
  row.action,
  row.target,
  asJson(row.before),
  asJson(row.after),
  row.clientAddress,
  row.userAgent,
];

export async function insertAudit(q: Queryable, row: AuditRow): Promise<void> {
  await q.query(`insert into audit_log (${COLUMNS}) values (${VALUES})`, paramsOf(row));
}

/**
 * A counted entry: the row of its action, client, account, target and window counts one more (its
 * first time, before and after stay as they were), or is made with a count of 1. One statement on
 * the unique index audit_log_counted, so that racing calls each add one and none is lost.
 */
export async function countAudit(q: Queryable, row: AuditRow, windowStart: Date): Promise<void> {
  await q.query(
    `insert into audit_log (${COLUMNS}, count, last_at, window_start) values (${VALUES}, 1, $1, $10)
     on conflict (action, client_address, staff_id, target, window_start) where window_start is not null
     do update set count = audit_log.count + 1, last_at = greatest(audit_log.last_at, excluded.last_at)`,
    [...paramsOf(row), windowStart],
  );
}
