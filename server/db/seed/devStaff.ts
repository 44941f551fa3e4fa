import type { Queryable } from '../database.ts';
import { ROLE_LABELS } from '../../../src/lib/desk/permissions.ts';
import { DEV_STAFF } from './data/staff.ts';
import { seedsDemoAccounts, type DevSeedConfig } from './demoSignIn.ts';

/**
 * Seeds the development desk accounts (data/staff.ts) when a database has no staff account yet,
 * and only a development database: one that holds the demo customers. So a production database
 * (seeded without them) never gets an account with a published password, even when a server is
 * once started on it without NODE_ENV=production. Answers whether it seeded.
 */
export async function seedDevStaff(q: Queryable, now = new Date()): Promise<boolean> {
  const rows = await q.query(
    `insert into staff (id, name, login, role, password_hash, active, created_at, updated_at)
     select id, name, login, role, password_hash, true, $2, $2
     from jsonb_to_recordset($1::jsonb) as s (id text, name text, login text, role text, password_hash text)
     where not exists (select 1 from staff) and exists (select 1 from customers where id = 'cu-ananya')
     on conflict do nothing
     returning id`,
    [JSON.stringify(DEV_STAFF.map((s) => ({ id: s.id, name: s.name, login: s.login, role: s.role, password_hash: s.passwordHash }))), now],
  );
  return rows.length > 0;
}

/**
 * The lines `npm start` prints, one per development account that still signs in with its
 * published password (its hash unchanged, and active): `Desk sign-in (front desk): 9876500101 / …`.
 * None under a production flag or with DATABASE_URL, as for the demo customer's line.
 */
export async function deskSignInLines(q: Queryable, config: DevSeedConfig): Promise<string[]> {
  if (!seedsDemoAccounts(config)) return [];
  const rows = await q.query<{ login: string; password_hash: string }>(
    'select login, password_hash from staff where active and login = any($1::text[])',
    [DEV_STAFF.map((s) => s.login)],
  );
  const unchanged = new Set(rows.map((r) => `${r.login} ${r.password_hash}`));
  return DEV_STAFF.filter((s) => unchanged.has(`${s.login} ${s.passwordHash}`)).map(
    (s) => `Desk sign-in (${ROLE_LABELS[s.role]}): ${s.login} / ${s.password}`,
  );
}
