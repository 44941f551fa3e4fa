import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '../../src/lib/booking/horizon.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { AURORA, testClock } from './bookingFixtures.ts';
import { linkToken, myCall } from './myBookingFixtures.ts';
import { openPaymentHarness, paidBooking, type PaymentHarness } from './paymentFixtures.ts';

/**
 * Reschedule's slots on /my-booking: the theatres of the booking's own branch only, each slot free
 * or not as the site would sell it now, the booking's own marked; a day the site does not sell is a
 * field error, never a 500.
 */

/** 10:30 in India on a Sunday. */
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let t: PaymentHarness;
let token: string;
let date: string;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  date = addDays(istToday(clock.now()), 5);
  token = await linkToken(t.h.db, (await paidBooking(t, date)).bookingId);
  // Someone else bought Aurora's evening 90 minutes that day.
  await paidBooking(t, date, { slot: AURORA.ninety, body: { userPhone: '9123456780' } });
});
afterAll(() => t.h.close());

const slotsOn = (day: unknown) => myCall(t.h, 'myBookingSlots', { token, date: day });
type Theatre = { id: string; name: string; slots: { slotId: string; free: boolean; current: boolean }[] };

describe('the branch’s slots on a day', () => {
  it('are its own branch’s theatres, each slot free or not, its own current', async () => {
    const res = await slotsOn(date);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.date).toBe(date);
    const branch = await t.h.post('web/getalltheatres/forweb', { slotDate: date, locationId: 'loc-jubilee-hills' });
    const theatres: Theatre[] = res.body.theatres;
    expect(theatres.map((th) => th.id)).toEqual(branch.body.theatres.map((th: { _id: string }) => th._id));
    expect(theatres.map((th) => th.id)).toContain(AURORA.id);
    const everyBranch = await t.h.post('web/getalltheatres/forweb', { slotDate: date });
    expect(everyBranch.body.theatres.length).toBeGreaterThan(theatres.length);

    const aurora = Object.fromEntries(theatres.find((th) => th.id === AURORA.id)!.slots.map((s) => [s.slotId, s]));
    expect(aurora[AURORA.slot1.slotId]).toMatchObject({ current: true, free: false, fromTime: '09:00', toTime: '12:00' });
    expect(aurora[AURORA.ninety.slotId]).toMatchObject({ current: false, free: false });
    expect(aurora['th-aurora-s2']).toMatchObject({ current: false, free: true });
    expect(theatres.flatMap((th) => th.slots).filter((s) => s.current)).toHaveLength(1);

    // Today: nothing is the booking's, and at 11:55 the 09:00 to 12:00 slot is about to end, so it is not sold.
    const auroraToday = async () =>
      Object.fromEntries(
        ((await slotsOn(istToday(clock.now()))).body.theatres as Theatre[])
          .find((th) => th.id === AURORA.id)!
          .slots.map((s) => [s.slotId, s]),
      );
    expect(await auroraToday()).toMatchObject({ [AURORA.slot1.slotId]: { free: true, current: false } });
    clock.advance(85 * 60_000);
    try {
      expect(await auroraToday()).toMatchObject({ [AURORA.slot1.slotId]: { free: false }, [AURORA.ninety.slotId]: { free: true } });
    } finally {
      clock.advance(-85 * 60_000);
    }
  });

  it('refuse a day in the past or beyond the booking horizon, and anything not a date, at the field', async () => {
    const today = istToday(clock.now());
    const past = await slotsOn(addDays(today, -1));
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ field: 'date', message: 'date is in the past: a booking moves to today or later' }]);
    const far = await slotsOn(addDays(today, DEFAULT_BOOKING_HORIZON_DAYS + 1));
    expect(far.status).toBe(400);
    expect(far.body.errors[0].field).toBe('date');
    expect((await slotsOn(addDays(today, DEFAULT_BOOKING_HORIZON_DAYS))).status).toBe(200);
    for (const day of ['2026-02-30', '2026-12-1', 'tomorrow', `${date}\u0000`, 'x'.repeat(10_000), '0000-01-01', 20261201, null, [date]]) {
      const res = await slotsOn(day);
      expect(res.status, JSON.stringify(day).slice(0, 30)).toBe(400);
      expect(new Set(res.body.errors.map((e: { field: string }) => e.field))).toEqual(new Set(['date']));
    }
  });
});
