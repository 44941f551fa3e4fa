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

export interface AuditFilter {
  staffId?: string;
  action?: string;
  /** From this instant (included) to that one (excluded). */
  from?: Date;
  to?: Date;
}

export interface AuditListed extends AuditRow {
  id: number;
}

function where(f: AuditFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length}`));
  };
  if (f.staffId !== undefined) add('staff_id = ?', f.staffId);
  if (f.action !== undefined) add('action = ?', f.action);
  if (f.from !== undefined) add('at >= ?', f.from);
  if (f.to !== undefined) add('at < ?', f.to);
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

/** One page of the entries that pass the filter, newest first, and how many pass it in all. */
export async function listAudit(
  q: Queryable,
  f: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ entries: AuditListed[]; total: number }> {
  const w = where(f);
  const [{ n }] = await q.query<{ n: number }>(`select count(*)::int as n from audit_log ${w.sql}`, w.params);
  const rows = await q.query<AuditListed>(
    `select id::float8 as id, at, staff_id as "staffId", staff_name as "staffName", action, target, before, after,
            client_address as "clientAddress", user_agent as "userAgent"
     from audit_log ${w.sql}
     order by at desc, id desc
     limit $${w.params.length + 1} offset $${w.params.length + 2}`,
    [...w.params, pageSize, (page - 1) * pageSize],
  );
  return { entries: rows.map((r) => ({ ...r, at: new Date(r.at) })), total: n };
}

/** The action names the log holds, for the desk's filter. */
export async function auditActions(q: Queryable): Promise<string[]> {
  return (await q.query<{ action: string }>('select distinct action from audit_log order by action')).map((r) => r.action);
}
