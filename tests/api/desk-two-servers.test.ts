import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { listen } from '../../server/http/listen.ts';
import { rateLimitsFromEnv } from '../../server/http/rateLimitConfig.ts';
import { buildPayments } from '../../server/payments/build.ts';
import { sandboxPayments } from '../../server/payments/config.ts';
import type { Payments } from '../../server/payments/payments.ts';
import type { Fetch, RefundRequest } from '../../server/payments/provider.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, boardSlot, cookieOf, deskCall, overHttp, sessionCookie, SITE, type App, type TestStaff } from './deskFixtures.ts';
import { freshPostgres, harnessOver, onRealPostgres, openHarness, type Harness } from './harness.ts';
import { pressOnPayPage, readBooking, startPayment } from './paymentFixtures.ts';

/**
 * The desk on two server processes sharing one database, as behind a load balancer: a staff
 * member's requests land on either, so sessions, marks, blocks and refunds must live in the
 * database, and the database alone must keep a refund from being made twice.
 *
 * Each server is an app of its own on its own port (as server/main.ts makes one: listening first,
 * its sandbox payment provider on its own address), called over real HTTP. On PostgreSQL
 * (TEST_DATABASE_URL) each has its own connection pool on one database, so their races meet in
 * PostgreSQL's locks. On PGlite there is one in-process database object, which both servers share:
 * the races then meet in its single connection, but anything either server kept to itself instead
 * of in the database would still fail these tests.
 */

/** 11:00 in India: a 12:30 slot today can be marked arrived (from two hours before it). */
const clock = testClock(new Date('2026-11-22T05:30:00Z'));
const TODAY = istToday(clock.now());
const TODAY_1230 = { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' };

interface Server {
  origin: string;
  /** deskCall's helpers pointed at this server over the network. */
  app: App;
  /** The site's public API on this server, for the customer's side. */
  site: Harness;
  payments: Payments;
  close(): Promise<void>;
}

let dbs: { a: Database; b: Database; close(): Promise<void> };
let A: Server;
let B: Server;
const staff = {} as Record<'manager' | 'manager2', TestStaff>;

/** One seeded database, opened once per server on PostgreSQL (two pools), or one PGlite shared by both. */
async function openDatabases(): Promise<typeof dbs> {
  if (onRealPostgres) {
    const copy = await freshPostgres(process.env.TEST_DATABASE_URL!, inject('postgresTemplate'));
    const a = await openDatabase({ databaseUrl: copy.url });
    const b = await openDatabase({ databaseUrl: copy.url });
    return { a, b, close: async () => (await Promise.all([a.close(), b.close()]), await copy.drop()) };
  }
  const h = await openHarness();
  return { a: h.db, b: h.db, close: () => h.close() };
}

/** The site's API calls as the harness makes them, over HTTP to `app`. */
const siteOver = (app: App, db: Database): Harness => harnessOver(app, db);

/** A server on a free port of 127.0.0.1, made as server/main.ts makes one; both share the test clock. */
async function serverOn(db: Database): Promise<Server> {
  const listening = await listen(0, '127.0.0.1');
  const origin = `http://127.0.0.1:${listening.port}`;
  const network: Fetch = (u, init) => fetch(u, init);
  const payments = buildPayments(sandboxPayments(origin, 0.01), { fetch: network, now: clock.now, siteOrigin: () => SITE });
  const app = createApp({
    db,
    now: clock.now,
    siteUrl: SITE,
    rateLimits: rateLimitsFromEnv(process.env.ENQUIRY_RATE_LIMIT),
    payments,
    // The sandbox provider answers on this server and sends its webhooks back to it over HTTP.
    sandbox: { fetch: network, origin },
  });
  listening.handleWith(app.fetch);
  const client = overHttp(origin);
  return {
    origin,
    app: client,
    site: siteOver(client, db),
    payments,
    close: () => new Promise<void>((resolve, reject) => listening.server.close((err) => (err ? reject(err) : resolve()))),
  };
}

beforeAll(async () => {
  dbs = await openDatabases();
  [A, B] = await Promise.all([serverOn(dbs.a), serverOn(dbs.b)]);
  staff.manager = await addTestStaff(dbs.a, 'manager', { name: 'Mona Manager' });
  staff.manager2 = await addTestStaff(dbs.a, 'manager', { name: 'Mira Manager' });
});
afterAll(async () => {
  await Promise.all([A?.close(), B?.close()]);
  await dbs?.close();
});

/** A desk session of the account, opened in the database as sign-in opens one (sign-in itself is the first test's). */
const sessionOf = (who: keyof typeof staff) => sessionCookie(dbs.a, staff[who].id, clock.now());
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

/** A customer's booking through server A, its advance (₹750) paid online through A's sandbox PhonePe. */
async function paidBooking(date: string, time = AURORA.slot1) {
  const token = await newToken(A.site);
  const bookingId = await createBooking(A.site, token, addBookingBody(date, { time }));
  const { url } = await startPayment(A.site, token, bookingId);
  await pressOnPayPage(A.site, url, 'Pay');
  const b = await readBooking(A.site, token, bookingId);
  if (b.status !== 'booking-confirmed') throw new Error(`not confirmed: ${JSON.stringify(b).slice(0, 300)}`);
  return bookingId;
}

/** Counts the refunds asked of the redirect provider (PhonePe) by either server. */
function watchRefunds() {
  const ids: string[] = [];
  const restores = [A, B].map(({ payments }) => {
    const redirect = payments.providers.redirect;
    const refund = redirect.refund.bind(redirect);
    redirect.refund = async (r: RefundRequest) => {
      ids.push(r.refundId);
      return refund(r);
    };
    return () => (redirect.refund = refund);
  });
  return { ids, restore: () => restores.forEach((r) => r()) };
}

describe('two servers on one database', () => {
  it('a manager signs in on A and the session cookie works on B; signing out on B ends it on A', async () => {
    const signIn = await deskCall(A.app, 'signIn', { login: staff.manager.login, password: staff.manager.password });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const cookie = cookieOf(signIn);
    expect(cookie).toMatch(/^desk_session=./);

    expect((await deskCall(B.app, 'me', {})).status).toBe(401);
    const me = await deskCall(B.app, 'me', {}, { cookie });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.staff).toMatchObject({ id: staff.manager.id, role: 'manager' });

    expect((await deskCall(B.app, 'signOut', {}, { cookie })).status).toBe(200);
    expect((await deskCall(A.app, 'me', {}, { cookie })).status).toBe(401);
  });

  it('a guest marked arrived on A shows arrived on the booking page B serves', async () => {
    const bookingId = await paidBooking(TODAY, TODAY_1230);
    const cookie = await sessionOf('manager');
    expect((await deskCall(B.app, 'bookingPage', { bookingId }, { cookie })).body.booking.venueStatus).toBeNull();

    const marked = await deskCall(A.app, 'bookingMark', { bookingId, mark: 'arrived' }, { cookie });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    const page = await deskCall(B.app, 'bookingPage', { bookingId }, { cookie });
    expect(page.status).toBe(200);
    expect(page.body.booking).toMatchObject({ id: bookingId, status: 'booking-confirmed', venueStatus: 'arrived' });
    expect(page.body.booking.history.at(-1).note).toBe('venue: arrived (Mark arrived by Mona Manager)');
  });

  it('a slot blocked on A is blocked on the board B serves, and a customer cannot hold it through B', async () => {
    const date = addDays(TODAY, 2);
    const cookie = await sessionOf('manager');
    const slotOnB = async () => boardSlot((await deskCall(B.app, 'board', { date }, { cookie })).body, AURORA.id, AURORA.slot1.slotId);
    expect((await slotOnB()).state).toBe('free');

    const blocked = await deskCall(
      A.app,
      'blockSlots',
      { theatreId: AURORA.id, from: date, to: date, slotIds: [AURORA.slot1.slotId], reason: 'AC repair' },
      { cookie },
    );
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);

    expect(await slotOnB()).toMatchObject({ state: 'blocked', reason: 'AC repair', blockedBy: 'Mona Manager' });
    const hold = await B.site.post('booking/new/addbooking', addBookingBody(date), {
      headers: { authorization: `Bearer ${await newToken(B.site)}` },
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(406);
    expect((await dbs.b.query('select 1 from bookings where slot_date = $1::date', [date])).length).toBe(0);
  });

  it('two managers cancel and refund one paid booking at once, one on A and one on B: one refund, the other 409', async () => {
    const bookingId = await paidBooking(addDays(TODAY, 5));
    const [cookieA, cookieB] = await Promise.all([sessionOf('manager'), sessionOf('manager2')]);
    const refunds = watchRefunds();
    const both = await Promise.all([
      deskCall(A.app, 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 }, { cookie: cookieA }),
      deskCall(B.app, 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 }, { cookie: cookieB }),
    ]).finally(refunds.restore);
    expect(statuses(both), JSON.stringify(both.map((b) => b.body))).toEqual([200, 409]);
    const [won, lost] = both[0].status === 200 ? both : [both[1], both[0]];
    expect(won.body.refund).toMatchObject({ amount: 750, status: 'refunded' });
    expect(lost.body.message).toBe('This booking is cancelled already.');

    expect(refunds.ids).toEqual([won.body.refund.id]);
    const rows = await dbs.b.query<{ id: string; amount: number; status: string }>(
      'select id, amount, status from desk_refunds where booking_id = $1',
      [bookingId],
    );
    expect(rows.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([{ id: won.body.refund.id, amount: 75_000, status: 'refunded' }]);
    // What the sandbox provider itself refunded: once, the advance.
    const atProvider = await dbs.b.query<{ amount: number }>(
      'select r.amount from sandbox_phonepe_refunds r join payments p on p.id = r.merchant_order_id where p.booking_id = $1',
      [bookingId],
    );
    expect(atProvider.map((r) => Number(r.amount))).toEqual([75_000]);
  });
});
