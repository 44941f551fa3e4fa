import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_THERE } from '../../server/manage/reschedule.ts';
import { TARGET_TAKEN } from '../../server/manage/changePayments.ts';
import { lockSlots } from '../../server/repo/slotLocks.ts';
import { setRescheduleBeforeHours } from '../../server/repo/deskSettings.ts';
import { NO_SUCH_BOOKING } from '../../server/routes/myBooking.ts';
import { routes } from '../../src/lib/api/routes.ts';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { AURORA, testClock } from './bookingFixtures.ts';
import { historyOf, statuses, storedBooking } from './bookingRecords.ts';
import { bookingLock, holdersOf, NEBULA, paymentsFor, raceAtLock, VELVET } from './changePaymentFixtures.ts';
import { addTestStaff, type TestStaff } from './deskFixtures.ts';
import { myCall, openManageHarness, type ManageHarness } from './myBookingFixtures.ts';
import { pressOnPayPage } from './paymentFixtures.ts';

/**
 * What Reschedule refuses, and why: the owner's window, a slot begun, a booking not confirmed or
 * cancelled, another branch, a stale price, hostile input. And its races: two customers for one
 * slot, the customer and the desk on one booking; one of each wins, and nothing is sold twice.
 */

/** 10:30 in India on a Sunday. */
const START = new Date('2026-11-22T05:00:00Z');
const clock = testClock(START);
let t: ManageHarness['t'];
let asManager: ManageHarness['asManager'];
let booking: ManageHarness['booking'];
let owner: TestStaff;

beforeAll(async () => {
  ({ t, asManager, booking } = await openManageHarness(clock));
  owner = await addTestStaff(t.h.db, 'owner');
});
afterAll(() => t.h.close());

const stored = (id: string) => storedBooking(t.h.db, id);
const call = (name: 'reschedule' | 'rescheduleQuote', body: unknown) => myCall(t.h, name, body);
const AURORA_S2 = { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' };
const ninety = (date: string) => ({ theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date });
const ninetyOf = (b: { link: string; date: string }) => ({ token: b.link, ...ninety(b.date) });
const velvetOf = (b: { link: string; date: string }) => ({ token: b.link, theatreId: VELVET.id, slotId: VELVET.s2, date: b.date });
/** The customer's call and the desk's Move of the same booking to its 90-minute slot, set off together at the booking's lock. */
const withDeskMove = (b: { bookingId: string; date: string }, customer: () => ReturnType<typeof call>) =>
  raceAtLock(t.h.db, bookingLock(b.bookingId), 2, () => [
    customer(),
    asManager('bookingMove', { bookingId: b.bookingId, ...ninety(b.date), expectedTotal: 1799 }),
  ]);
const moves = async (id: string) => (await historyOf(t.h.db, id)).filter((h) => / from .* to /.test(h.note));

describe('refused', () => {
  it('within the owner’s hours before the slot (24 by default, as they set them), once it began, unpaid or cancelled: 409 saying why', async () => {
    const soon = await booking({ daysAhead: 1 });
    const inWindow = await call('reschedule', { ...ninetyOf(soon), expectedTotal: 1799 });
    const sentence = 'A booking can be rescheduled here up to 24 hours before its slot. Please call us to change it now.';
    expect(inWindow).toMatchObject({ status: 409, body: { message: sentence } });
    expect((await call('rescheduleQuote', ninetyOf(soon))).body.message).toBe(sentence);
    await t.h.db.transaction((tx) => setRescheduleBeforeHours(tx, 12, owner.id, clock.now()));
    try {
      expect((await call('rescheduleQuote', ninetyOf(soon))).status).toBe(200);
    } finally {
      await t.h.db.transaction((tx) => setRescheduleBeforeHours(tx, 24, owner.id, clock.now()));
    }

    const begun = await booking();
    clock.set(new Date(istInstant(begun.date, AURORA.slot1.fromTime) + 60_000));
    try {
      const res = await call('reschedule', { ...ninetyOf(begun), expectedTotal: 1799 });
      expect(res).toMatchObject({ status: 409, body: { message: 'Your slot has begun, so this booking can no longer be changed here.' } });
    } finally {
      clock.set(START);
    }

    const unpaid = await booking({ pay: 'none' });
    expect((await call('reschedule', { ...ninetyOf(unpaid), expectedTotal: 1799 })).body.message).toBe(
      'This booking is not confirmed: it has not been paid.',
    );
    const cancelled = await booking();
    await asManager('bookingCancel', { cause: 'customer-asked', bookingId: cancelled.bookingId, amount: 750, reason: '' });
    expect(await call('reschedule', { ...velvetOf(cancelled), expectedTotal: 2799 })).toMatchObject({
      status: 409,
      body: { message: 'This booking is cancelled.' },
    });
    for (const b of [soon, begun, unpaid, cancelled]) expect((await stored(b.bookingId)).slot_id).toBe(AURORA.slot1.slotId);
    expect(await holdersOf(t.h.db, VELVET.id, VELVET.s2, cancelled.date)).toEqual([]);
  });

  it('another branch’s theatre, a slot that is not the theatre’s or not to be sold, and its own slot', async () => {
    const b = await booking();
    const other = await call('rescheduleQuote', { token: b.link, theatreId: NEBULA.id, slotId: NEBULA.s1, date: b.date });
    expect(other.status).toBe(400);
    expect(other.body.errors).toMatchObject([
      { field: 'theatreId', message: "theatreId must be a theatre of Aurora's branch: a booking moves within its branch" },
    ]);
    for (const [target, field] of [
      [{ theatreId: 'th-nowhere', slotId: VELVET.s2, date: b.date }, 'theatreId'],
      [{ theatreId: AURORA.id, slotId: VELVET.s2, date: b.date }, 'slotId'],
      [{ theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date: addDays(istToday(clock.now()), -1) }, 'date'],
      [{ theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date: '2099-01-01' }, 'date'],
    ] as const) {
      const res = await call('reschedule', { token: b.link, ...target, expectedTotal: 1799 });
      expect(res.status, JSON.stringify([target, res.body])).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
    const own = await call('reschedule', {
      token: b.link,
      theatreId: AURORA.id,
      slotId: AURORA.slot1.slotId,
      date: b.date,
      expectedTotal: 2148,
    });
    expect(own).toMatchObject({ status: 409, body: { message: ALREADY_THERE } });
    expect(await stored(b.bookingId)).toMatchObject({ slot_id: AURORA.slot1.slotId, total_price: 214_800 });
  });

  it('a total other than the one there now: 409 with the new one, and nothing moved, held or opened', async () => {
    const b = await booking();
    for (const [target, total, expected] of [
      [ninetyOf(b), 2148, 1799],
      [velvetOf(b), 2148, 2799],
    ] as const) {
      const res = await call('reschedule', { ...target, expectedTotal: total });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `The price there is now ₹${expected.toLocaleString('en-IN')}. Nothing was moved; please check it and confirm again.`,
      );
      expect(res.body.errors).toMatchObject([{ field: 'expectedTotal', expected }]);
    }
    expect((await stored(b.bookingId)).slot_id).toBe(AURORA.slot1.slotId);
    expect(await holdersOf(t.h.db, VELVET.id, VELVET.s2, b.date)).toEqual([]);
    expect(await paymentsFor(t.h.db, b.bookingId, 'move')).toEqual([]);
  });
});

describe('hostile input', () => {
  it('wrong types, impossible dates, NUL, huge and broken tokens: a 400 or 404 that says what, and nothing changes', async () => {
    const b = await booking();
    const ok = { ...velvetOf(b), expectedTotal: 2799 };
    for (const [change, field] of [
      [{ theatreId: 5 }, 'theatreId'],
      [{ theatreId: `${VELVET.id}\u0000` }, 'theatreId'],
      [{ theatreId: 'x'.repeat(5000) }, 'theatreId'],
      [{ slotId: '' }, 'slotId'],
      [{ slotId: null }, 'slotId'],
      [{ date: 'tomorrow' }, 'date'],
      [{ date: '2026-02-30' }, 'date'],
      [{ date: '0000-01-01' }, 'date'],
      [{ date: '2100-01-01' }, 'date'],
      [{ expectedTotal: '2799' }, 'expectedTotal'],
      [{ expectedTotal: -1 }, 'expectedTotal'],
      [{ expectedTotal: 2799.001 }, 'expectedTotal'],
      [{ token: 5 }, 'token'],
      [{ token: `${b.link}\u0000` }, 'token'],
      [{ token: 'A'.repeat(5000) }, 'token'],
      [{ token: undefined }, 'token'],
    ] as const) {
      // The quote takes no total.
      for (const name of field === 'expectedTotal' ? (['reschedule'] as const) : (['reschedule', 'rescheduleQuote'] as const)) {
        const res = await call(name, { ...ok, ...change });
        expect(res.status, JSON.stringify([name, change, res.body])).toBe(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    }
    for (const body of [[], 'velvet', null]) expect((await call('reschedule', body)).status).toBe(400);
    expect((await t.h.post(routes.reschedule.path, JSON.stringify({ ...ok, pad: 'x'.repeat(100_000) }))).status).toBe(413);
    // A token no booking has (well-formed, or one character changed) opens nothing, and says no more.
    const changed = `${b.link.slice(0, -1)}${b.link.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['A'.repeat(43), changed])
      expect(await call('reschedule', { ...ok, token })).toMatchObject({ status: 404, body: { message: NO_SUCH_BOOKING } });
    // An absurd total is a stale one, not a crash.
    expect(await call('reschedule', { ...ok, expectedTotal: 1e300 })).toMatchObject({
      status: 409,
      body: { errors: [{ expected: 2799 }] },
    });
    expect(await stored(b.bookingId)).toMatchObject({ slot_id: AURORA.slot1.slotId, total_price: 214_800 });
    expect(await paymentsFor(t.h.db, b.bookingId, 'move')).toEqual([]);
    expect(await holdersOf(t.h.db, VELVET.id, VELVET.s2, b.date)).toEqual([]);
  });

  it('the token decides the booking: another booking’s id in the body moves nothing of it', async () => {
    const mine = await booking({ daysAhead: 61 });
    const theirs = await booking({ daysAhead: 61, slot: AURORA_S2 });
    const res = await call('reschedule', { ...ninetyOf(mine), bookingId: theirs.bookingId, expectedTotal: 1799 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stored(mine.bookingId)).slot_id).toBe(AURORA.ninety.slotId);
    expect(await stored(theirs.bookingId)).toMatchObject({ slot_id: 'th-aurora-s2', total_price: 214_800 });
  });
});

describe('races', () => {
  /** Two customers' bookings of one day (Aurora's first and second slots) rescheduled to one slot at once, met at its lock: one wins. */
  async function twoCustomers(daysAhead: number, target: { theatreId: string; slotId: string }, expectedTotal: number) {
    const p = await booking({ daysAhead });
    const q = await booking({ daysAhead, slot: AURORA_S2, body: { userPhone: '9123456780' } });
    const slot = { ...target, date: p.date };
    const answers = await raceAtLock(
      t.h.db,
      (tx) => lockSlots(tx, [slot]),
      2,
      () => [p, q].map((b) => call('reschedule', { token: b.link, ...slot, expectedTotal })),
    );
    expect(statuses(answers), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409]);
    const [winner, loser] = answers[0].status === 200 ? [p, q] : [q, p];
    return { answers, winner, loser, date: p.date };
  }

  it('two customers for one dearer slot at once: one holds it and pays, the other is told it was taken', async () => {
    const { answers, winner, loser, date } = await twoCustomers(62, { theatreId: VELVET.id, slotId: VELVET.s2 }, 2799);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(TARGET_TAKEN);
    expect(await holdersOf(t.h.db, VELVET.id, VELVET.s2, date)).toEqual([`${winner.bookingId} held`]);
    expect(await paymentsFor(t.h.db, loser.bookingId, 'move')).toEqual([]);
    await pressOnPayPage(t.h, answers.find((a) => a.status === 200)!.body.redirectUrl, 'Pay');
    expect((await stored(winner.bookingId)).slot_id).toBe(VELVET.s2);
    expect((await stored(loser.bookingId)).theatre_id).toBe(AURORA.id);
  });

  it('two customers for one cheaper slot at once: one is moved, the other keeps its own slot', async () => {
    const { winner, loser, date } = await twoCustomers(63, { theatreId: AURORA.id, slotId: AURORA.ninety.slotId }, 1799);
    expect(await holdersOf(t.h.db, AURORA.id, AURORA.ninety.slotId, date)).toEqual([`${winner.bookingId} confirmed`]);
    const kept = await stored(loser.bookingId);
    expect(await holdersOf(t.h.db, AURORA.id, kept.slot_id, date)).toEqual([`${loser.bookingId} confirmed`]);
  });

  it('the customer and the desk moving one booking to one slot at once: it is moved once', async () => {
    const b = await booking();
    const [customer, staffMove] = await withDeskMove(b, () => call('reschedule', { ...ninetyOf(b), expectedTotal: 1799 }));
    const both = [customer.status, staffMove.status];
    // Whoever comes second finds the booking there already: the customer is told so (409), the desk that it is its own slot (400).
    expect(
      [
        [200, 400],
        [409, 200],
      ],
      JSON.stringify([customer.body, staffMove.body]),
    ).toContainEqual(both);
    if (customer.status === 409) expect(customer.body.message).toBe(ALREADY_THERE);
    expect(await moves(b.bookingId)).toHaveLength(1);
    expect(await holdersOf(t.h.db, AURORA.id, AURORA.ninety.slotId, b.date)).toEqual([`${b.bookingId} confirmed`]);
    expect(await holdersOf(t.h.db, AURORA.id, AURORA.slot1.slotId, b.date)).toEqual([]);
  });

  it('the customer’s dearer reschedule and the desk’s move of the booking at once, then paid: one move stands, the money adds up', async () => {
    const b = await booking();
    const [customer, staffMove] = await withDeskMove(b, () => call('reschedule', { ...velvetOf(b), expectedTotal: 2799 }));
    expect([customer.status, staffMove.status], JSON.stringify([customer.body, staffMove.body])).toEqual([200, 200]);
    await pressOnPayPage(t.h, customer.body.redirectUrl, 'Pay');
    const after = await stored(b.bookingId);
    const [move] = await paymentsFor(t.h.db, b.bookingId, 'move');
    if (move.status === 'paid') {
      // The desk moved it first; the customer then paid the difference from there: moved again, to their slot.
      expect(after).toMatchObject({ slot_id: VELVET.s2, total_price: 279_900, amount_paid: 75_000 + move.amount });
      expect(await moves(b.bookingId)).toHaveLength(2);
    } else {
      // The customer's payment was opened first; the desk's move then gave it up, and paying it refunds it.
      expect(move.status).toBe('refunded');
      expect(after).toMatchObject({ slot_id: AURORA.ninety.slotId, total_price: 179_900, amount_paid: 75_000 });
      expect(await moves(b.bookingId)).toHaveLength(1);
    }
    expect(await holdersOf(t.h.db, after.theatre_id, after.slot_id, b.date)).toEqual([`${b.bookingId} confirmed`]);
    const held = await t.h.db.query(`select 1 from slot_holds where booking_id = $1 and status in ('held', 'confirmed')`, [b.bookingId]);
    expect(held).toHaveLength(1);
  });
});
