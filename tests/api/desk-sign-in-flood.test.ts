import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rateLimitConfig.ts';
import { derivationsAt, OWASP_SCRYPT, PASSWORD_BUSY, passwordLoad, passwordPlace } from '../../server/auth/password.ts';
import type { Ticket } from '../../server/auth/workGate.ts';
import { testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, CHEAP_SCRYPT, deskApp, deskCall, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * Sign-in cannot stall the desk: the password work done at once is bounded, an attempt past the
 * bound is answered 429 with Retry-After at once and hashes nothing, and a device that signed in to
 * the account before has its own places, so a flood of strangers cannot keep the owner out. Seen by
 * counting derivations (derivationsAt), never by the clock. The refusals are in the audit log,
 * counted per quarter hour. How long the owner waits under a flood: `npm run bench -- --only signin`.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let app: App;
let owner: TestStaff;
/** The owner's browser, which signed in before: its device cookie. */
let ownerDevice: string;
const held: Ticket[] = [];

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now, rateLimits: DEFAULT_RATE_LIMITS });
  owner = await addTestStaff(h.db, 'owner', { name: 'Flood Owner' });
  const first = await deskCall(app, 'signIn', { login: owner.login, password: owner.password }, { ip: '192.0.2.1' });
  expect(first.status).toBe(200);
  ownerDevice = first.cookies.find((c) => c.startsWith('desk_device='))!.split(';')[0];
});
afterEach(() => held.splice(0).forEach((t) => t.release()));
afterAll(() => h?.close());

const signIn = (login: string, password: string, ip: string, device?: string) =>
  deskCall(app, 'signIn', { login, password }, { ip, cookie: device });
/** Takes every free place of the open line, as attempts of a flood hold them while their counts are read. */
function fillOpenLine(): void {
  for (;;) {
    try {
      held.push(passwordPlace('open'));
    } catch {
      return;
    }
  }
}

describe('when the password line is full', () => {
  it('a stranger’s sign-in is refused at once: 429, Retry-After, no derivation, no count against the account', async () => {
    fillOpenLine();
    const before = derivationsAt(OWASP_SCRYPT.ln) + derivationsAt(CHEAP_SCRYPT.ln);
    const res = await signIn(owner.login, owner.password, '192.0.2.2');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, message: PASSWORD_BUSY });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(res.cookies).toEqual([]);
    expect(derivationsAt(OWASP_SCRYPT.ln) + derivationsAt(CHEAP_SCRYPT.ln)).toBe(before);
    expect(await h.db.query(`select 1 from rate_limits where client = $1`, [`desk:${owner.login}`])).toEqual([]);
  });

  it('the owner’s known device still signs in, with its own places in the line', async () => {
    fillOpenLine();
    const res = await signIn(owner.login, owner.password, '192.0.2.3', ownerDevice);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Once places free, a stranger gets in again.
    held.splice(0).forEach((t) => t.release());
    expect((await signIn(owner.login, owner.password, '192.0.2.4')).status).toBe(200);
  });

  it('its refusals are in the audit log, one entry for the 1st, the 10th, the 100th of a quarter hour', async () => {
    clock.advance(15 * 60_000);
    fillOpenLine();
    for (let i = 0; i < 12; i++)
      expect((await signIn(`9${String(100_000_000 + i)}`, 'a-guess-of-theirs', `198.18.0.${i}`)).status).toBe(429);
    const rows = await auditOf(h.db, `action = 'sign-in.throttled' and after->>'reason' = 'busy' and client_address like '198.18.0.%'`);
    expect(rows.map((r) => r.after.refusedThisWindow)).toEqual([1, 10]);
    expect(rows[0]).toMatchObject({ staff_id: null, target: 'login:9100000000', client_address: '198.18.0.0' });
    expect(rows[0].after.windowTo).toBe(new Date(Date.parse(rows[0].after.windowFrom) + 15 * 60_000).toISOString());
  });
});

describe('a flood of 40 wrong sign-ins from 40 addresses', () => {
  it('each attempt checked costs one derivation and each refused at once none; the owner’s known device gets through meanwhile', async () => {
    const before = derivationsAt(OWASP_SCRYPT.ln);
    // Unknown logins: each is checked against the dummy hash, at the server's own cost.
    const flood = Array.from({ length: 40 }, (_, i) => signIn(`8${String(200_000_000 + i)}`, 'wrong-password-1', `198.18.1.${i}`));
    // Once the flood's first checks run, the owner signs in from the browser they used before.
    await expect.poll(() => derivationsAt(OWASP_SCRYPT.ln) > before, { timeout: 60_000 }).toBe(true);
    const owners = await signIn(owner.login, owner.password, '192.0.2.5', ownerDevice);
    expect(owners.status, JSON.stringify(owners.body)).toBe(200);
    const answers = await Promise.all(flood);
    const checked = answers.filter((r) => r.status === 401).length;
    const refused = answers.filter((r) => r.status === 429);
    expect(checked + refused.length).toBe(40);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.body.message).toBe(PASSWORD_BUSY);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // One derivation per attempt checked, none for one refused.
    expect(derivationsAt(OWASP_SCRYPT.ln) - before).toBe(checked);
  }, 180_000);
});
