import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/open.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { freshPostgres, onRealPostgres, openHarness, type Harness } from './harness.ts';
import { addBookingBody, AURORA, auth, createBooking, newToken, testClock } from './bookingFixtures.ts';

/** A slot is sold once: holds, their expiry, moves, and races, on PGlite and on PostgreSQL. */

let h: Harness;
const clock = testClock();
/** Each test takes its own day, so that their holds never meet. */
let day = 1;
const nextDate = () => addDays(istToday(clock.now()), day++);

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
});
afterAll(() => h?.close());

const slotOf = async (date: string, slotId: string, theatreId = AURORA.id) => {
  const forWeb = (await h.post('web/getalltheatres/forweb', { slotDate: date })).body.theatres.find(
    (t: { _id: string }) => t._id === theatreId,
  );
  const byDate = (await h.post('web/getslotsbydate', { theatreId, slotDate: date })).body;
  return {
    forWeb: forWeb.availableSlots.find((s: { _id: string }) => s._id === slotId).isBooked as boolean,
    forWebCount: forWeb.availableSlotsCount as number,
    byDate: byDate.slots.find((s: { _id: string }) => s._id === slotId).isBooked as boolean,
    falseCount: byDate.falseCount as number,
  };
};

const race = async (post: (i: number, token: string) => Promise<{ status: number }>, n: number) => {
  const tokens = await Promise.all(Array.from({ length: n }, () => newToken(h)));
  const statuses = (await Promise.all(tokens.map((t, i) => post(i, t)))).map((r) => r.status);
  return { ok: statuses.filter((s) => s === 200).length, refused: statuses.filter((s) => s === 406).length, statuses };
};

describe('holds', () => {
  it('50 bookings racing for one slot: exactly one gets it, 49 get 406', async () => {
    const date = nextDate();
    const r = await race((_, t) => h.post('booking/new/addbooking', addBookingBody(date), auth(t)), 50);
    expect(r.ok, JSON.stringify(r.statuses)).toBe(1);
    expect(r.refused).toBe(49);
    const [{ n }] = await h.db.query<{ n: number }>(`select count(*)::int as n from bookings where slot_date = $1::date`, [date]);
    expect(n).toBe(1);
  });

  it('combo and basic customers racing for one slot, each with their coupon: one wins, the others get 406 and keep nothing', async () => {
    const date = nextDate();
    const r = await race(
      (i, t) =>
        h.post(
          'booking/new/addbooking',
          i % 2
            ? addBookingBody(date, { type: 'combo', subTotal: 0, couponId: 'FLAT700COMBO' })
            : addBookingBody(date, { noOfPersons: 2, subTotal: 2148, couponId: 'FLAT400BASIC' }),
          auth(t),
        ),
      20,
    );
    expect(r.ok, JSON.stringify(r.statuses)).toBe(1);
    expect(r.refused).toBe(19);
    const [{ n }] = await h.db.query<{ n: number }>(`select count(*)::int as n from bookings where slot_date = $1::date`, [date]);
    expect(n).toBe(1);
  });

  it('a held slot shows booked to everyone in both slot calls, and the loser reads why', async () => {
    const date = nextDate();
    const before = await slotOf(date, AURORA.slot1.slotId);
    expect(before.forWeb || before.byDate).toBe(false);
    await createBooking(h, await newToken(h), addBookingBody(date));
    const after = await slotOf(date, AURORA.slot1.slotId);
    expect([after.forWeb, after.byDate]).toEqual([true, true]);
    expect(after.forWebCount).toBe(before.forWebCount - 1);
    expect(after.falseCount).toBe(before.falseCount - 1);
    const loser = await h.post('booking/new/addbooking', addBookingBody(date), auth(await newToken(h)));
    expect(loser.status).toBe(406);
    expect(loser.body.message).toMatch(/another slot/);
  });

  it('an expired hold frees the slot: it shows free, a new booking takes it, the first one gets 406', async () => {
    const date = nextDate();
    const first = await newToken(h);
    const firstId = await createBooking(h, first, addBookingBody(date));
    clock.advance(15 * 60_000 + 1000);
    expect((await slotOf(date, AURORA.slot1.slotId)).byDate).toBe(false);
    expect((await h.post('bookings/getallbookings', { bookingId: firstId }, auth(first))).body.booking.status).toBe('expired');
    const second = await h.post('booking/new/addbooking', addBookingBody(date), auth(await newToken(h)));
    expect(second.status).toBe(200);
    expect((await slotOf(date, AURORA.slot1.slotId)).byDate).toBe(true);
    const late = await h.post(
      'booking/new/updateocasion',
      { bookingId: firstId, occasionId: 'occ-birthday', personName: 'R', totalPrice: 2447 },
      auth(first),
    );
    expect(late.status).toBe(406);
  });

  it('a booking whose hold ran out takes its slot again on its next step when nobody else has', async () => {
    const date = nextDate();
    const t = await newToken(h);
    const id = await createBooking(h, t, addBookingBody(date));
    clock.advance(20 * 60_000);
    const res = await h.post(
      'booking/new/updateocasion',
      { bookingId: id, occasionId: 'occ-birthday', personName: 'R', totalPrice: 2447 },
      auth(t),
    );
    expect(res.status).toBe(200);
    const booking = (await h.post('bookings/getallbookings', { bookingId: id }, auth(t))).body.booking;
    expect(booking.status).toBe('held');
    expect(Date.parse(booking.holdExpiresAt)).toBe(clock.now().getTime() + 15 * 60_000);
  });

  it('changing details to another slot moves the hold; a slot someone else holds is a 406 and the old hold stays', async () => {
    const date = nextDate();
    const t = await newToken(h);
    const id = await createBooking(h, t, addBookingBody(date));
    const moved = await h.post(
      'booking/new/addbooking',
      { ...addBookingBody(date, { time: AURORA.ninety, subTotal: 1799 }), bookingId: id },
      auth(t),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.bookingId).toBe(id);
    expect((await slotOf(date, AURORA.slot1.slotId)).byDate).toBe(false);
    expect((await slotOf(date, AURORA.ninety.slotId)).byDate).toBe(true);

    await createBooking(h, await newToken(h), addBookingBody(date));
    const blocked = await h.post('booking/new/addbooking', { ...addBookingBody(date), bookingId: id }, auth(t));
    expect(blocked.status).toBe(406);
    expect((await slotOf(date, AURORA.ninety.slotId)).byDate).toBe(true);
    expect((await h.post('bookings/getallbookings', { bookingId: id }, auth(t))).body.booking.time.slotId).toBe(AURORA.ninety.slotId);
  });

  it('refuses a slot that is over or ends within 10 minutes, and a past date', async () => {
    const today = istToday(clock.now());
    const saved = clock.now();
    try {
      clock.set(new Date(istInstant(today, '11:51')));
      const t = await newToken(h);
      const almostOver = await h.post('booking/new/addbooking', addBookingBody(today), auth(t));
      expect(almostOver.status).toBe(400);
      expect(almostOver.body.errors[0].field).toBe('time');
      const yesterday = await h.post('booking/new/addbooking', addBookingBody(addDays(today, -1)), auth(t));
      expect(yesterday.status).toBe(400);
      expect(yesterday.body.message).toContain("today's or a future date");
      const later = await h.post('booking/new/addbooking', addBookingBody(today, { time: AURORA.ninety, subTotal: 1799 }), auth(t));
      expect(later.status).toBe(200);
    } finally {
      clock.set(saved);
    }
  });

  it('refuses a date beyond the booking horizon, with the horizon in the message', async () => {
    const t = await newToken(h);
    const res = await h.post('booking/new/addbooking', addBookingBody(addDays(istToday(clock.now()), 91)), auth(t));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('date');
    expect(res.body.message).toMatch(/90 days ahead/);
    expect((await h.post('booking/new/addbooking', addBookingBody(addDays(istToday(clock.now()), 90)), auth(t))).status).toBe(200);
  });
});

// Two app instances, each with its own connection pool, on one PostgreSQL: the guarantee is the
// database's, not one process's memory. Defined only when a real PostgreSQL is given.
if (onRealPostgres) {
  describe('two server instances on one PostgreSQL', () => {
    it('50 racing bookings split over both: exactly one wins', async () => {
      const pg = await freshPostgres(process.env.TEST_DATABASE_URL!);
      const dbs = [await openDatabase({ databaseUrl: pg.url }), await openDatabase({ databaseUrl: pg.url })];
      try {
        const apps = dbs.map((db) => createApp({ db, now: clock.now }));
        const post = async (i: number, path: string, body: unknown, token?: string) => {
          const res = await apps[i % 2].request(`${API_PREFIX}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          });
          return { status: res.status, body: await res.json() };
        };
        const tokens = await Promise.all(
          Array.from({ length: 50 }, async (_, i) => (await post(i, 'web/session', {})).body.token as string),
        );
        const date = addDays(istToday(clock.now()), 2);
        const statuses = (await Promise.all(tokens.map((t, i) => post(i, 'booking/new/addbooking', addBookingBody(date), t)))).map(
          (r) => r.status,
        );
        expect(statuses.filter((s) => s === 200).length, JSON.stringify(statuses)).toBe(1);
        expect(statuses.filter((s) => s === 406).length).toBe(49);
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
        await pg.drop();
      }
    });
  });
}
