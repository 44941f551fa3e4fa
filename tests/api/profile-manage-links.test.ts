import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/data/customers.ts';
import { bookingIdByManageToken } from '../../server/repo/manageTokens.ts';
import { auth, postFrom, testClock } from './bookingFixtures.ts';
import { openHarness, sessionsWaitingOnLocks, type Harness } from './harness.ts';

/** The profile's Manage link: each confirmed booking's /my-booking token, made once, in one statement, and kept. */

const ANANYA = { phone: '9876500001', confirmed: ['bk-demo-ananya-1', 'bk-demo-ananya-2'], failed: 'bk-demo-ananya-3' };
const ROHAN = { phone: '9876500002' };
const TOKEN = /^[\w-]{43}$/;

let h: Harness;
const clock = testClock();
/** Every statement the app sent to the database, in order. */
const sent: string[] = [];

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
});
afterAll(() => h?.close());

/** The app over a database that writes down each statement sent to it. */
function countingApp() {
  const db = new Proxy(h.db, {
    get(target, prop) {
      if (prop === 'query')
        return (sql: string, params?: unknown[]) => {
          sent.push(sql);
          return target.query(sql, params);
        };
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Database;
  return createApp({ db, now: clock.now });
}

const app = () => countingApp();
let session: { ananya: string; rohan: string };

async function signIn(phone: string): Promise<string> {
  const res = await postFrom(app(), '192.0.2.90', 'admin/login', { phone, password: DEMO_PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token;
}

const profile = async (token: string) => {
  const res = await postFrom(app(), '198.51.100.90', 'web/profile', {}, auth(token).headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bookings as { _id: string; status: string; manageToken: string }[];
};
const tokensOf = (bookings: { _id: string; manageToken: string }[]) => Object.fromEntries(bookings.map((b) => [b._id, b.manageToken]));
const stored = async (ids: string[]) =>
  Object.fromEntries(
    (
      await h.db.query<{ id: string; manage_token: string | null }>('select id, manage_token from bookings where id = any($1::text[])', [
        ids,
      ])
    ).map((r) => [r.id, r.manage_token]),
  );
const forget = (ids: string[]) => h.db.query('update bookings set manage_token = null where id = any($1::text[])', [ids]);
const tokenWrites = () => sent.filter((sql) => /update bookings\b[\s\S]*manage_token/.test(sql)).length;

beforeAll(async () => {
  session = { ananya: await signIn(ANANYA.phone), rohan: await signIn(ROHAN.phone) };
});

describe('the profile’s Manage links', () => {
  it('gives each confirmed booking a token that opens it, made for all in one statement, then kept; none for a failed one', async () => {
    await forget([...ANANYA.confirmed, ANANYA.failed]);
    sent.length = 0;
    const first = tokensOf(await profile(session.ananya));
    expect(tokenWrites()).toBe(1);
    for (const id of ANANYA.confirmed) {
      expect(first[id], id).toMatch(TOKEN);
      expect(await bookingIdByManageToken(h.db, first[id])).toBe(id);
    }
    expect(first[ANANYA.confirmed[0]]).not.toBe(first[ANANYA.confirmed[1]]);
    expect(first[ANANYA.failed]).toBe('');
    expect(await stored([ANANYA.failed])).toEqual({ [ANANYA.failed]: null });

    // Read again: the same links, and nothing written.
    sent.length = 0;
    expect(tokensOf(await profile(session.ananya))).toEqual(first);
    expect(tokenWrites()).toBe(0);
  });

  it('keeps the token a message made first, and gives a booking a link only while it is confirmed', async () => {
    const [kept, other] = ANANYA.confirmed;
    await forget([other]);
    const before = (await stored([kept]))[kept];
    expect(before).toMatch(TOKEN);
    const read = tokensOf(await profile(session.ananya));
    expect(read[kept]).toBe(before);
    expect(read[other]).toMatch(TOKEN);

    await h.db.query(`update bookings set status = 'cancelled' where id = $1`, [other]);
    try {
      expect(tokensOf(await profile(session.ananya))[other]).toBeUndefined();
      await h.db.query(`update bookings set status = 'payment-pending' where id = $1`, [other]);
      expect(tokensOf(await profile(session.ananya))[other]).toBe('');
    } finally {
      await h.db.query(`update bookings set status = 'booking-confirmed' where id = $1`, [other]);
    }
  });

  it('shows another customer none of these links', async () => {
    const mine = Object.values(tokensOf(await profile(session.ananya))).filter(Boolean);
    const theirs = JSON.stringify(await profile(session.rohan));
    for (const token of mine) expect(theirs).not.toContain(token);
  });

  it('gives two reads at once the same links, one token each booking', async () => {
    await forget(ANANYA.confirmed);
    // Both reads reach the bookings' rows while the test holds one of them, then go on together.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = h.db.transaction(async (tx) => {
      await tx.query('select id from bookings where id = $1 for update', [ANANYA.confirmed[0]]);
      locked();
      await held;
    });
    await lockTaken;
    const reads = Promise.all([profile(session.ananya), profile(session.ananya)]);
    await sessionsWaitingOnLocks(h.db, 2);
    release();
    await holder;
    const [a, b] = (await reads).map(tokensOf);
    expect(a).toEqual(b);
    const now = await stored(ANANYA.confirmed);
    for (const id of ANANYA.confirmed) expect(a[id]).toBe(now[id]);
  });
});
