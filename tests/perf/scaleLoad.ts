import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/data/customers.ts';
import { DEV_STAFF } from '../../server/db/seed/data/staff.ts';
import { seedManyBookings } from '../../server/db/seed/bulkBookings.ts';
import { openDatabase } from '../../server/db/open.ts';
import type { Database } from '../../server/db/database.ts';
import { confirmedWithoutInvoice } from '../../server/repo/bookings.ts';
import { freePort } from '../../scripts/freePort.ts';
import { startThrowawayPostgres } from '../../scripts/throwawayPostgres.ts';
import { serveProduct } from './serveProduct.ts';
import { markdownTable } from './table.ts';
import { percentile } from './apiLoad.ts';

/**
 * `npm run bench -- --only scale`: the desk's day board, Find, a day's CSV export, a customer's
 * profile and the reconciler's invoice check on a PostgreSQL holding `count` bookings
 * (seedManyBookings), one request at a time through the real server, signed in as staff.
 */
export interface ScaleFigures {
  call: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** What the measured calls ask for, picked from the seeded bookings so that each finds something. */
interface Asks {
  day: string;
  phoneDigits: string;
  name: string;
  referrerPhone: string;
}

/** The figures of `ms`, one call's times in any order. */
export function figuresOf(call: string, ms: number[]): ScaleFigures {
  const sorted = [...ms].sort((a, b) => a - b);
  return { call, runs: sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1) ?? NaN };
}

/** Times `once` `runs` times in a row, after a few warm-up calls. */
export async function timeCalls(call: string, runs: number, once: () => Promise<void>): Promise<ScaleFigures> {
  for (let i = 0; i < 3; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    ms.push(performance.now() - started);
  }
  return figuresOf(call, ms);
}

async function asksOf(db: Database): Promise<Asks> {
  const today = istToday(new Date());
  const [phone] = await db.query<{ user_phone: string }>(`select user_phone from bookings where order_id like 'ORDZ%' order by id limit 1`);
  // The customer whose link brought the most friends: their profile counts them.
  const [referrer] = await db.query<{ phone: string }>(
    `select c.phone from customers c join customers f on f.referred_by = c.id group by c.id order by count(*) desc, c.id limit 1`,
  );
  return { day: today, phoneDigits: phone.user_phone.slice(3, 9), name: 'Kavya Reddy', referrerPhone: referrer?.phone ?? '9876500001' };
}

async function answered(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** A desk session's cookie, signed in as the development owner. */
export async function staffCookie(origin: string, site: string): Promise<string> {
  const owner = DEV_STAFF.find((s) => s.role === 'owner') ?? DEV_STAFF[0];
  const res = await answered(
    await fetch(`${origin}${DESK_PREFIX}${deskCalls.signIn.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ login: owner.login, password: owner.password }),
    }),
    'The desk sign-in',
  );
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function customerToken(origin: string, phone: string): Promise<string> {
  const res = await answered(
    await fetch(`${origin}${API_PREFIX}admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, password: DEMO_PASSWORD }),
    }),
    'The profile sign-in',
  );
  return ((await res.json()) as { token: string }).token;
}

export async function benchScale(count: number, runs: number): Promise<ScaleFigures[]> {
  const pg = await startThrowawayPostgres();
  try {
    const db = await openDatabase({ databaseUrl: pg.url });
    let asks: Asks;
    try {
      const started = Date.now();
      const made = await seedManyBookings(db, count);
      console.log(
        `  seeded ${made.bookings} bookings (${made.confirmed} confirmed) in ${((Date.now() - started) / 1000).toFixed(0)} s, then VACUUM ANALYZE`,
      );
      asks = await asksOf(db);
    } finally {
      await db.close();
    }
    const port = await freePort();
    const site = `http://localhost:${port}`;
    const api = await serveProduct({ port, env: { DATABASE_URL: pg.url, SITE_URL: site, NODE_ENV: '' }, apiOnly: true });
    const reader = await openDatabase({ databaseUrl: pg.url, seed: false });
    try {
      const cookie = await staffCookie(api.origin, site);
      const desk = (call: 'board' | 'bookingList' | 'bookingExport', query: Record<string, string>) => async () => {
        const url = `${api.origin}${DESK_PREFIX}${deskCalls[call].path}?${new URLSearchParams(query)}`;
        await (await answered(await fetch(url, { headers: { cookie } }), call)).arrayBuffer();
      };
      const token = await customerToken(api.origin, asks.referrerPhone);
      const profile = async () => {
        const res = await fetch(`${api.origin}${API_PREFIX}web/profile`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        await (await answered(res, 'web/profile')).arrayBuffer();
      };
      const measured: [string, () => Promise<void>][] = [
        ['day board (today)', desk('board', { date: asks.day })],
        [`Find by name ("${asks.name}")`, desk('bookingList', { q: asks.name })],
        ['Find by name (a first name, "Kavya")', desk('bookingList', { q: 'Kavya' })],
        [`Find by phone (6 digits, "${asks.phoneDigits}")`, desk('bookingList', { q: asks.phoneDigits })],
        ['Find with no text', desk('bookingList', {})],
        ['Find, a day', desk('bookingList', { from: asks.day, to: asks.day })],
        ['Export CSV of a day', desk('bookingExport', { from: asks.day, to: asks.day })],
        ['profile (the customer who referred most)', profile],
        ["reconciler's invoice check (SQL)", async () => void (await confirmedWithoutInvoice(reader, 20))],
      ];
      const figures: ScaleFigures[] = [];
      for (const [call, once] of measured) {
        const f = await timeCalls(call, runs, once);
        figures.push(f);
        console.log(`  ${call}: p50 ${f.p50Ms.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms`);
      }
      return figures;
    } finally {
      await reader.close();
      await api.stop();
    }
  } finally {
    pg.stop();
  }
}

/** The section of bench.md: the figures at 100,000 bookings. */
export async function scaleSection(count = 100_000, runs = 50): Promise<string[]> {
  console.log(
    `The desk, the profile and the reconciler at ${count} bookings on PostgreSQL, one request at a time, 3 warm-up calls then ${runs} timed runs each`,
  );
  const figures = await benchScale(count, runs);
  return [
    `## ${count.toLocaleString('en-US')} bookings (PostgreSQL, vacuumed and analyzed after the seed, one request at a time, ${runs} runs each after 3 warm-up calls)`,
    '',
    markdownTable(figures, [
      { key: 'call', title: 'call' },
      { key: 'p50Ms', title: 'p50 ms', digits: 1 },
      { key: 'p95Ms', title: 'p95 ms', digits: 1 },
      { key: 'maxMs', title: 'max ms', digits: 1 },
    ]),
    '',
  ];
}
