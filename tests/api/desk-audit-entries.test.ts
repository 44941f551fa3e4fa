import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN, SESSION_ENDED } from '../../server/desk/access.ts';
import { WRONG_ORIGIN } from '../../server/desk/originCheck.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, deskApp, deskCall, refusalCount, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * What the audit log records besides the staff's actions: the desk calls refused for who or where
 * they came from, counted so that a flood is one entry with a number (and racing refusals are each
 * counted once), each Export CSV with its filter and rows, and each booking's page opened.
 */

const clock = testClock(new Date('2026-11-22T05:00:00Z'));
const TODAY = istToday(clock.now());
let h: Harness;
let app: App;
let owner: TestStaff;
let frontDesk: TestStaff;
let cookies: { owner: string; frontDesk: string };

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = deskApp(h.db, { now: clock.now });
  owner = await addTestStaff(h.db, 'owner', { name: 'Asha Rao' });
  frontDesk = await addTestStaff(h.db, 'front-desk', { name: 'Ravi Kumar' });
});
afterAll(() => h?.close());
// The flood moves the clock past a session's idle half hour.
beforeEach(async () => {
  cookies = { owner: await sessionCookie(h.db, owner.id, clock.now()), frontDesk: await sessionCookie(h.db, frontDesk.id, clock.now()) };
});

const counted = (where: string, params: unknown[] = []) =>
  h.db.query<{ count: number; client_address: string; staff_id: string | null; at: Date; last_at: Date; after: any }>(
    `select count, client_address, staff_id, at, last_at, after from audit_log where ${where} order by id`,
    params,
  );

describe('a refused desk call', () => {
  it('without a session (401) is counted with its call and address, nobody named', async () => {
    const res = await deskCall(app, 'staffList', {}, { ip: '192.0.2.10' });
    expect(res).toMatchObject({ status: 401, body: { message: NOT_SIGNED_IN } });
    const [row] = await counted(`action = 'refused.no-session' and client_address = '192.0.2.10'`);
    expect(row).toMatchObject({ count: 1, staff_id: null, after: { reason: NOT_SIGNED_IN } });
    // A cookie of an ended session is the same refusal, saying so.
    const stale = await deskCall(app, 'me', {}, { ip: '192.0.2.11', cookie: `desk_session=${'A'.repeat(43)}` });
    expect(stale.body.message).toBe(SESSION_ENDED);
    expect(await auditOf(h.db, `action = 'refused.no-session' and client_address = '192.0.2.11'`)).toMatchObject([
      { target: 'call:GET me', staff_id: null, after: { reason: SESSION_ENDED } },
    ]);
  });

  it('for a role without the permission (403) is counted as that account’s, with its role', async () => {
    const res = await deskCall(app, 'staffAdd', { name: 'X' }, { ip: '192.0.2.12', cookie: cookies.frontDesk });
    expect(res.status).toBe(403);
    expect(await auditOf(h.db, `action = 'refused.role' and client_address = '192.0.2.12'`)).toMatchObject([
      { target: 'call:POST staff/add', staff_id: frontDesk.id, staff_name: 'Ravi Kumar', after: { role: 'front-desk' } },
    ]);
  });

  it('from a foreign Origin (403) is counted with the origin, and as the account whose live session it carried', async () => {
    const evil = 'https://evil.example';
    for (const [cookie, ip] of [
      [cookies.owner, '192.0.2.13'],
      [undefined, '192.0.2.14'],
    ] as const) {
      const res = await deskCall(app, 'staffDisable', { staffId: frontDesk.id }, { ip, cookie, origin: evil });
      expect(res).toMatchObject({ status: 403, body: { message: WRONG_ORIGIN } });
    }
    const rows = await auditOf(h.db, `action = 'refused.origin' and client_address in ('192.0.2.13', '192.0.2.14')`);
    expect(rows.sort((x, y) => x.client_address.localeCompare(y.client_address))).toMatchObject([
      { target: 'call:POST staff/disable', staff_id: owner.id, staff_name: 'Asha Rao', after: { origin: evil } },
      { target: 'call:POST staff/disable', staff_id: null, staff_name: '', after: { origin: evil } },
    ]);
    // The front desk's account was not touched.
    expect((await deskCall(app, 'me', {}, { cookie: cookies.frontDesk })).status).toBe(200);
  });

  it('in a flood of 50 is one entry counting 50, from its first time to its last; the next hour starts another', async () => {
    const ip = '192.0.2.20';
    const first = clock.now();
    for (let i = 0; i < 50; i++) {
      expect((await deskCall(app, 'auditList', {}, { ip })).status).toBe(401);
      clock.advance(1000);
    }
    const [row, ...others] = await counted(`client_address = $1`, [ip]);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ count: 50, staff_id: null });
    expect(new Date(row.at)).toEqual(first);
    expect(new Date(row.last_at).getTime()).toBe(first.getTime() + 49_000);
    clock.advance(3_600_000);
    await deskCall(app, 'auditList', {}, { ip });
    expect((await counted(`client_address = $1`, [ip])).map((r) => r.count)).toEqual([50, 1]);
  });

  it('racing from two clients at once: each client’s refusals are one entry, and none is lost', async () => {
    const clients = ['192.0.2.30', '192.0.2.31'];
    const calls = Array.from({ length: 60 }, (_, i) => deskCall(app, 'staffList', {}, { ip: clients[i % 2] }));
    // And the same account refused from both at once, with its cookie.
    const roles = Array.from({ length: 20 }, (_, i) => deskCall(app, 'staffList', {}, { ip: clients[i % 2], cookie: cookies.frontDesk }));
    const answers = await Promise.all([...calls, ...roles]);
    expect(answers.map((a) => a.status)).toEqual([...Array(60).fill(401), ...Array(20).fill(403)]);
    for (const ip of clients) {
      expect((await counted(`action = 'refused.no-session' and client_address = $1`, [ip])).map((r) => r.count)).toEqual([30]);
      expect((await counted(`action = 'refused.role' and client_address = $1`, [ip])).map((r) => r.count)).toEqual([10]);
    }
  });

  it('counts an IPv6 client by its /64, and any path the desk does not have as one', async () => {
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::ffff', '2001:db8:1:2:aaaa::9'])
      expect((await deskCall(app, 'staffList', {}, { ip })).status).toBe(401);
    expect((await counted(`client_address = '2001:db8:1:2::/64'`)).map((r) => r.count)).toEqual([3]);
    // Made-up paths from another site, each different: one entry, not one a path.
    for (let i = 0; i < 5; i++) {
      const res = await app.request(
        `/v1/desk/made-up-${i}-${'x'.repeat(200)}`,
        { method: 'POST', headers: { origin: 'https://evil.example' } },
        {
          incoming: { socket: { remoteAddress: '192.0.2.40' } },
        },
      );
      expect(res.status).toBe(403);
    }
    expect(await auditOf(h.db, `client_address = '192.0.2.40'`)).toMatchObject([{ action: 'refused.origin', target: 'call:POST ?' }]);
    expect((await counted(`client_address = '192.0.2.40'`))[0].count).toBe(5);
  });

  it('is not what the sign-in’s own wrong password is: that stays one sign-in.failed entry, not a counted refusal', async () => {
    const res = await deskCall(app, 'signIn', { login: owner.login, password: 'not-the-password' }, { ip: '192.0.2.50' });
    expect(res.status).toBe(401);
    expect((await auditOf(h.db, `client_address = '192.0.2.50'`)).map((r) => r.action)).toEqual(['sign-in.failed']);
  });
});

describe('reads the audit log records', () => {
  it('each Export CSV: who, the filter used and how many bookings it held; a refused export is not one', async () => {
    const date = addDays(TODAY, 3);
    const token = await newToken(h);
    for (const slot of [AURORA.slot1, { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' }])
      await createBooking(h, token, addBookingBody(date, { time: slot }));
    const query = { from: date, to: date, branch: 'loc-jubilee-hills', status: 'held' };
    const res = await deskCall(app, 'bookingExport', query, { cookie: cookies.frontDesk, ip: '192.0.2.60' });
    expect(res.status, String(res.body)).toBe(200);
    const lines = String(res.body).trim().split('\n');
    const [entry] = await auditOf(h.db, `action = 'booking.export' and client_address = '192.0.2.60'`);
    expect(entry).toMatchObject({
      staff_id: frontDesk.id,
      staff_name: 'Ravi Kumar',
      target: 'bookings',
      after: { filter: { ...query, branchName: expect.any(String) }, rows: lines.length - 1 },
    });
    expect(entry.after.rows).toBe(2);
    // Refused (a bad filter): nothing was exported, nothing recorded.
    expect((await deskCall(app, 'bookingExport', { from: '9999-99-99' }, { cookie: cookies.frontDesk, ip: '192.0.2.60' })).status).toBe(
      400,
    );
    expect(await auditOf(h.db, `action = 'booking.export' and client_address = '192.0.2.60'`)).toHaveLength(1);
  });

  it('each booking’s page opened: who and which order id, counted per hour; an unknown booking is not one', async () => {
    const token = await newToken(h);
    const bookingId = await createBooking(h, token, addBookingBody(addDays(TODAY, 4)));
    const [{ order_id: orderId }] = await h.db.query<{ order_id: string }>('select order_id from bookings where id = $1', [bookingId]);
    for (let i = 0; i < 3; i++)
      expect((await deskCall(app, 'bookingPage', { bookingId }, { cookie: cookies.frontDesk, ip: '192.0.2.70' })).status).toBe(200);
    expect(
      (await deskCall(app, 'bookingPage', { bookingId: 'no-such-booking' }, { cookie: cookies.frontDesk, ip: '192.0.2.70' })).status,
    ).toBe(404);
    const rows = await counted(`action = 'booking.view' and client_address = '192.0.2.70'`);
    expect(rows).toMatchObject([{ count: 3, staff_id: frontDesk.id, after: { orderId } }]);
    expect(await auditOf(h.db, `action = 'booking.view' and client_address = '192.0.2.70'`)).toMatchObject([
      { target: `booking:${bookingId}` },
    ]);
  });
});

describe('a counted entry', () => {
  it('can only count up: its count cannot go down, nothing else of it or of another entry changes, and none is deleted', async () => {
    const [{ id }] = await h.db.query<{ id: number }>(`select id::float8 as id from audit_log where window_start is not null limit 1`);
    for (const sql of [
      'update audit_log set count = count - 1 where id = $1',
      `update audit_log set after = '{}'::jsonb, count = count + 1 where id = $1`,
      `update audit_log set staff_name = 'someone else', count = count + 1 where id = $1`,
      `update audit_log set at = at - interval '1 day', count = count + 1 where id = $1`,
      'delete from audit_log where id = $1',
    ])
      await expect(h.db.query(sql, [id]), sql).rejects.toThrow(/append-only/);
    await expect(h.db.query(`update audit_log set count = count + 1 where window_start is null`)).rejects.toThrow(/append-only/);
    await expect(h.db.query('truncate audit_log')).rejects.toThrow(/append-only/);
    expect(await refusalCount(h.db, 'no-session', 'GET staff', null)).toBeGreaterThan(0);
  });
});
