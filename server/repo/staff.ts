import type { Queryable } from '../db/database.ts';
import type { Role } from '../../src/lib/desk/permissions.ts';

/** The desk's staff accounts (migration 015; their branches, 045). */

export interface StaffRow {
  id: string;
  name: string;
  login: string;
  role: Role;
  active: boolean;
  /** The ids of the branches they work at; null: every branch (the owner, and every account made before branches). */
  branchIds: string[] | null;
  passwordHash: string;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS =
  'id, name, login, role, active, branch_ids as "branchIds", password_hash as "passwordHash", created_at as "createdAt", updated_at as "updatedAt"';

const asRow = (r: StaffRow): StaffRow => ({ ...r, createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) });

export async function staffByLogin(q: Queryable, login: string): Promise<StaffRow | undefined> {
  const [row] = await q.query<StaffRow>(`select ${COLUMNS} from staff where login = $1`, [login]);
  return row && asRow(row);
}

export async function staffById(q: Queryable, id: string): Promise<StaffRow | undefined> {
  const [row] = await q.query<StaffRow>(`select ${COLUMNS} from staff where id = $1`, [id]);
  return row && asRow(row);
}

/** Owners first, then by role and name. */
export async function listStaff(q: Queryable): Promise<StaffRow[]> {
  const rows = await q.query<StaffRow>(
    `select ${COLUMNS} from staff
     order by array_position(array['owner', 'manager', 'front-desk', 'editor'], role), lower(name), id`,
  );
  return rows.map(asRow);
}

/**
 * Takes the rows of these accounts for update, in id order, so that two actions that each lock
 * two accounts (two owners disabling each other) wait for one another instead of deadlocking.
 */
export async function lockStaff(q: Queryable, ids: string[]): Promise<StaffRow[]> {
  const rows = await q.query<StaffRow>(`select ${COLUMNS} from staff where id = any($1::text[]) order by id for update`, [ids]);
  return rows.map(asRow);
}

export interface NewStaff {
  id: string;
  name: string;
  login: string;
  role: Role;
  /** Absent or null: every branch. */
  branchIds?: string[] | null;
  passwordHash: string;
  now: Date;
}

/** Adds an account; undefined when its login is taken (the unique index decides, also between racing adds). */
export async function insertStaff(q: Queryable, s: NewStaff): Promise<StaffRow | undefined> {
  const [row] = await q.query<StaffRow>(
    `insert into staff (id, name, login, role, password_hash, active, created_at, updated_at, branch_ids)
     values ($1, $2, $3, $4, $5, true, $6, $6, $7::text[])
     on conflict (login) do nothing
     returning ${COLUMNS}`,
    [s.id, s.name, s.login, s.role, s.passwordHash, s.now, s.branchIds ?? null],
  );
  return row && asRow(row);
}

export async function setStaffActive(q: Queryable, id: string, active: boolean, now: Date): Promise<StaffRow | undefined> {
  const [row] = await q.query<StaffRow>(`update staff set active = $2, updated_at = $3 where id = $1 returning ${COLUMNS}`, [
    id,
    active,
    now,
  ]);
  return row && asRow(row);
}

export async function setStaffPassword(q: Queryable, id: string, passwordHash: string, now: Date): Promise<StaffRow | undefined> {
  const [row] = await q.query<StaffRow>(`update staff set password_hash = $2, updated_at = $3 where id = $1 returning ${COLUMNS}`, [
    id,
    passwordHash,
    now,
  ]);
  return row && asRow(row);
}

export interface StaffDetails {
  name: string;
  login: string;
  role: Role;
  /** null: every branch. */
  branchIds: string[] | null;
}

/**
 * Changes an account's name, login, role and branches (its row locked by the caller); undefined
 * when the login is another account's. Two owners giving two accounts the same login at once both
 * pass that test, and the unique index refuses the second: isLoginTaken tells that error.
 */
export async function updateStaffDetails(q: Queryable, id: string, d: StaffDetails, now: Date): Promise<StaffRow | undefined> {
  const [row] = await q.query<StaffRow>(
    `with taken as (select 1 from staff where login = $3 and id <> $1)
     update staff set name = $2, login = $3, role = $4, branch_ids = $5::text[], updated_at = $6
     where id = $1 and not exists (select 1 from taken)
     returning ${COLUMNS}`,
    [id, d.name, d.login, d.role, d.branchIds, now],
  );
  return row && asRow(row);
}

export async function countStaff(q: Queryable): Promise<number> {
  return (await q.query<{ n: number }>('select count(*)::int as n from staff'))[0].n;
}

/** The unique login's refusal (PostgreSQL's and PGlite's unique_violation on staff). */
export const isLoginTaken = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: unknown }).code === '23505' &&
  /staff_login/.test(String((err as { constraint?: unknown }).constraint ?? (err as Error).message));
