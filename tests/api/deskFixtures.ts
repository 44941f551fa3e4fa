import { randomBytes } from 'node:crypto';
import { createApp, type AppOptions } from '../../server/app.ts';
import { hashPassword, type ScryptParams } from '../../server/auth/password.ts';
import type { Database, Queryable } from '../../server/db/database.ts';
import { insertStaff } from '../../server/repo/staff.ts';
import { insertSession } from '../../server/repo/staffSessions.ts';
import { newSessionId, newSessionSecret } from '../../server/desk/sessionToken.ts';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import type { Role } from '../../src/lib/desk/permissions.ts';

/** The site's own origin in the desk tests: the app is made with it as SITE_URL. */
export const SITE = 'http://desk.example';

/**
 * Staff made by the tests hash their passwords with a tiny scrypt cost (N = 16, not OWASP's 2^17):
 * the hash is self-describing, so the server checks it as it is, in microseconds instead of ~0.3 s.
 * Only the tests about hashing itself use the server's own cost (the accounts it adds or resets,
 * and the seeded development accounts).
 */
export const CHEAP_SCRYPT: ScryptParams = { ln: 4, r: 8, p: 1 };

export type App = ReturnType<typeof createApp>;

export interface DeskAnswer {
  status: number;
  body: any;
  headers: Headers;
  /** The Set-Cookie lines of the answer. */
  cookies: string[];
}

export interface SendOptions {
  /** The Cookie header (`desk_session=<secret>`). */
  cookie?: string;
  /** The Origin header; default the site's own on a POST. null: none. */
  origin?: string | null;
  /** The client's socket address (the rate limits count by it). */
  ip?: string;
  headers?: Record<string, string>;
  /** A raw body instead of JSON. */
  raw?: string;
}

/** Calls a desk call by name: a GET's input as its query string, a POST's as its JSON body. */
export async function deskCall(app: App, name: DeskCallName, input: unknown = {}, o: SendOptions = {}): Promise<DeskAnswer> {
  const call = deskCalls[name];
  let path = `${DESK_PREFIX}${call.path}`;
  const headers: Record<string, string> = { ...(o.cookie ? { cookie: o.cookie } : {}), ...o.headers };
  let body: string | undefined;
  if (call.method === 'GET') {
    const query = new URLSearchParams(Object.entries((input ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    if ([...query].length) path += `?${query}`;
  } else {
    headers['content-type'] ??= 'application/json';
    if (o.origin !== null) headers.origin = o.origin ?? SITE;
    body = o.raw ?? JSON.stringify(input);
  }
  const res = await app.request(
    path,
    { method: call.method, headers, body },
    { incoming: { socket: { remoteAddress: o.ip ?? '203.0.113.1' } } },
  );
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // left as text: the test says what came back
  }
  return { status: res.status, body: parsed, headers: res.headers, cookies: res.headers.getSetCookie() };
}

/**
 * An App-shaped stand-in whose `request` goes over HTTP to `origin`, so that deskCall and the
 * payment fixtures speak to a listening server. Redirects are not followed, as app.request does not.
 */
export const overHttp = (origin: string) =>
  ({ request: (path: string, init?: RequestInit) => fetch(new URL(path, origin), { ...init, redirect: 'manual' }) }) as unknown as App;

/** A slot of the day board's answer, by its theatre and slot ids. */
export const boardSlot = (board: any, theatreId: string, slotId: string) =>
  board.theatres.find((th: { id: string }) => th.id === theatreId).slots.find((s: { slotId: string }) => s.slotId === slotId);

/** The app over a test file's database, as the server makes it for a site at SITE. */
export const deskApp = (db: Database, options: Omit<AppOptions, 'db'> = {}): App => createApp({ siteUrl: SITE, ...options, db });

export interface TestStaff {
  id: string;
  name: string;
  login: string;
  role: Role;
  password: string;
}

let serial = 0;

/** A fresh account of a role, hashed cheaply (CHEAP_SCRYPT); its login a phone no other test uses. */
export async function addTestStaff(
  db: Queryable,
  role: Role,
  o: { active?: boolean; login?: string; name?: string; now?: Date } = {},
): Promise<TestStaff> {
  serial += 1;
  const login = o.login ?? `7${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(6, '0')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const name = o.name ?? `Test ${role} ${serial}`;
  const row = await insertStaff(db, {
    id: `st-test-${randomBytes(6).toString('hex')}`,
    name,
    login,
    role,
    passwordHash: await hashPassword(password, CHEAP_SCRYPT),
    now: o.now ?? new Date(),
  });
  if (!row) throw new Error(`login ${login} is taken`);
  if (o.active === false) await db.query('update staff set active = false where id = $1', [row.id]);
  return { id: row.id, name, login, role, password };
}

/** A session of an account as sign-in opens it, without the sign-in (whose own tests cover it); answers the Cookie header. */
export async function sessionCookie(db: Database, staffId: string, now = new Date()): Promise<string> {
  const { secret, hash } = newSessionSecret();
  const opened = await db.transaction((tx) => insertSession(tx, { id: newSessionId(), staffId, tokenHash: hash, now, clientAddress: '' }));
  if (!opened) throw new Error(`no session for ${staffId} (disabled?)`);
  return `desk_session=${secret}`;
}

/** The Cookie header a sign-in's Set-Cookie asks the browser to send back. */
export const cookieOf = (answer: DeskAnswer): string => answer.cookies[0].split(';')[0];

/**
 * A digest of every table's rows but those of `except`: equal before and after a call when the
 * call changed nothing in the database (a refused call changes only the audit log's count of
 * refusals: `except: ['audit_log']`, and refusalCount tells what it counted).
 */
export async function databaseDigest(db: Queryable, except: string[] = []): Promise<Record<string, string>> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((t) => t.name)
    .filter((t) => !except.includes(t));
  const columns = tables.map((t) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${t}" x) as "${t}"`);
  const [row] = await db.query<Record<string, string>>(`select ${columns.join(', ')}`);
  return row;
}

export async function auditOf(db: Queryable, where = 'true', params: unknown[] = []) {
  return db.query<{
    id: number;
    staff_id: string | null;
    staff_name: string;
    action: string;
    target: string;
    before: any;
    after: any;
    client_address: string;
  }>(
    `select id::float8 as id, staff_id, staff_name, action, target, before, after, client_address from audit_log where ${where} order by id`,
    params,
  );
}

/** How many refusals of a kind the audit log counts for a call ('POST staff/add') and an account (null: none known). */
export async function refusalCount(
  db: Queryable,
  kind: 'no-session' | 'role' | 'origin',
  call: string,
  staffId: string | null,
): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    `select coalesce(sum(count), 0)::int as n from audit_log where action = $1 and target = $2 and staff_id is not distinct from $3`,
    [`refused.${kind}`, `call:${call}`, staffId],
  );
  return n;
}
