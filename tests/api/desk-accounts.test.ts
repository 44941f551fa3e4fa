import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessionResponse, StaffListResponse } from '../../src/lib/api/desk.ts';
import { permissionsOf } from '../../src/lib/desk/permissions.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../server/http/rateLimitConfig.ts';
import { BAD_SIGN_IN, WRONG_CURRENT_PASSWORD } from '../../server/desk/accountRoutes.ts';
import { SESSION_ENDED } from '../../server/desk/access.ts';
import { addOwner, COMMAND_LINE } from '../../server/desk/addOwner.ts';
import { LOGIN_TAKEN, NO_SUCH_STAFF, NOT_YOURSELF, RESET_YOURSELF } from '../../server/desk/staffRoutes.ts';
import { derivationsAt, OWASP_SCRYPT } from '../../server/auth/password.ts';
import { DEV_STAFF } from '../../server/db/seed/data/staff.ts';
import { deskSignInLines } from '../../server/db/seed/devStaff.ts';
import { testClock } from './bookingFixtures.ts';
import {
  addTestStaff,
  auditOf,
  CHEAP_SCRYPT,
  cookieOf,
  databaseDigest,
  deskApp,
  deskCall,
  sessionCookie,
  type App,
  type TestStaff,
} from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/** Staff sign-in, sessions, the owner's staff accounts and one's own password: rules, hostile input, races (the audit log's listing: desk-audit.test.ts). */

const QUARTER_HOUR = 15 * 60_000;
/** Small limits, so that a few attempts reach them. */
const limits: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  login: { limit: 6, windowMs: QUARTER_HOUR },
  loginPhone: { limit: 3, windowMs: QUARTER_HOUR },
};

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let owner: TestStaff;
let ownerCookie: string;
let ip = 0;
/** A fresh client address per sign-in unless a test names one: the per-address limit stays out of the way. */
const nextIp = () => `198.51.100.${++ip}`;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now, rateLimits: limits });
  owner = await addTestStaff(h.db, 'owner', { name: 'Test Owner' });
  ownerCookie = await sessionCookie(h.db, owner.id, clock.now());
});
afterAll(() => h?.close());
// The throttling tests move the clock past a session's 30 idle minutes.
beforeEach(async () => {
  ownerCookie = await sessionCookie(h.db, owner.id, clock.now());
});

const signIn = (login: string, password: string, o: { ip?: string; app?: App } = {}) =>
  deskCall(o.app ?? app, 'signIn', { login, password }, { ip: o.ip ?? nextIp() });
const asOwner = (name: Parameters<typeof deskCall>[1], input: unknown, cookie = ownerCookie) => deskCall(app, name, input, { cookie });
const rows = async (sql: string, params: unknown[] = []) => h.db.query<any>(sql, params);

describe('the development accounts', () => {
  it('are seeded, one per role, and npm start prints the sign-in of each, only in development', async () => {
    const lines = await deskSignInLines(h.db, { production: false });
    expect(lines).toEqual([
      'Desk sign-in (owner): 9876500100 / Owner-desk-2026',
      'Desk sign-in (front desk): 9876500101 / FrontDesk-2026',
      'Desk sign-in (manager): 9876500102 / Manager-desk-2026',
      'Desk sign-in (editor): 9876500103 / Editor-desk-2026',
    ]);
    expect(await deskSignInLines(h.db, { production: true })).toEqual([]);
    expect(await deskSignInLines(h.db, { production: false, databaseUrl: 'postgres://x/y' })).toEqual([]);
    // An account whose password was changed, or that was disabled, is not advertised.
    await h.db.query(`update staff set active = false where login = '9876500103'`);
    expect(await deskSignInLines(h.db, { production: false })).toHaveLength(3);
    await h.db.query(`update staff set active = true where login = '9876500103'`);
  });
});

describe('sign-in', () => {
  it('with the right password answers who and what they may do, sets the session cookie and keeps only its hash; audited', async () => {
    const manager = await addTestStaff(h.db, 'manager');
    const typed = `+91 ${manager.login.slice(0, 5)} ${manager.login.slice(5)}`;
    const res = await signIn(typed, manager.password, { ip: '192.0.2.7' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(SessionResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.staff).toEqual({ id: manager.id, name: manager.name, login: manager.login, role: 'manager', branches: 'all' });
    expect(res.body.permissions).toEqual(permissionsOf('manager'));
    expect(res.body.endsAt).toBe(new Date(clock.now().getTime() + 12 * 3600_000).toISOString());
    expect(res.cookies).toHaveLength(2);
    expect(res.cookies[0]).toMatch(/^desk_session=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    // The device cookie: this browser signed in to this login (deviceCookie.ts), for half a year.
    expect(res.cookies[1]).toMatch(/^desk_device=d1\.[\w-]{44}\.\d+\.[\w-]{43}; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Strict$/);
    const secret = cookieOf(res).split('=')[1];
    const [session] = await rows('select token_hash, client_address from staff_sessions where staff_id = $1', [manager.id]);
    expect(session.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(await rows('select * from staff_sessions'))).not.toContain(secret);
    expect(session.client_address).toBe('192.0.2.7');
    expect((await deskCall(app, 'me', {}, { cookie: cookieOf(res) })).body.staff.id).toBe(manager.id);
    const [entry] = (await auditOf(h.db, 'staff_id = $1', [manager.id])).slice(-1);
    expect(entry).toMatchObject({
      action: 'sign-in',
      target: `staff:${manager.id}`,
      client_address: '192.0.2.7',
      staff_name: manager.name,
    });
  });

  it('on an HTTPS site sets a Secure __Host- cookie', async () => {
    const s = await addTestStaff(h.db, 'editor');
    const httpsApp = deskApp(h.db, { now: clock.now, rateLimits: limits, siteUrl: 'https://desk.example' });
    const res = await deskCall(httpsApp, 'signIn', { login: s.login, password: s.password }, { origin: 'https://desk.example' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.cookies[0]).toMatch(/^__Host-desk_session=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(res.cookies[1]).toMatch(/^__Host-desk_device=d1\.[^;]+; Max-Age=15552000; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('answers an unknown login, a disabled account and a wrong password alike, each after a full password check, and audits each', async () => {
    // The seeded development accounts: their hashes have the server's own cost, as the dummy hash does.
    const [, frontDesk, , editor] = DEV_STAFF;
    await h.db.query('update staff set active = false where id = $1', [editor.id]);
    try {
      // Each answer spends one full password check at the server's cost (counted, not timed: a busy
      // machine's clock says anything); one without would answer at once.
      const timed = async (login: string, password: string) => {
        const before = derivationsAt(OWASP_SCRYPT.ln);
        const res = await signIn(login, password, { ip: '192.0.2.20' });
        return { res: { status: res.status, body: res.body, cookies: res.cookies }, checks: derivationsAt(OWASP_SCRYPT.ln) - before };
      };
      const wrong = await timed(frontDesk.login, 'not-the-password');
      const disabled = await timed(editor.login, editor.password);
      const unknown = await timed('9000000001', 'not-the-password');
      expect(wrong.res).toEqual({ status: 401, body: { success: false, message: BAD_SIGN_IN }, cookies: [] });
      expect(disabled.res).toEqual(wrong.res);
      expect(unknown.res).toEqual(wrong.res);
      for (const t of [wrong, disabled, unknown]) expect(t.checks).toBe(1);
      const failures = await auditOf(h.db, `action = 'sign-in.failed' and client_address = '192.0.2.20'`);
      expect(failures.map((f) => [f.staff_id, f.target, f.after.reason])).toEqual([
        [frontDesk.id, `login:${frontDesk.login}`, 'wrong password'],
        [editor.id, `login:${editor.login}`, 'account disabled'],
        [null, 'login:9000000001', 'unknown login'],
      ]);
    } finally {
      await h.db.query('update staff set active = true where id = $1', [editor.id]);
    }
  });

  it('refuses a login after 3 failures from any address (429, Retry-After, when to retry), even with the right password; the window frees it', async () => {
    const s = await addTestStaff(h.db, 'front-desk');
    for (let i = 0; i < 3; i++) expect((await signIn(s.login, `guess-${i}-wrong`)).status).toBe(401);
    const auditBefore = (await auditOf(h.db)).length;
    for (const address of [nextIp(), nextIp()]) {
      const refused = await signIn(s.login, s.password, { ip: address });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('900');
      expect(refused.body).toEqual({ success: false, message: 'Too many requests. Please try again in 15 minutes.' });
      expect(refused.cookies).toEqual([]);
    }
    // A refused attempt checks no password; the refusals of a quarter hour are counted in one entry,
    // not one each (signInRefusals.ts).
    const throttled = (await auditOf(h.db)).slice(auditBefore);
    expect(throttled.map((e) => [e.action, e.staff_id, e.target, e.after.reason, e.after.refusedThisWindow])).toEqual([
      ['sign-in.throttled', s.id, `login:${s.login}`, 'account', 1],
    ]);
    clock.advance(QUARTER_HOUR);
    expect((await signIn(s.login, s.password)).status).toBe(200);
    // The success forgot the failures: three more are allowed.
    for (let i = 0; i < 3; i++) expect((await signIn(s.login, `again-${i}-wrong`)).status).toBe(401);
    expect((await signIn(s.login, s.password)).status).toBe(429);
    clock.advance(QUARTER_HOUR);
  });

  it('refuses an address after 6 attempts, whatever logins it tries, apart from the profile’s count', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => addTestStaff(h.db, 'editor')));
    for (const s of accounts) expect((await signIn(s.login, 'a-wrong-password', { ip: '192.0.2.40' })).status).toBe(401);
    const refused = await signIn(accounts[0].login, accounts[0].password, { ip: '192.0.2.40' });
    expect(refused.status).toBe(429);
    // The profile's sign-in from that address is counted apart.
    const profile = await app.request(
      '/v1/theatre/admin/login',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '9000000002', password: 'x' }) },
      { incoming: { socket: { remoteAddress: '192.0.2.40' } } },
    );
    expect(profile.status).toBe(401);
    expect((await signIn(accounts[0].login, accounts[0].password, { ip: '192.0.2.41' })).status).toBe(200);
    clock.advance(QUARTER_HOUR);
  });

  it('counts both of two sign-ins racing with the same wrong password from two addresses', async () => {
    const s = await addTestStaff(h.db, 'manager');
    expect((await signIn(s.login, 'the-same-wrong-one')).status).toBe(401);
    const racing = await Promise.all([
      signIn(s.login, 'the-same-wrong-one', { ip: '192.0.2.50' }),
      signIn(s.login, 'the-same-wrong-one', { ip: '192.0.2.51' }),
    ]);
    expect(racing.map((r) => r.status)).toEqual([401, 401]);
    expect(await auditOf(h.db, `action = 'sign-in.failed' and target = $1`, [`login:${s.login}`])).toHaveLength(3);
    expect((await signIn(s.login, s.password)).status).toBe(429);
    clock.advance(QUARTER_HOUR);
  });
});

describe('sign-out', () => {
  it('ends this session only, clears its cookie and is audited; the ended cookie gets 401', async () => {
    const s = await addTestStaff(h.db, 'front-desk');
    const first = cookieOf(await signIn(s.login, s.password));
    const second = cookieOf(await signIn(s.login, s.password));
    const res = await deskCall(app, 'signOut', { sessionId: 'someone-else', staffId: owner.id }, { cookie: first });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'You have signed out.' });
    expect(res.cookies[0]).toBe('desk_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
    const again = await deskCall(app, 'me', {}, { cookie: first });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(SESSION_ENDED);
    expect((await deskCall(app, 'signOut', {}, { cookie: first })).status).toBe(401);
    expect((await deskCall(app, 'me', {}, { cookie: second })).status).toBe(200);
    expect((await deskCall(app, 'me', {}, { cookie: ownerCookie })).status).toBe(200);
    expect((await auditOf(h.db, `staff_id = $1 and action = 'sign-out'`, [s.id])).length).toBe(1);
  });
});

describe('hostile input', () => {
  const huge = 'x'.repeat(5000);
  const bad = async (name: Parameters<typeof deskCall>[1], body: unknown, field: string, cookie?: string) => {
    const res = await deskCall(app, name, body, { cookie });
    expect(res.status, `${name} ${JSON.stringify(body).slice(0, 80)}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(400);
    expect(
      res.body.errors.map((e: { field: string }) => e.field),
      JSON.stringify(body).slice(0, 80),
    ).toContain(field);
  };

  it('sign-in: wrong types, huge, NUL-laden and broken strings are a 400 naming the field, and are neither counted nor audited', async () => {
    const before = await databaseDigest(h.db);
    for (const login of [
      42,
      null,
      {},
      ['9876500100'],
      huge,
      '98765\u000000100',
      '9876500100\ud800',
      '',
      '12345',
      'not an address@',
      true,
    ]) {
      await bad('signIn', { login, password: 'whatever-it-is' }, 'login');
    }
    for (const password of [42, null, 'x'.repeat(201), 'a\u0000b', '', ['p'], { $ne: '' }])
      await bad('signIn', { login: '9876500100', password }, 'password');
    expect((await deskCall(app, 'signIn', {}, { raw: JSON.stringify({ login: 'x'.repeat(70_000) }) })).status).toBe(413);
    expect((await deskCall(app, 'signIn', {}, { raw: '[]' })).status).toBe(400);
    expect((await deskCall(app, 'signIn', {}, { raw: '{"login":' })).status).toBe(400);
    expect(
      (await deskCall(app, 'signIn', {}, { raw: 'login=9876500100', headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
        .status,
    ).toBe(415);
    expect(await databaseDigest(h.db)).toEqual(before);
  });

  it('the owner’s calls and one’s own password: a 400 naming the field, and nothing changes', async () => {
    const target = await addTestStaff(h.db, 'front-desk');
    const before = await databaseDigest(h.db);
    const add = { name: 'Asha Rao', login: '9812345601', role: 'manager', password: 'a-good-password' };
    for (const [field, value] of [
      ['name', 42],
      ['name', ''],
      ['name', huge],
      ['name', 'Asha\u0000'],
      ['name', 'Asha\u202eoaR'],
      ['login', 'asha@'],
      ['login', 7],
      ['login', '1234567890'],
      ['role', 'root'],
      ['role', 'Owner'],
      ['role', null],
      ['password', 'short'],
      ['password', 'x'.repeat(201)],
      ['password', 'ok-long-enough\u0000'],
      ['password', 42],
    ] as const) {
      await bad('staffAdd', { ...add, [field]: value }, field, ownerCookie);
    }
    // The login itself (in another form) is no password.
    await bad('staffAdd', { ...add, login: 'Asha.Rao@Example.com', password: 'asha.rao@example.com' }, 'password', ownerCookie);
    await bad('staffAdd', { ...add, password: '+91 98123 45601' }, 'password', ownerCookie);
    for (const name of ['staffDisable', 'staffEnable', 'staffReset'] as const) {
      for (const staffId of [42, '', huge, 'st-\u0000', null, [target.id]])
        await bad(name, { staffId, password: 'a-good-password' }, 'staffId', ownerCookie);
    }
    await bad('staffReset', { staffId: target.id, password: 'short' }, 'password', ownerCookie);
    await bad('staffReset', { staffId: target.id, password: target.login }, 'password', ownerCookie);
    for (const [field, value] of [
      ['currentPassword', 42],
      ['currentPassword', ''],
      ['newPassword', 'short'],
      ['newPassword', 'x'.repeat(201)],
      ['newPassword', 'long-enough-\u0000'],
    ] as const) {
      await bad('changePassword', { currentPassword: owner.password, newPassword: 'a-new-password', [field]: value }, field, ownerCookie);
    }
    expect(await databaseDigest(h.db)).toEqual(before);
  });
});

describe('staff accounts', () => {
  it('are listed for the owner, owners first, never with a password hash', async () => {
    const res = await asOwner('staffList', {});
    expect(res.status).toBe(200);
    expect(StaffListResponse.safeParse(res.body).success).toBe(true);
    expect(res.body.staff.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(DEV_STAFF.map((s) => s.id)));
    const roles = res.body.staff.map((s: { role: string }) => s.role);
    expect(roles.slice(0, roles.lastIndexOf('owner') + 1).every((r: string) => r === 'owner')).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/i);
  });

  it('are added by the owner with the server’s own hashing, the login normalised; a taken login in any form is a 409', async () => {
    const res = await asOwner('staffAdd', {
      name: '  Ravi Kumar ',
      login: '  Ravi.Kumar@Example.COM ',
      role: 'front-desk',
      password: 'ravi-desk-password',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.member).toMatchObject({ name: 'Ravi Kumar', login: 'ravi.kumar@example.com', role: 'front-desk', active: true });
    const [stored] = await rows('select password_hash from staff where id = $1', [res.body.member.id]);
    expect(stored.password_hash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    const [entry] = (await auditOf(h.db, `action = 'staff.add'`)).slice(-1);
    expect(entry).toMatchObject({
      staff_id: owner.id,
      target: `staff:${res.body.member.id}`,
      after: { name: 'Ravi Kumar', login: 'ravi.kumar@example.com', role: 'front-desk', active: true },
    });
    expect(JSON.stringify(entry)).not.toMatch(/ravi-desk-password|scrypt/);
    expect((await signIn('RAVI.KUMAR@example.com', 'ravi-desk-password')).status).toBe(200);
    const before = await databaseDigest(h.db);
    const taken = await asOwner('staffAdd', {
      name: 'Another Ravi',
      login: 'ravi.kumar@EXAMPLE.com',
      role: 'manager',
      password: 'another-password',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(LOGIN_TAKEN);
    expect(await databaseDigest(h.db)).toEqual(before);
  });

  it('disabled by the owner are signed out everywhere at once and cannot sign in; enabled, they sign in again with new sessions only', async () => {
    const s = await addTestStaff(h.db, 'manager');
    const cookies = [await sessionCookie(h.db, s.id, clock.now()), cookieOf(await signIn(s.login, s.password))];
    const res = await asOwner('staffDisable', { staffId: s.id });
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ id: s.id, active: false });
    for (const cookie of cookies) expect((await deskCall(app, 'me', {}, { cookie })).status).toBe(401);
    expect((await signIn(s.login, s.password)).body).toEqual({ success: false, message: BAD_SIGN_IN });
    const [entry] = await auditOf(h.db, `action = 'staff.disable' and target = $1`, [`staff:${s.id}`]);
    expect(entry).toMatchObject({ staff_id: owner.id, before: { active: true }, after: { active: false, sessionsEnded: 2 } });
    expect((await asOwner('staffEnable', { staffId: s.id })).body.member.active).toBe(true);
    for (const cookie of cookies) expect((await deskCall(app, 'me', {}, { cookie })).status).toBe(401);
    expect((await signIn(s.login, s.password)).status).toBe(200);
    expect((await auditOf(h.db, `action = 'staff.enable' and target = $1`, [`staff:${s.id}`]))[0]).toMatchObject({
      before: { active: false },
      after: { active: true },
    });
  });

  it('refuses to disable oneself or reset one’s own password there, and an unknown account is a 404; nothing changes', async () => {
    const before = await databaseDigest(h.db);
    const self = await asOwner('staffDisable', { staffId: owner.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(NOT_YOURSELF);
    const reset = await asOwner('staffReset', { staffId: owner.id, password: 'a-new-password' });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(RESET_YOURSELF);
    for (const name of ['staffDisable', 'staffEnable', 'staffReset'] as const) {
      const res = await asOwner(name, { staffId: 'st-nobody', password: 'a-new-password' });
      expect(res.status, name).toBe(404);
      expect(res.body.message).toBe(NO_SUCH_STAFF);
    }
    expect(await databaseDigest(h.db)).toEqual(before);
  });
});

describe('one’s own password', () => {
  it('needs the current one: a wrong one is a 400 naming it, audited, and changes nothing else', async () => {
    const s = await addTestStaff(h.db, 'editor');
    const cookie = await sessionCookie(h.db, s.id, clock.now());
    const res = await deskCall(app, 'changePassword', { currentPassword: 'not-my-password', newPassword: 'a-brand-new-one' }, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    expect((await auditOf(h.db, `staff_id = $1`, [s.id])).map((e) => e.action)).toEqual(['password.change.failed']);
    const asLogin = await deskCall(app, 'changePassword', { currentPassword: s.password, newPassword: s.login }, { cookie });
    expect(asLogin.status).toBe(400);
    expect(asLogin.body.errors[0].field).toBe('newPassword');
    expect((await signIn(s.login, s.password)).status).toBe(200);
  });

  it('changes the session’s own account only, whatever the body names, and ends its other sessions', async () => {
    const s = await addTestStaff(h.db, 'manager');
    const here = await sessionCookie(h.db, s.id, clock.now());
    const elsewhere = await sessionCookie(h.db, s.id, clock.now());
    const ownerBefore = (await rows('select password_hash from staff where id = $1', [owner.id]))[0].password_hash;
    const res = await deskCall(
      app,
      'changePassword',
      { currentPassword: s.password, newPassword: 'my-own-new-password', staffId: owner.id, login: owner.login },
      { cookie: here },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Your password is changed. Your 1 other session has ended.');
    expect((await deskCall(app, 'me', {}, { cookie: here })).status).toBe(200);
    expect((await deskCall(app, 'me', {}, { cookie: elsewhere })).status).toBe(401);
    expect((await rows('select password_hash from staff where id = $1', [owner.id]))[0].password_hash).toBe(ownerBefore);
    expect((await signIn(s.login, 'my-own-new-password')).status).toBe(200);
    expect((await auditOf(h.db, `staff_id = $1 and action = 'password.change'`, [s.id]))[0].after).toEqual({ otherSessionsEnded: 1 });
  });
});

describe('races', () => {
  it('the owner disabling an account while it makes calls: each call lands before the disable or is refused, never after', async () => {
    const second = await addTestStaff(h.db, 'owner');
    const secondCookie = await sessionCookie(h.db, second.id, clock.now());
    const worker = await addTestStaff(h.db, 'front-desk');
    const calls = Array.from({ length: 6 }, () => deskCall(app, 'staffEnable', { staffId: worker.id }, { cookie: secondCookie }));
    const [disable, ...answers] = await Promise.all([asOwner('staffDisable', { staffId: second.id }), ...calls]);
    expect(disable.status).toBe(200);
    for (const a of answers) expect([200, 401], JSON.stringify(a.body)).toContain(a.status);
    const log = await auditOf(h.db, `(action = 'staff.enable' and staff_id = $1) or (action = 'staff.disable' and target = $2)`, [
      second.id,
      `staff:${second.id}`,
    ]);
    const disabledAt = log.find((e) => e.action === 'staff.disable')!.id;
    expect(log.filter((e) => e.action === 'staff.enable').every((e) => e.id < disabledAt)).toBe(true);
    expect(log.filter((e) => e.action === 'staff.enable')).toHaveLength(answers.filter((a) => a.status === 200).length);
    expect((await deskCall(app, 'me', {}, { cookie: secondCookie })).status).toBe(401);
  });

  it('two owners disabling each other: one of them wins, and an active owner remains', async () => {
    const a = await addTestStaff(h.db, 'owner');
    const b = await addTestStaff(h.db, 'owner');
    const [ca, cb] = [await sessionCookie(h.db, a.id, clock.now()), await sessionCookie(h.db, b.id, clock.now())];
    const answers = await Promise.all([
      deskCall(app, 'staffDisable', { staffId: b.id }, { cookie: ca }),
      deskCall(app, 'staffDisable', { staffId: a.id }, { cookie: cb }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    const active = await rows('select id from staff where id = any($1::text[]) and active', [[a.id, b.id]]);
    expect(active).toHaveLength(1);
  });

  // Also the test of a reset itself: the server's own hashing makes each password check cost ~0.3 s.
  it('two owners resetting one account at once: both land, one after the other; every session ends; the later password works, the earlier and the old do not', async () => {
    const a = await addTestStaff(h.db, 'owner');
    const b = await addTestStaff(h.db, 'owner');
    const [ca, cb] = [await sessionCookie(h.db, a.id, clock.now()), await sessionCookie(h.db, b.id, clock.now())];
    const target = await addTestStaff(h.db, 'manager');
    const targetCookie = await sessionCookie(h.db, target.id, clock.now());
    const passwords: Record<string, string> = { [a.id]: 'reset-by-owner-a', [b.id]: 'reset-by-owner-b' };
    const answers = await Promise.all([
      deskCall(app, 'staffReset', { staffId: target.id, password: passwords[a.id] }, { cookie: ca }),
      deskCall(app, 'staffReset', { staffId: target.id, password: passwords[b.id] }, { cookie: cb }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const resets = await auditOf(h.db, `action = 'staff.reset' and target = $1`, [`staff:${target.id}`]);
    expect(resets.map((e) => e.staff_id).sort()).toEqual([a.id, b.id].sort());
    expect(resets.map((e) => e.after.sessionsEnded).sort()).toEqual([0, 1]);
    const [earlier, later] = resets;
    expect((await deskCall(app, 'me', {}, { cookie: targetCookie })).status).toBe(401);
    expect((await signIn(target.login, passwords[later.staff_id!])).status).toBe(200);
    expect((await signIn(target.login, passwords[earlier.staff_id!])).status).toBe(401);
    expect((await signIn(target.login, target.password)).status).toBe(401);
    expect(JSON.stringify(resets)).not.toMatch(/reset-by-owner|scrypt/);
  });

  it('two adds of one login at once make one account', async () => {
    const body = (name: string) => ({ name, login: 'same.login@example.com', role: 'editor', password: 'an-editor-password' });
    const answers = await Promise.all([asOwner('staffAdd', body('First')), asOwner('staffAdd', body('Second'))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await rows(`select name from staff where login = 'same.login@example.com'`)).toHaveLength(1);
    expect(await auditOf(h.db, `action = 'staff.add' and after->>'login' = 'same.login@example.com'`)).toHaveLength(1);
  });
});

describe('npm run desk -- add-owner', () => {
  it('adds an owner by the desk’s rules, audited as the command line, and refuses a login that exists', async () => {
    const made = await addOwner(
      h.db,
      { name: 'First Owner', login: ' Owner@Example.com ', password: 'the-first-owner' },
      clock.now(),
      CHEAP_SCRYPT,
    );
    expect(made).toMatchObject({ ok: true, member: { name: 'First Owner', login: 'owner@example.com', role: 'owner', active: true } });
    const again = await addOwner(
      h.db,
      { name: 'Someone Else', login: 'OWNER@example.com', password: 'another-password' },
      clock.now(),
      CHEAP_SCRYPT,
    );
    expect(again).toEqual({ ok: false, message: 'There is already a staff account with the login owner@example.com.' });
    expect(await addOwner(h.db, { name: 'Short', login: '9812345699', password: 'short' }, clock.now(), CHEAP_SCRYPT)).toEqual({
      ok: false,
      message: 'password must be at least 10 characters',
    });
    expect(await addOwner(h.db, { name: 'Phone', login: '9812345699', password: '+919812345699' }, clock.now(), CHEAP_SCRYPT)).toEqual({
      ok: false,
      message: 'password must not be the login',
    });
    const [entry] = await auditOf(h.db, `action = 'staff.add' and target = $1`, [`staff:${made.ok ? made.member.id : ''}`]);
    expect(entry).toMatchObject({ staff_id: null, staff_name: COMMAND_LINE });
    const res = await signIn('owner@example.com', 'the-first-owner');
    expect(res.status).toBe(200);
    expect(res.body.permissions).toEqual(permissionsOf('owner'));
  });
});
