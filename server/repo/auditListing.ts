import type { Queryable } from '../db/database.ts';
import type { AuditRow } from './auditLog.ts';

/** Reading the audit log: a filtered page, newest first, each a range of one index (migration 030). */

export interface AuditFilter {
  staffId?: string;
  /** A family of actions (src/lib/desk/auditActions.ts). */
  family?: string;
  /** From this instant (included) to that one (excluded). */
  from?: Date;
  to?: Date;
}

export interface AuditListed extends AuditRow {
  id: number;
  family: string;
  count: number;
  lastAt: Date | null;
}

/**
 * Newest first, the order of every index of the log (the person's and the family's lead with a
 * value equal in each row they read). Qualified: a bare `id` in ORDER BY would be the page's
 * `id::float8`, which no index has, and the page would be sorted again after reading.
 */
const NEWEST_FIRST = 'audit_log.at desc, audit_log.id desc';

function where(f: AuditFilter, before?: { at: Date; id: number }): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql.replace(/\?/g, () => `$${params.push(values.shift())}`));
  };
  if (f.staffId !== undefined) add('staff_id = ?', f.staffId);
  if (f.family !== undefined) add('family = ?', f.family);
  if (f.from !== undefined) add('at >= ?', f.from);
  if (f.to !== undefined) add('at < ?', f.to);
  // The row comparison is one bound of the (…, at desc, id desc) indexes: an older page starts
  // where the last one ended, whatever was added meanwhile, at no cost for its depth.
  if (before) add('(at, id) < (?, ?::bigint)', before.at, before.id);
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

/** The SQL of a page (exported for the test that reads its plan). */
export function auditPageQuery(f: AuditFilter, limit: number, before?: { at: Date; id: number }): { sql: string; params: unknown[] } {
  const w = where(f, before);
  return {
    sql: `select id::float8 as id, at, staff_id as "staffId", staff_name as "staffName", action, family, target, before, after,
            client_address as "clientAddress", user_agent as "userAgent", count, last_at as "lastAt"
          from audit_log ${w.sql}
          order by ${NEWEST_FIRST}
          limit $${w.params.length + 1}`,
    params: [...w.params, limit],
  };
}

/** How many entries pass a filter, counting at most `limit` (exported for the test that reads its plan). */
export function auditCountQuery(f: AuditFilter, limit: number): { sql: string; params: unknown[] } {
  const w = where(f);
  return {
    // In the page's order: the first `limit` entries of the same index range, not rows found anywhere.
    sql: `select count(*)::int as n from (select 1 from audit_log ${w.sql} order by ${NEWEST_FIRST} limit $${w.params.length + 1}) counted`,
    params: [...w.params, limit],
  };
}

/** Up to `limit` entries that pass the filter, newest first, older than `before` when given. */
export async function listAudit(q: Queryable, f: AuditFilter, limit: number, before?: { at: Date; id: number }): Promise<AuditListed[]> {
  const { sql, params } = auditPageQuery(f, limit, before);
  const rows = await q.query<AuditListed>(sql, params);
  return rows.map((r) => ({ ...r, at: new Date(r.at), lastAt: r.lastAt === null ? null : new Date(r.lastAt) }));
}

/** How many entries pass the filter, up to `limit`. */
export async function countAuditUpTo(q: Queryable, f: AuditFilter, limit: number): Promise<number> {
  const { sql, params } = auditCountQuery(f, limit);
  const [{ n }] = await q.query<{ n: number }>(sql, params);
  return n;
}
