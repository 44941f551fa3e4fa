import type { Queryable } from '../db/database.ts';

/**
 * What the audit log's targets name, as it reads now: a booking's order id, a staff member's name,
 * a theatre's name, by their 'booking:<id>', 'staff:<id>' and 'theatre:<id>' keys. A key of
 * another kind, or of a row that is gone, is left out (the sentence then says it another way).
 */
const TABLES: Record<string, string> = {
  booking: 'select id, order_id as name from bookings where id = any($1::text[])',
  staff: 'select id, name from staff where id = any($1::text[])',
  theatre: 'select id, name from theatres where id = any($1::text[])',
};

export async function auditNames(q: Queryable, keys: Iterable<string>): Promise<Map<string, string>> {
  const ids = new Map<string, Set<string>>();
  for (const key of keys) {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    if (colon > 0 && kind in TABLES) ids.set(kind, (ids.get(kind) ?? new Set()).add(key.slice(colon + 1)));
  }
  const names = new Map<string, string>();
  for (const [kind, set] of ids)
    for (const row of await q.query<{ id: string; name: string }>(TABLES[kind], [[...set]])) names.set(`${kind}:${row.id}`, row.name);
  return names;
}
