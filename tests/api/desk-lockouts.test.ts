import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffListResponse, StaffMemberResponse } from '../../src/lib/api/desk.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../server/http/rateLimitConfig.ts';
import { DEVICE_TTL_MS } from '../../server/desk/deviceCookie.ts';
import { NO_SUCH_STAFF } from '../../server/desk/staffRoutes.ts';
import { testClock } from './bookingFixtures.ts';
import {
  addTestStaff,
  auditOf,
  databaseDigest,
  deskApp,
  deskCall,
  refusalCount,
  sessionCookie,
  type App,
  type TestStaff,
} from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * Lockouts that do not lock the staff out: only failures count against an address, a device that
 * signed in to an account before is not locked out by others' failures (its device cookie), and
 * the owner lifts a lock on the Staff screen. Counted in the database, so on both databases.
 */

const QUARTER_HOUR = 15 * 60_000;
const limits: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  login: { limit: 4, windowMs: QUARTER_HOUR },
  loginPhone: { limit: 3, windowMs: QUARTER_HOUR },
  loginDevice: { limit: 2, windowMs: QUARTER_HOUR },
};

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let owner: TestStaff;
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now, rateLimits: limits });
  owner = await addTestStaff(h.db, 'owner', { name: 'Lock Owner' });
});
afterAll(() => h?.close());

const signIn = (s: { login: string; password: string }, o: { ip?: string; device?: string; app?: App } = {}) =>
  deskCall(o.app ?? app, 'signIn', { login: s.login, password: s.password }, { ip: o.ip ?? nextIp(), cookie: o.device });
const wrong = (s: TestStaff, o: { ip?: string; device?: string } = {}) => signIn({ login: s.login, password: 'not-the-password' }, o);
/** The device cookie a successful sign-in sets, as the browser sends it back. */
const deviceOf = (res: { cookies: string[] }): string => res.cookies.find((c) => c.startsWith('desk_device='))!.split(';')[0];
/** Signs in once from a browser, and answers that browser's device cookie. */
async function knownDevice(s: TestStaff): Promise<string> {
  const res = await signIn(s);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return deviceOf(res);
}
async function lockOut(s: TestStaff): Promise<void> {
  for (let i = 0; i < 3; i++) expect((await wrong(s)).status).toBe(401);
  expect((await signIn(s)).status).toBe(429);
}
const asOwner = async (name: 'staffList' | 'staffUnlock', input: unknown = {}, o: { origin?: string | null } = {}) =>
  deskCall(app, name, input, { cookie: await sessionCookie(h.db, owner.id, clock.now()), ...o });

describe('failures per address', () => {
  it('count failures only: a shop whose staff sign in many times is never locked out, and its failures still are', async () => {
    const shop = '203.0.113.80';
    const team = await Promise.all(Array.from({ length: 3 }, () => addTestStaff(h.db, 'front-desk')));
    for (let round = 0; round < 3; round++) for (const s of team) expect((await signIn(s, { ip: shop })).status).toBe(200);
    // Nine sign-ins from one address, the limit four: then four failures, and the address waits.
    for (const s of [...team, team[0]]) expect((await wrong(s, { ip: shop })).status).toBe(401);
    const refused = await signIn(team[1], { ip: shop });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    clock.advance(QUARTER_HOUR);
  });

  it('let no more racing failures through than the bound, from one address or against one account', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => addTestStaff(h.db, 'editor')));
    const fromOne = await Promise.all(accounts.map((s) => wrong(s, { ip: '203.0.113.81' })));
    expect(fromOne.map((r) => r.status).sort()).toEqual([401, 401, 401, 401, 429, 429]);
    const target = accounts[0];
    clock.advance(QUARTER_HOUR);
    const atOne = await Promise.all(Array.from({ length: 6 }, () => wrong(target)));
    expect(atOne.map((r) => r.status).sort()).toEqual([401, 401, 401, 429, 429, 429]);
    // An attempt refused before its check is no failure: none of the refused ones was counted.
    const [row] = await h.db.query<{ n: number }>(
      `select cardinality(hits) as n from rate_limits where bucket = 'loginPhone' and client = $1`,
      [`desk:${target.login}`],
    );
    expect(Number(row.n)).toBe(3);
    clock.advance(QUARTER_HOUR);
  });
});

describe('a device that signed in before', () => {
  it('is not locked out by other devices’ failures, which lock everyone else out; audited as such', async () => {
    const s = await addTestStaff(h.db, 'manager');
    const tablet = await knownDevice(s);
    await lockOut(s);
    const res = await signIn(s, { device: tablet });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [entry] = (await auditOf(h.db, `staff_id = $1 and action = 'sign-in'`, [s.id])).slice(-1);
    expect(entry.after.knownDevice).toBe(true);
    // Still locked for a browser it never signed in from.
    expect((await signIn(s)).status).toBe(429);
    clock.advance(QUARTER_HOUR);
  });

  it('has its own small count of failures, which locks that device alone and not the account', async () => {
    const s = await addTestStaff(h.db, 'front-desk');
    const tablet = await knownDevice(s);
    for (let i = 0; i < 2; i++) expect((await wrong(s, { device: tablet })).status).toBe(401);
    const refused = await signIn(s, { device: tablet });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The account itself counted none of them.
    expect((await signIn(s)).status).toBe(200);
    clock.advance(QUARTER_HOUR);
    expect((await signIn(s, { device: tablet })).status).toBe(200);
  });

  it('keeps the last five accounts signed in from a shared tablet', async () => {
    const team = await Promise.all(Array.from({ length: 6 }, () => addTestStaff(h.db, 'front-desk')));
    let tablet = '';
    for (const s of team) {
      const res = await signIn(s, { device: tablet || undefined });
      expect(res.status).toBe(200);
      tablet = deviceOf(res);
    }
    for (const s of team) await lockOut(s);
    const statuses = [];
    for (const s of team) statuses.push((await signIn(s, { device: tablet })).status);
    // The first one signed in longest ago has dropped out of the cookie.
    expect(statuses).toEqual([429, 200, 200, 200, 200, 200]);
    clock.advance(QUARTER_HOUR);
  });

  it('hostile cookies count for nothing: forged, expired, another account’s, another server’s, huge or NUL-laden', async () => {
    const s = await addTestStaff(h.db, 'manager');
    const other = await addTestStaff(h.db, 'manager');
    const tablet = await knownDevice(s);
    const othersTablet = await knownDevice(other);
    const otherServer = deviceOf(
      await signIn(s, { app: deskApp(h.db, { now: clock.now, rateLimits: limits, tokenSecret: 'x'.repeat(40) }) }),
    );
    // Signed half a year and a minute ago.
    const earlier = testClock(new Date(clock.now().getTime() - DEVICE_TTL_MS - 60_000));
    const expired = deviceOf(await signIn(s, { app: deskApp(h.db, { now: earlier.now, rateLimits: limits }) }));
    const token = tablet.split('=')[1];
    const forged = `desk_device=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const renamed = `desk_device=${token.replace(/^d1\./, 'c2.')}`;
    await lockOut(s);
    for (const cookie of [
      forged,
      renamed,
      expired,
      othersTablet,
      otherServer,
      `desk_device=${'A'.repeat(8000)}`,
      `desk_device=${token}%00`,
      `desk_device=${Array.from({ length: 8 }, () => 'junk').join('~')}~${token}`,
      `desk_session=${token}`,
    ]) {
      const res = await signIn(s, { device: cookie });
      expect(res.status, cookie.slice(0, 80)).toBe(429);
    }
    expect((await signIn(s, { device: tablet })).status).toBe(200);
    clock.advance(QUARTER_HOUR);
  });
});

describe('the owner lifting a lock', () => {
  it('sees until when an account is locked, lifts it, audited, and the account signs in from anywhere again', async () => {
    const s = await addTestStaff(h.db, 'front-desk', { name: 'Locked Out' });
    const firstFailure = clock.now().getTime();
    await lockOut(s);
    const list = await asOwner('staffList');
    expect(StaffListResponse.safeParse(list.body).success).toBe(true);
    const listed = list.body.staff.find((m: { id: string }) => m.id === s.id);
    expect(listed.lockedUntil).toBe(new Date(firstFailure + QUARTER_HOUR).toISOString());
    expect(list.body.staff.find((m: { id: string }) => m.id === owner.id).lockedUntil).toBeNull();

    const res = await asOwner('staffUnlock', { staffId: s.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(StaffMemberResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.message).toBe('Locked Out can sign in again from any device.');
    expect(res.body.member).toMatchObject({ id: s.id, lockedUntil: null });
    const [entry] = (await auditOf(h.db, `action = 'staff.unlock' and target = $1`, [`staff:${s.id}`])).slice(-1);
    expect(entry).toMatchObject({ staff_id: owner.id, before: { lockedUntil: listed.lockedUntil }, after: { lockedUntil: null } });
    expect((await signIn(s)).status).toBe(200);
  });

  it('of an account that is not locked changes nothing and records nothing', async () => {
    const s = await addTestStaff(h.db, 'editor', { name: 'Never Locked' });
    const before = await auditOf(h.db, `action = 'staff.unlock'`);
    const res = await asOwner('staffUnlock', { staffId: s.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Never Locked's account was not locked.");
    expect(await auditOf(h.db, `action = 'staff.unlock'`)).toHaveLength(before.length);
  });

  it('twice at once lifts it once: one audit entry', async () => {
    const s = await addTestStaff(h.db, 'manager');
    await lockOut(s);
    const both = await Promise.all([asOwner('staffUnlock', { staffId: s.id }), asOwner('staffUnlock', { staffId: s.id })]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await auditOf(h.db, `action = 'staff.unlock' and target = $1`, [`staff:${s.id}`])).toHaveLength(1);
    clock.advance(QUARTER_HOUR);
  });

  it('refuses hostile input with a 400 naming the field, an unknown account with a 404, a foreign Origin with a 403: nothing changes', async () => {
    const s = await addTestStaff(h.db, 'manager');
    await lockOut(s);
    const before = await databaseDigest(h.db, ['audit_log']);
    const refusedBefore = await refusalCount(h.db, 'origin', 'POST staff/unlock', owner.id);
    for (const staffId of [42, null, [], { id: s.id }, '', 'x'.repeat(10_000), `${s.id}\u0000`, 'é'.repeat(65)]) {
      const res = await asOwner('staffUnlock', { staffId });
      expect(res.status, JSON.stringify(staffId).slice(0, 40)).toBe(400);
      expect(res.body.message).toMatch(/^staffId /);
    }
    expect((await asOwner('staffUnlock', { staffId: 'st-no-such' })).body).toEqual({ success: false, message: NO_SUCH_STAFF });
    for (const origin of [null, 'https://evil.example'])
      expect((await asOwner('staffUnlock', { staffId: s.id }, { origin })).status).toBe(403);
    // Nothing changed but the session's last use and the foreign Origins' count in the audit log.
    const after = await databaseDigest(h.db, ['audit_log']);
    expect({ ...after, staff_sessions: '' }).toEqual({ ...before, staff_sessions: '' });
    expect(await refusalCount(h.db, 'origin', 'POST staff/unlock', owner.id)).toBe(refusedBefore + 2);
    expect((await signIn(s)).status).toBe(429);
    clock.advance(QUARTER_HOUR);
  });
});
