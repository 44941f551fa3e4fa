import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { DEV_STAFF } from '../../server/db/seed/data/staff.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, AURORA, createBooking, newToken } from '../api/bookingFixtures.ts';
import { boardSlot, cookieOf, deskCall, overHttp, SITE, type App } from '../api/deskFixtures.ts';
import { freshPostgres, harnessOver, type Harness } from '../api/harness.ts';
import { pressOnPayPage, readBooking, startPayment } from '../api/paymentFixtures.ts';
import { startProduct, type Product } from '../support/startProduct.ts';
import { waitFor } from '../support/waitFor.ts';

/**
 * The desk on two server processes, as `npm start` runs each, over one PostgreSQL database (as
 * behind a load balancer): a session, a block and a refund made through one are seen through the
 * other, and two managers refunding one booking at once, one on each, make one refund. Nothing
 * either process keeps in its own memory can pass for the database here. (Marking a guest arrived,
 * which the server allows only from two hours before the slot, is tested on two apps with a test
 * clock in tests/api/desk-two-servers.test.ts: these processes run on the real clock.)
 */
interface Server {
  process: Product;
  app: App;
  site: Harness;
}

let database: Awaited<ReturnType<typeof freshPostgres>>;
let db: Database;
let A: Server;
let B: Server;
const dir = mkdtempSync(join(tmpdir(), 'theatre-desk-processes-'));
const login = (role: 'owner' | 'manager') => {
  const s = DEV_STAFF.find((x) => x.role === role)!;
  return { login: s.login, password: s.password };
};

/** One server process (`name` its site folder's), API only (no site build), the desk's site origin SITE for both. */
async function start(name: string): Promise<Server> {
  const product = await startProduct(['--no-build'], {
    DATABASE_URL: database.url,
    SITE_DIR: join(dir, `dist-${name}`),
    SITE_URL: SITE,
    API_ORIGIN: '',
    NODE_ENV: 'development',
    PAYMENTS: 'sandbox',
    // The sandbox's webhooks and its status checks come back at once, as the test reads them.
    PAYMENT_POLL_SCALE: '0.01',
  });
  // The site's host name leads to this server, as a load balancer would send it (the pay page is on SITE).
  const direct = overHttp(product.origin);
  const app = {
    request: (path: string, init?: RequestInit) => direct.request(path.startsWith(SITE) ? path.slice(SITE.length) : path, init),
  } as unknown as App;
  return { process: product, app, site: harnessOver(app, db ?? (await openDatabase({ databaseUrl: database.url }))) };
}

const stop = (s: Server | undefined) => s?.process.stop();

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Run through `npm run test:integration`, which provides a PostgreSQL (TEST_DATABASE_URL).');
  database = await freshPostgres(adminUrl);
  // The first migrates and seeds the empty database; the second opens it as it is.
  A = await start('a');
  db = A.site.db;
  B = await start('b');
});

afterAll(async () => {
  await Promise.all([stop(A), stop(B)]);
  await db?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const signIn = async (s: Server, role: 'owner' | 'manager') => {
  const res = await deskCall(s.app, 'signIn', login(role));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cookieOf(res);
};

/** A customer's booking through A, its advance paid on A's sandbox pay page; answers once it is confirmed. */
async function paidBooking(date: string): Promise<string> {
  const token = await newToken(A.site);
  const bookingId = await createBooking(A.site, token, addBookingBody(date, { time: AURORA.slot1 }));
  const { url } = await startPayment(A.site, token, bookingId);
  await pressOnPayPage(A.site, url, 'Pay');
  await waitFor(
    'the payment to confirm the booking',
    async () => ((await readBooking(A.site, token, bookingId)).status === 'booking-confirmed' ? true : undefined),
    120,
  );
  return bookingId;
}

const today = () => istToday(new Date());

describe('two server processes on one PostgreSQL', () => {
  it('a manager signs in on one, the session works on the other, and signing out there ends it on both', async () => {
    const cookie = await signIn(A, 'manager');
    expect((await deskCall(B.app, 'me', {}, { cookie })).body.staff).toMatchObject({ role: 'manager' });
    expect((await deskCall(B.app, 'signOut', {}, { cookie })).status).toBe(200);
    expect((await deskCall(A.app, 'me', {}, { cookie })).status).toBe(401);
  });

  it('a slot blocked through one is blocked on the board the other serves, and a customer cannot hold it there', async () => {
    const date = addDays(today(), 40);
    const cookie = await signIn(A, 'manager');
    const slotOnB = async () => boardSlot((await deskCall(B.app, 'board', { date }, { cookie })).body, AURORA.id, AURORA.slot1.slotId);
    expect((await slotOnB()).state).toBe('free');
    const blocked = await deskCall(
      A.app,
      'blockSlots',
      { theatreId: AURORA.id, from: date, to: date, slotIds: [AURORA.slot1.slotId], reason: 'AC repair' },
      { cookie },
    );
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(await slotOnB()).toMatchObject({ state: 'blocked', reason: 'AC repair' });
    const hold = await B.site.post('booking/new/addbooking', addBookingBody(date), {
      headers: { authorization: `Bearer ${await newToken(B.site)}` },
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(406);
  });

  it('the owner on one and a manager on the other cancel and refund one paid booking at once: one refund, the other 409', async () => {
    const bookingId = await paidBooking(addDays(today(), 41));
    const [onA, onB] = await Promise.all([signIn(A, 'owner'), signIn(B, 'manager')]);
    const both = await Promise.all([
      deskCall(A.app, 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 }, { cookie: onA }),
      deskCall(B.app, 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 }, { cookie: onB }),
    ]);
    expect(both.map((b) => b.status).sort(), JSON.stringify(both.map((b) => b.body))).toEqual([200, 409]);
    const won = both.find((b) => b.status === 200)!;
    expect(won.body.refund).toMatchObject({ amount: 750, status: 'refunded' });
    expect(both.find((b) => b.status === 409)!.body.message).toBe('This booking is cancelled already.');
    const rows = await db.query<{ id: string; amount: number }>('select id, amount from desk_refunds where booking_id = $1', [bookingId]);
    expect(rows.map((r) => ({ id: r.id, amount: Number(r.amount) }))).toEqual([{ id: won.body.refund.id, amount: 75_000 }]);
    // What the sandbox provider itself refunded: once, the advance.
    const atProvider = await db.query<{ amount: number }>(
      'select r.amount from sandbox_phonepe_refunds r join payments p on p.id = r.merchant_order_id where p.booking_id = $1',
      [bookingId],
    );
    expect(atProvider.map((r) => Number(r.amount))).toEqual([75_000]);
    // And the other process's board shows the slot free again.
    const board = await deskCall(B.app, 'board', { date: addDays(today(), 41) }, { cookie: onB });
    const slot = board.body.theatres
      .find((t: { id: string }) => t.id === AURORA.id)
      .slots.find((s: { slotId: string }) => s.slotId === AURORA.slot1.slotId);
    expect(slot.state).toBe('free');
  });
});
