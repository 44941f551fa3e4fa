import { derivationsAt, hashPassword, OWASP_SCRYPT, PASSWORD_BUSY, passwordPlace } from '../../server/auth/password.ts';
import type { Ticket } from '../../server/auth/workGate.ts';
import { CHEAP_SCRYPT as CHEAP } from './deskFixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../server/http/rateLimitConfig.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/data/customers.ts';
import { LoginResponse } from '../../src/lib/api/auth.ts';
import { ProfileResponse } from '../../src/lib/api/profile.ts';
import { addDays } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, auth, postFrom, createBooking, newToken, testClock, tomorrow } from './bookingFixtures.ts';
import { openHarness, type Harness } from './harness.ts';
import type { Database } from '../../server/db/database.ts';

/** Sign-in and the profile: same answer for a wrong phone or password, throttling, whose data a token reads. */

const ANANYA = { phone: '9876500001', _id: 'cu-ananya', name: 'Ananya Rao', email: 'ananya.rao@example.com' };
const ROHAN = { phone: '9876500002', _id: 'cu-rohan' };
const PRIYA = { phone: '9876500003', _id: 'cu-priya' };
const QUARTER_HOUR = 15 * 60_000;
/** Small limits, so that a few password checks (each costs the server ~100 MiB and a good part of a second) reach them. */
const limits: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  login: { limit: 4, windowMs: QUARTER_HOUR },
  loginPhone: { limit: 3, windowMs: QUARTER_HOUR },
};

let h: Harness;
let app: ReturnType<typeof createApp>;
const clock = testClock();

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  app = createApp({ db: h.db, now: clock.now, rateLimits: limits });
});
afterAll(() => h?.close());

const send = (ip: string, path: string, body: unknown, headers: Record<string, string> = {}) => postFrom(app, ip, path, body, headers);
const login = (ip: string, phone: string, password: string) => send(ip, 'admin/login', { phone, password });
const profile = (token: string, body: unknown = {}) => send('198.51.100.1', 'web/profile', body, auth(token).headers);

/** The same session (its id and expiry) signed for another customer, without the key: the signature no longer fits. */
const forgedFor = (token: string, customerId: string) => {
  const [kind, id, expires, signature] = token.split('.');
  return [kind, `${customerId}:${id.split(':')[1]}`, expires, signature].join('.');
};

async function tokenOf(ip: string, phone: string): Promise<string> {
  const res = await login(ip, phone, DEMO_PASSWORD);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token;
}

describe('admin/login', () => {
  it('with the right password answers the spec’s success, message and user, and a session token with its expiry', async () => {
    const res = await login('192.0.2.10', ANANYA.phone, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(LoginResponse.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ success: true, user: ANANYA });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(Date.parse(res.body.expiresAt) - clock.now().getTime()).toBeGreaterThan(60 * 60_000);
  });

  it('answers a wrong password and an unknown phone alike, each after a full password check', async () => {
    // Counted, not timed: a busy machine's clock says anything.
    const timed = async (phone: string) => {
      const before = derivationsAt(OWASP_SCRYPT.ln);
      const res = await login('192.0.2.11', phone, 'not-the-password');
      return { res, checks: derivationsAt(OWASP_SCRYPT.ln) - before };
    };
    const wrong = await timed(ANANYA.phone);
    const unknown = await timed('9000000001');
    expect(wrong.res.status).toBe(401);
    expect(unknown.res).toEqual(wrong.res);
    expect(wrong.res.body).toEqual({ success: false, message: 'Invalid phone number or password.' });
    // Both spend one full password check at the server's cost: an unknown phone without one would answer at once.
    expect(wrong.checks).toBe(1);
    expect(unknown.checks).toBe(1);
  });
});

describe('throttling', () => {
  it('refuses a phone after 3 failures, from any address, with 429, Retry-After and when to retry; the window frees it', async () => {
    for (let i = 0; i < 3; i++) expect((await login('192.0.2.20', ROHAN.phone, `guess-${i}`)).status).toBe(401);
    for (const ip of ['192.0.2.20', '192.0.2.21']) {
      const refused = await login(ip, ROHAN.phone, DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe('900');
      expect(refused.body).toEqual({ success: false, message: 'Too many requests. Please try again in 15 minutes.' });
    }
    clock.advance(QUARTER_HOUR);
    expect((await login('192.0.2.22', ROHAN.phone, DEMO_PASSWORD)).status).toBe(200);
  });

  it('forgets a phone’s failures once its owner signs in', async () => {
    for (let i = 0; i < 2; i++) expect((await login('192.0.2.30', PRIYA.phone, `guess-${i}`)).status).toBe(401);
    expect((await login('192.0.2.31', PRIYA.phone, DEMO_PASSWORD)).status).toBe(200);
    expect((await login('192.0.2.32', PRIYA.phone, 'guess-again')).status).toBe(401);
    expect((await login('192.0.2.32', PRIYA.phone, 'guess-again')).status).toBe(401);
    clock.advance(QUARTER_HOUR);
  });

  it('refuses an address after 4 attempts, whatever phones it tries', async () => {
    for (let i = 0; i < 4; i++) expect((await login('192.0.2.40', `900000010${i}`, 'guess')).status).toBe(401);
    const refused = await login('192.0.2.40', ANANYA.phone, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    expect((await login('192.0.2.41', ANANYA.phone, DEMO_PASSWORD)).status).toBe(200);
    clock.advance(QUARTER_HOUR);
  });

  it('holds only failures against an address: a family signing in again and again is never refused for it', async () => {
    // A cheap hash for this test alone: the counting is under test, not the hashing.
    const [{ password_hash: kept }] = await h.db.query<{ password_hash: string }>('select password_hash from customers where phone = $1', [
      ANANYA.phone,
    ]);
    await h.db.query('update customers set password_hash = $1 where phone = $2', [
      await hashPassword('family-password-1', CHEAP),
      ANANYA.phone,
    ]);
    try {
      for (let i = 0; i < 6; i++) expect((await login('192.0.2.60', ANANYA.phone, 'family-password-1')).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login('192.0.2.60', `90000003${i}0`, 'guess')).status).toBe(401);
      expect((await login('192.0.2.60', ANANYA.phone, 'family-password-1')).status).toBe(429);
    } finally {
      await h.db.query('update customers set password_hash = $1 where phone = $2', [kept, ANANYA.phone]);
    }
    clock.advance(QUARTER_HOUR);
  }, 120_000);

  it('is refused at once, with nothing hashed, while the password line is full', async () => {
    const held: Ticket[] = [];
    try {
      for (;;) held.push(passwordPlace('open'));
    } catch {
      // the line is full
    }
    try {
      const before = derivationsAt(OWASP_SCRYPT.ln);
      const refused = await login('192.0.2.61', ANANYA.phone, DEMO_PASSWORD);
      expect(refused).toMatchObject({ status: 429, body: { success: false, message: PASSWORD_BUSY } });
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(derivationsAt(OWASP_SCRYPT.ln)).toBe(before);
    } finally {
      held.forEach((t) => t.release());
    }
  });

  it('lets no more racing attempts through than the limit', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => login(`192.0.2.${50 + i}`, '9000000200', 'guess')));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    clock.advance(QUARTER_HOUR);
  });
});

describe('web/profile', () => {
  let ananya: string;
  let rohan: string;
  beforeAll(async () => {
    ananya = await tokenOf('192.0.2.60', ANANYA.phone);
    rohan = await tokenOf('192.0.2.61', ROHAN.phone);
  });

  it('answers the customer, their points from the seeded bookings and referral, and their bookings newest first', async () => {
    const res = await profile(ananya);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = ProfileResponse.safeParse(res.body);
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(res.body.user).toEqual(ANANYA);
    expect(res.body.referralCode).toBe('ANANYA7K2Q');
    // ₹5,847 -> 584 and ₹6,298 -> 629; Rohan, whom she referred, booked: 500; her 3rd booking may use 75%.
    expect(res.body.points).toEqual({
      reward: 1213,
      referral: 500,
      total: 1713,
      nextBooking: 3,
      usableShare: 0.75,
      usable: 1284,
      nextMilestone: 2000,
      progress: 0.8565,
    });
    expect(res.body.bookings.map((b: { _id: string }) => b._id)).toEqual(['bk-demo-ananya-3', 'bk-demo-ananya-2', 'bk-demo-ananya-1']);
    expect(res.body.bookings[0]).toMatchObject({ status: 'payment-failed', totalPrice: 3096, invoice: '' });
    expect(res.body.bookings[2]).toMatchObject({
      status: 'booking-confirmed',
      theaterName: 'Nebula',
      date: '2025-09-14',
      totalPrice: 5847,
      advancePayment: 750,
      remainingAmount: 5097,
      amountPaid: 750,
    });
  });

  it('counts a guest booking made with the customer’s phone, and the welcome points of a referred customer', async () => {
    const res = await profile(rohan);
    expect(res.body.user._id).toBe(ROHAN._id);
    expect(res.body.points).toMatchObject({ reward: 0, referral: 200, total: 200, nextBooking: 2, usableShare: 0.5, usable: 100 });
    expect(res.body.bookings.map((b: { _id: string }) => b._id)).toEqual(['bk-demo-rohan-1']);
  });

  it('lists a new booking once it reaches payment, and counts it once confirmed', async () => {
    const guest = await newToken(h);
    const id = await createBooking(h, guest, addBookingBody(tomorrow(clock.now()), { userPhone: ANANYA.phone, userName: 'Ananya Rao' }));
    expect((await profile(ananya)).body.bookings.map((b: { _id: string }) => b._id)).not.toContain(id);
    await h.db.query(`update bookings set status = 'booking-confirmed', total_price = 500000, created_at = $2 where id = $1`, [
      id,
      clock.now(),
    ]);
    const after = (await profile(ananya)).body;
    expect(after.bookings[0]._id).toBe(id);
    expect(after.points).toMatchObject({ reward: 1713, total: 2213, nextBooking: 4, usableShare: 1, nextMilestone: 4000 });
    await h.db.query(`update bookings set status = 'expired' where id = $1`, [id]);
  });

  it('shows only the token’s own customer, whatever the body names', async () => {
    const res = await profile(rohan, { _id: ANANYA._id, customerId: ANANYA._id, phone: ANANYA.phone });
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(ROHAN._id);
    expect(JSON.stringify(res.body)).not.toContain(ANANYA.phone);
  });

  it('refuses a token whose customer was changed, a guest booking token, none, and an expired one (401)', async () => {
    const forged = forgedFor(rohan, ANANYA._id);
    const guest = await newToken(h);
    for (const headers of [auth(forged).headers, auth(guest).headers, auth(`v1${rohan.slice(2)}`).headers, {}]) {
      const res = await send('198.51.100.2', 'web/profile', {}, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body)).not.toContain(ANANYA.phone);
    }
    clock.advance(9 * 60 * 60_000);
    const expired = await profile(rohan);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('is a session no booking call accepts', async () => {
    const fresh = await tokenOf('192.0.2.62', PRIYA.phone);
    const res = await send('198.51.100.3', 'bookings/getallbookings', { bookingId: 'bk-demo-ananya-1' }, auth(fresh).headers);
    expect(res.status).toBe(401);
  });
});

describe('points count only confirmed bookings', () => {
  it('a held, pending, failed or expired booking of ₹6,000 earns nothing; once confirmed it earns 600', async () => {
    const priya = await tokenOf('192.0.2.70', PRIYA.phone);
    const guest = await newToken(h);
    const id = await createBooking(
      h,
      guest,
      addBookingBody(addDays(tomorrow(clock.now()), 2), { userPhone: PRIYA.phone, userName: 'Priya Shah' }),
    );
    for (const status of ['held', 'payment-pending', 'payment-failed', 'expired']) {
      await h.db.query(`update bookings set status = $2, total_price = 600000 where id = $1`, [id, status]);
      const res = await profile(priya);
      expect(res.body.points, status).toMatchObject({ reward: 0, referral: 0, total: 0, nextBooking: 1, usableShare: 0 });
    }
    await h.db.query(`update bookings set status = 'booking-confirmed' where id = $1`, [id]);
    expect((await profile(priya)).body.points).toMatchObject({ reward: 600, total: 600, nextBooking: 2, usableShare: 0.5, usable: 300 });
    await h.db.query(`update bookings set status = 'expired' where id = $1`, [id]);
  });
});

describe('referral links and signed-in bookings (addbooking)', () => {
  /** A booking on its own day (n days after tomorrow), so that no two tests hold the same slot. */
  const book = async (n: number, overrides: Record<string, unknown>) => {
    const guest = await newToken(h);
    const res = await h.post('booking/new/addbooking', addBookingBody(addDays(tomorrow(clock.now()), n), overrides), auth(guest));
    return { ...res, guest };
  };
  const stored = async (id: string) =>
    (
      await h.db.query<{ customer_id: string | null; referred_by: string | null; total_price: number }>(
        'select customer_id, referred_by, total_price from bookings where id = $1',
        [id],
      )
    )[0];
  const confirm = (id: string) => h.db.query(`update bookings set status = 'booking-confirmed' where id = $1`, [id]);
  let ananya: string;
  let priya: string;
  beforeAll(async () => {
    ananya = await tokenOf('192.0.2.80', ANANYA.phone);
    priya = await tokenOf('192.0.2.81', PRIYA.phone);
  });

  it('records a friend’s booking through a referral link (any case), counts it for the referrer once confirmed, and welcomes the friend’s later account', async () => {
    const before = (await profile(ananya)).body.points;
    const res = await book(3, { userPhone: '9123400001', userName: 'Kiran Das', referralCode: 'ananya7k2q' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await stored(res.body.bookingId);
    expect(row).toMatchObject({ referred_by: ANANYA._id, customer_id: null });
    // The referral changes no amount: the same booking without a code costs the same.
    expect(res.body.amounts.subTotal).toBe(2148);
    expect((await profile(ananya)).body.points.referral).toBe(before.referral);
    await confirm(res.body.bookingId);
    expect((await profile(ananya)).body.points).toMatchObject({ referral: before.referral + 500, total: before.total + 500 });

    // The friend makes an account later: the booking is theirs by phone, with the welcome points.
    const [{ password_hash }] = await h.db.query<{ password_hash: string }>('select password_hash from customers where id = $1', [
      PRIYA._id,
    ]);
    await h.db.query(
      `insert into customers (id, name, phone, email, password_hash, referral_code) values ('cu-kiran', 'Kiran Das', '9123400001', '', $1, 'KIRAN2Z7PD')`,
      [password_hash],
    );
    const kiran = await tokenOf('192.0.2.82', '9123400001');
    const theirs = (await profile(kiran)).body;
    expect(theirs.bookings.map((b: { _id: string }) => b._id)).toEqual([res.body.bookingId]);
    expect(theirs.points).toMatchObject({ reward: 0, referral: 200, total: 200 });
    await h.db.query(`update bookings set status = 'expired' where id = $1`, [res.body.bookingId]);
  });

  it('ignores an unknown code, the booker’s own code (by phone or session), and a code sent by someone who already has a confirmed booking', async () => {
    const cases: [number, Record<string, unknown>][] = [
      [4, { userPhone: '9123400003', referralCode: 'NOSUCHCODE' }],
      [5, { userPhone: ANANYA.phone, referralCode: 'ANANYA7K2Q' }],
      [6, { userPhone: '9123400004', referralCode: 'PRIYA9C3WV', customerSession: priya }],
      [7, { userPhone: ROHAN.phone, referralCode: 'PRIYA9C3WV' }],
    ];
    for (const [n, body] of cases) {
      const res = await book(n, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await stored(res.body.bookingId)).referred_by, JSON.stringify(body)).toBeNull();
    }
  });

  it('links a booking to the signed-in customer whatever phone it carries; the guest token stays its owner', async () => {
    const res = await book(8, { userPhone: '9123400005', userName: 'Meera for Priya', customerSession: priya });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stored(res.body.bookingId)).customer_id).toBe(PRIYA._id);
    await h.db.query(`update bookings set status = 'payment-pending' where id = $1`, [res.body.bookingId]);
    expect((await profile(priya)).body.bookings.map((b: { _id: string }) => b._id)).toContain(res.body.bookingId);
    expect((await h.post('bookings/getallbookings', { bookingId: res.body.bookingId }, auth(res.guest))).status).toBe(200);
    expect((await h.post('bookings/getallbookings', { bookingId: res.body.bookingId }, auth(priya))).status).toBe(401);
    await h.db.query(`update bookings set status = 'expired' where id = $1`, [res.body.bookingId]);
  });

  it('books as a guest when the session sent is forged, expired or another kind of token', async () => {
    const sessions = [forgedFor(priya, ANANYA._id), await newToken(h), 'not-a-token'];
    for (const [i, customerSession] of sessions.entries()) {
      const res = await book(9 + i, { userPhone: '9123400006', customerSession });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await stored(res.body.bookingId)).customer_id).toBeNull();
    }
  });

  it('refuses a wrong type, a huge or a NUL-bearing referral code or session with a 400 naming the field', async () => {
    const guest = await newToken(h);
    for (const field of ['referralCode', 'customerSession']) {
      for (const wrong of [42, { $ne: '' }, ['ANANYA7K2Q'], 'x'.repeat(60_000), 'ANANYA\u0000', 'ANANYA\ud800']) {
        const res = await h.post(
          'booking/new/addbooking',
          addBookingBody(addDays(tomorrow(clock.now()), 12), { [field]: wrong }),
          auth(guest),
        );
        expect(res.status, `${field} ${JSON.stringify(wrong).slice(0, 40)}`).toBe(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    }
  });
});

describe('the demo customers', () => {
  it('are not seeded under a production flag, while the rest of the sample business is; nor are the development desk accounts or the venue day’s bookings, ever', async () => {
    const { openDatabase } = await import('../../server/db/open.ts');
    const { seedIfEmpty } = await import('../../server/db/seed/seed.ts');
    const { seedDevStaff } = await import('../../server/db/seed/devStaff.ts');
    const { venueDay } = await import('../../server/db/seed/data/venueDay.ts');
    const { latestStartedSlot } = await import('../../src/lib/desk/latestStartedSlot.ts');
    const { theatres } = await import('../../server/db/seed/data/theatres.ts');
    // 14:10 in India: the venue day's bookings, where seeded, are on slots that started today.
    const now = new Date('2026-11-22T14:10:00+05:30');
    const venueSlots = venueDay.map((v) => {
      const started = latestStartedSlot(theatres.find((t) => t._id === v.theatreId)!.slots, now)!;
      return { theatreId: v.theatreId, slotId: started.slot._id, date: started.date };
    });
    /** Whether the site shows each venue-day booking's slot booked. */
    const venueSlotsBooked = async (db: Database) => {
      const site = createApp({ db, now: () => now });
      return Promise.all(
        venueSlots.map(async (v) => {
          const res = await postFrom(site, '198.51.100.77', 'web/getslotsbydate', { theatreId: v.theatreId, slotDate: v.date });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          return res.body.slots.find((s: { _id: string }) => s._id === v.slotId).isBooked;
        }),
      );
    };
    const db = await openDatabase({ seed: false });
    try {
      expect(await seedIfEmpty(db, false, now)).toBe(true);
      const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
      expect(await count('customers')).toBe(0);
      expect(await count('bookings')).toBe(0);
      expect(await count('theatres')).toBeGreaterThan(0);
      expect(await count('staff')).toBe(0);
      // Nor the venue day's guests: no booking, cart line, history or sold slot of theirs, and their slots are free.
      for (const table of ['booking_lines', 'booking_status_history', 'slot_holds', 'messages']) expect(await count(table), table).toBe(0);
      expect(await venueSlotsBooked(db)).toEqual(venueDay.map(() => false));
      // A production database started once without the flag: still no account with a published password.
      expect(await seedIfEmpty(db, true, now)).toBe(false);
      expect(await seedDevStaff(db)).toBe(false);
      expect(await count('staff')).toBe(0);
      expect(await count('bookings')).toBe(0);
    } finally {
      await db.close();
    }
    // A development database has them, paid and their slots sold: the same look sees them booked.
    const dev = await openDatabase({ seed: false });
    try {
      expect(await seedIfEmpty(dev, true, now)).toBe(true);
      const rows = await dev.query<{ id: string; status: string; slot_date: string; held: string }>(
        `select b.id, b.status, b.slot_date::text as slot_date, h.status as held
         from bookings b join slot_holds h on h.booking_id = b.id where b.id = any($1::text[]) order by b.id`,
        [venueDay.map((v) => v._id)],
      );
      expect(rows).toEqual(
        venueDay
          .map((v) => ({ id: v._id, status: 'booking-confirmed', slot_date: '2026-11-22', held: 'confirmed' }))
          .sort((a, b) => a.id.localeCompare(b.id)),
      );
      expect(await venueSlotsBooked(dev)).toEqual(venueDay.map(() => true));
      // And what they were sent: the confirmation and the reminder, on WhatsApp and by e-mail each.
      const sent = await dev.query<{ n: number }>(`select count(*)::int as n from messages where booking_id = any($1::text[])`, [
        venueDay.map((v) => v._id),
      ]);
      expect(sent[0].n).toBe(venueDay.length * 4);
    } finally {
      await dev.close();
    }
  }, 600_000); // opens new databases of its own: seconds apiece on an idle machine, minutes on a busy one
});
