import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { addBookingBody, auth, createBooking, detailsAgain, newToken, testClock } from './bookingFixtures.ts';
import { sessionsWaitingOnLocks } from './harness.ts';
import { openPaymentHarness, pressOnPayPage, readBooking, startPayment } from './paymentFixtures.ts';

/**
 * A coupon's days (valid from, valid to: India's calendar, both days included) and its most uses,
 * as editors set them: the coupon check refuses a coupon outside them saying why, and a booking
 * cannot take it as a new coupon; a booking that has it already keeps it. Two bookings racing for
 * its last use cannot both have it.
 */

// 10:30 in India on Sunday 22 Nov 2026.
const START = new Date('2026-11-22T05:00:00Z');
const clock = testClock(START);
let t: Awaited<ReturnType<typeof openPaymentHarness>>;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
});
afterAll(() => t.h.close());
// Each test starts on the same morning; its bookings are each on a day of their own.
beforeEach(() => {
  clock.set(START);
});

let day = 2;
const nextDate = () => addDays(istToday(START), day++);

/** ₹300 off any booking (no minimum), with the limits given; answers its id. */
async function addCoupon(
  code: string,
  limits: { validFrom?: string | null; validTo?: string | null; maxUses?: number | null } = {},
): Promise<string> {
  const id = `cpn-test-${code.toLowerCase()}`;
  await t.h.db.query(
    `insert into coupons (id, code, kind, value, plan_type, min_amount, max_discount, active, valid_from, valid_to, max_uses)
     values ($1, $2, 'Fixed', 30000, null, 0, null, true, $3, $4, $5)`,
    [id, code, limits.validFrom ?? null, limits.validTo ?? null, limits.maxUses ?? null],
  );
  return id;
}

const setLimits = (id: string, column: 'valid_from' | 'valid_to' | 'max_uses', value: string | number | null) =>
  t.h.db.query(`update coupons set ${column} = $2 where id = $1`, [id, value]);

/** The coupon check on the basic booking's sub total (₹2,148). */
const check = (code: string, amount = 2148) => t.h.post('web/checkcoupon', { couponId: code, amount, type: 'normal' });

/** A new basic booking on a day of its own with the coupon: the answer as it is. */
async function book(code: string, token?: string) {
  return t.h.post('booking/new/addbooking', addBookingBody(nextDate(), { couponId: code }), auth(token ?? (await newToken(t.h))));
}

const bookingsWith = async (couponId: string) =>
  (await t.h.db.query<{ n: number }>('select count(*)::int as n from bookings where coupon_id = $1', [couponId]))[0].n;

describe('the coupon check, by the day in India', () => {
  it('refuses a coupon before its first day, saying the day, and takes it on that day', async () => {
    const id = await addCoupon('SOON300', { validFrom: '2026-11-23' });
    const early = await check('soon300');
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      success: false,
      message: 'The coupon code SOON300 is not valid yet: it can be used from 23 Nov 2026.',
    });

    await setLimits(id, 'valid_from', '2026-11-22');
    const onTheDay = await check('SOON300');
    expect(onTheDay.status, JSON.stringify(onTheDay.body)).toBe(200);
    expect(onTheDay.body).toMatchObject({ discount: 300, coupon_Id: id, message: 'Coupon SOON300 applied: ₹300 off.' });
  });

  it('refuses a coupon after its last day, saying the day, and takes it on that day', async () => {
    const id = await addCoupon('PAST300', { validTo: '2026-11-21' });
    const late = await check('PAST300');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The coupon code PAST300 expired on 21 Nov 2026.');

    await setLimits(id, 'valid_to', '2026-11-22');
    expect((await check('PAST300')).body).toMatchObject({ discount: 300, coupon_Id: id });
  });

  it('takes a one-day coupon on its day only', async () => {
    const id = await addCoupon('ONEDAY', { validFrom: '2026-11-22', validTo: '2026-11-22' });
    expect((await check('ONEDAY')).status).toBe(200);
    await t.h.db.query("update coupons set valid_from = '2026-11-23', valid_to = '2026-11-23' where id = $1", [id]);
    expect((await check('ONEDAY')).body.message).toBe('The coupon code ONEDAY is not valid yet: it can be used from 23 Nov 2026.');
  });

  it('ends a coupon at midnight in India, while it is still its last day in UTC', async () => {
    await addCoupon('UNTIL22', { validTo: '2026-11-22' });
    // 23:59:59 in India on the 22nd.
    clock.set(new Date('2026-11-22T18:29:59Z'));
    expect((await check('UNTIL22')).status).toBe(200);
    // Midnight starting the 23rd in India; 18:30 on the 22nd in UTC.
    clock.set(new Date('2026-11-22T18:30:00Z'));
    const after = await check('UNTIL22');
    expect(after.status).toBe(400);
    expect(after.body.message).toBe('The coupon code UNTIL22 expired on 22 Nov 2026.');
  });

  it('still refuses a switched-off coupon as not valid, whatever its days', async () => {
    const id = await addCoupon('OFF300', { validFrom: '2026-11-01', validTo: '2026-12-31' });
    await t.h.db.query('update coupons set active = false where id = $1', [id]);
    expect((await check('OFF300')).body.message).toBe('The coupon code OFF300 is not valid.');
  });

  it('keeps the seeded coupons without limits working, and the seeded season offer waits for its first day', async () => {
    const seeded = await t.h.db.query<{ code: string; valid_from: string | null; valid_to: string | null; max_uses: number | null }>(
      "select code, valid_from::text, valid_to::text, max_uses from coupons where id like 'cpn-%' and id not like 'cpn-test-%' order by code",
    );
    expect(seeded.filter((c) => c.valid_from === null && c.valid_to === null && c.max_uses === null).map((c) => c.code)).toEqual([
      'CELEBRATE10',
      'DIWALI25',
      'FLAT400BASIC',
      'FLAT700COMBO',
    ]);
    expect((await check('FLAT400BASIC', 2500)).body).toMatchObject({ discount: 400 });
    expect((await check('NEWYEAR500', 3000)).body.message).toBe(
      'The coupon code NEWYEAR500 is not valid yet: it can be used from 20 Dec 2026.',
    );
  });
});

describe('the coupon table', () => {
  it('refuses a last day before the first day, and a most uses below one', async () => {
    const id = await addCoupon('TABLE1');
    await expect(t.h.db.query("update coupons set valid_from = '2026-12-31', valid_to = '2026-12-01' where id = $1", [id])).rejects.toThrow(
      /coupons_valid_dates/,
    );
    for (const uses of [0, -1]) await expect(setLimits(id, 'max_uses', uses)).rejects.toThrow(/check constraint/);
    await t.h.db.query("update coupons set valid_from = '2026-12-01', valid_to = '2026-12-01', max_uses = 1 where id = $1", [id]);
  });
});

describe('a booking naming a coupon outside its days', () => {
  it('is refused like a switched-off coupon, naming couponId and why, and nothing is booked', async () => {
    const soon = await addCoupon('SOONBOOK', { validFrom: '2026-11-23' });
    const past = await addCoupon('PASTBOOK', { validTo: '2026-11-21' });
    const early = await book('soonbook');
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([
      { field: 'couponId', message: 'couponId SOONBOOK is not valid yet: it can be used from 23 Nov 2026' },
    ]);
    const late = await book('cpn-test-pastbook');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('couponId PASTBOOK expired on 21 Nov 2026');
    expect(await bookingsWith(soon)).toBe(0);
    expect(await bookingsWith(past)).toBe(0);
  });

  it('cannot put it on a booking made without it, at checkout or with the payment request', async () => {
    await addCoupon('LATEADD', { validTo: '2026-11-21' });
    const token = await newToken(t.h);
    const bookingId = await createBooking(t.h, token, addBookingBody(nextDate()));
    const b = await readBooking(t.h, token, bookingId);
    const details = await t.h.post('booking/new/addbooking', detailsAgain(b, { subTotal: 2148, couponId: 'LATEADD' }), auth(token));
    expect(details.status).toBe(400);
    expect(details.body.message).toBe('couponId LATEADD expired on 21 Nov 2026');
    const pay = await t.h.post(
      'booking/new/updatebookingforPayment',
      { bookingId, totalPrice: 1848, subTotal: 2148, advancePayment: 750, couponId: 'LATEADD', couponAmount: 300 },
      auth(token),
    );
    expect(pay.status).toBe(400);
    expect(pay.body.message).toBe('couponId LATEADD expired on 21 Nov 2026');
    expect(await readBooking(t.h, token, bookingId)).toMatchObject({ couponId: '', couponAmount: 0, totalPrice: 2148 });
  });
});

describe('a booking that has a coupon whose last day has passed', () => {
  it('keeps it when changed the next day, sent again or not, and pays with it; a new booking cannot take it', async () => {
    const id = await addCoupon('ENDSTODAY', { validTo: '2026-11-22' });
    // 23:30 in India on its last day.
    clock.set(new Date('2026-11-22T18:00:00Z'));
    const token = await newToken(t.h);
    const made = await book('ENDSTODAY', token);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.amounts).toMatchObject({ couponId: id, couponAmount: 300, totalPrice: 1848 });
    const bookingId = made.body.bookingId;

    // 00:01 in India on the 23rd: the coupon's last day is over (and the booking's hold too).
    clock.set(new Date('2026-11-22T18:31:00Z'));
    expect((await check('ENDSTODAY')).body.message).toBe('The coupon code ENDSTODAY expired on 22 Nov 2026.');
    const occasion = await t.h.post(
      'booking/new/updateocasion',
      { bookingId, occasionId: 'occ-birthday', personName: 'Ravi' },
      auth(token),
    );
    expect(occasion.status, JSON.stringify(occasion.body)).toBe(200);
    expect(occasion.body.amounts).toMatchObject({ occasionPrice: 299, subTotal: 2447, couponId: id, couponAmount: 300, totalPrice: 2147 });
    // The checkout sends the coupon it has again.
    const again = await t.h.post(
      'booking/new/addbooking',
      detailsAgain(await readBooking(t.h, token, bookingId), { subTotal: 2447, couponId: 'ENDSTODAY' }),
      auth(token),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.amounts).toMatchObject({ couponAmount: 300, totalPrice: 2147 });
    // The payment request sends the coupon's id again.
    const pay = await startPayment(t.h, token, bookingId);
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body.amounts).toMatchObject({ couponId: id, couponAmount: 300, totalPrice: 2147 });
    await pressOnPayPage(t.h, pay.url, 'Pay');
    expect(await readBooking(t.h, token, bookingId)).toMatchObject({ status: 'booking-confirmed', couponAmount: 300 });

    const fresh = await book('ENDSTODAY');
    expect(fresh.status).toBe(400);
    expect(fresh.body.message).toBe('couponId ENDSTODAY expired on 22 Nov 2026');
  });
});

describe('the most uses of a coupon', () => {
  it('counts bookings being made and paid; once they reach it, the check and a new booking are refused', async () => {
    const id = await addCoupon('TWICE', { maxUses: 2 });
    const a = await newToken(t.h);
    const first = await book('TWICE', a);
    expect(first.body.amounts).toMatchObject({ couponId: id, couponAmount: 300 });
    expect((await check('TWICE')).status).toBe(200);
    const second = await book('TWICE');
    expect(second.body.amounts).toMatchObject({ couponId: id, couponAmount: 300 });

    const used = await check('TWICE');
    expect(used.status).toBe(400);
    expect(used.body.message).toBe('The coupon code TWICE has been used as many times as it can be.');
    const third = await book('twice');
    expect(third.status).toBe(400);
    expect(third.body.errors).toEqual([{ field: 'couponId', message: 'couponId TWICE has been used as many times as it can be' }]);
    expect(await bookingsWith(id)).toBe(2);

    // The first is paid: its use stays. The second's hold runs out: its use is given back.
    const pay = await startPayment(t.h, a, first.body.bookingId);
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    await pressOnPayPage(t.h, pay.url, 'Pay');
    expect((await readBooking(t.h, a, first.body.bookingId)).status).toBe('booking-confirmed');
    clock.advance(16 * 60_000);
    expect((await check('TWICE')).status).toBe(200);
    const again = await book('TWICE');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.amounts.couponAmount).toBe(300);
    expect((await check('TWICE')).body.message).toBe('The coupon code TWICE has been used as many times as it can be.');
  });

  it('gives a use back when the payment fails', async () => {
    const id = await addCoupon('ONCEFAIL', { maxUses: 1 });
    const token = await newToken(t.h);
    const made = await book('ONCEFAIL', token);
    expect(made.body.amounts).toMatchObject({ couponId: id, couponAmount: 300 });
    expect((await check('ONCEFAIL')).status).toBe(400);
    const pay = await startPayment(t.h, token, made.body.bookingId);
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    await pressOnPayPage(t.h, pay.url, 'Decline');
    expect((await readBooking(t.h, token, made.body.bookingId)).status).toBe('payment-failed');
    expect((await check('ONCEFAIL')).status).toBe(200);
  });

  it('does not count a booking against itself: the booking with the last use keeps it when changed and paid', async () => {
    const id = await addCoupon('LASTONE', { maxUses: 1 });
    const token = await newToken(t.h);
    const made = await book('LASTONE', token);
    const bookingId = made.body.bookingId;
    expect(made.body.amounts).toMatchObject({ couponId: id, couponAmount: 300 });
    expect((await book('LASTONE')).status).toBe(400);

    const occasion = await t.h.post(
      'booking/new/updateocasion',
      { bookingId, occasionId: 'occ-birthday', personName: 'Ravi' },
      auth(token),
    );
    expect(occasion.body.amounts).toMatchObject({ couponId: id, couponAmount: 300, totalPrice: 2147 });
    const again = await t.h.post(
      'booking/new/addbooking',
      detailsAgain(await readBooking(t.h, token, bookingId), { noOfPersons: 3, subTotal: 2746, couponId: 'LASTONE' }),
      auth(token),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.amounts).toMatchObject({ subTotal: 2746, couponAmount: 300, totalPrice: 2446 });
    const pay = await startPayment(t.h, token, bookingId);
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body.amounts).toMatchObject({ couponId: id, couponAmount: 300, totalPrice: 2446 });
    await pressOnPayPage(t.h, pay.url, 'Pay');
    expect(await readBooking(t.h, token, bookingId)).toMatchObject({ status: 'booking-confirmed', couponAmount: 300 });
    expect((await check('LASTONE')).status).toBe(400);
  });

  it('lets a booking swap its coupon for one with a use left, and not for one used up', async () => {
    await addCoupon('FULLUP', { maxUses: 1 });
    const spare = await addCoupon('SPARE', { maxUses: 1 });
    expect((await book('FULLUP')).status).toBe(200);
    const token = await newToken(t.h);
    const bookingId = await createBooking(t.h, token, addBookingBody(nextDate()));
    const b = await readBooking(t.h, token, bookingId);
    const full = await t.h.post('booking/new/addbooking', detailsAgain(b, { subTotal: 2148, couponId: 'FULLUP' }), auth(token));
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('couponId FULLUP has been used as many times as it can be');
    const swapped = await t.h.post('booking/new/addbooking', detailsAgain(b, { subTotal: 2148, couponId: 'SPARE' }), auth(token));
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(swapped.body.amounts).toMatchObject({ couponId: spare, couponAmount: 300 });
    expect((await check('SPARE')).status).toBe(400);
  });
});

/** Aurora's three full slots of a day (₹2,148 each): customers racing for a coupon do not race for a slot. */
const FULL_SLOTS = [
  { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' },
  { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' },
  { slotId: 'th-aurora-s3', fromTime: '16:00', toTime: '19:00' },
];

describe('customers racing for the last use', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])(
    'round %i: of three at once exactly one booking has the coupon; the others are refused as used up, and not booked',
    async (round) => {
      const code = `RACE${round}`;
      const id = await addCoupon(code, { maxUses: 1 });
      const tokens = await Promise.all(FULL_SLOTS.map(() => newToken(t.h)));
      const date = nextDate();
      const answers = await Promise.all(
        tokens.map((token, i) =>
          t.h.post('booking/new/addbooking', addBookingBody(date, { time: FULL_SLOTS[i], couponId: code }), auth(token)),
        ),
      );
      expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body))).toEqual([200, 400, 400]);
      const won = answers.find((r) => r.status === 200)!;
      expect(won.body.amounts).toMatchObject({ couponId: id, couponAmount: 300, totalPrice: 1848 });
      for (const lost of answers.filter((r) => r.status === 400))
        expect(lost.body.errors).toEqual([{ field: 'couponId', message: `couponId ${code} has been used as many times as it can be` }]);
      // The losers' bookings went with their transactions: one booking that day, the winner's.
      const made = await t.h.db.query<{ id: string; coupon_id: string | null; coupon_amount: number }>(
        'select id, coupon_id, coupon_amount from bookings where slot_date = $1',
        [date],
      );
      expect(made).toEqual([{ id: won.body.bookingId, coupon_id: id, coupon_amount: 30_000 }]);
    },
  );

  it('takes its last use one booking at a time when the bookings set off together', async () => {
    const id = await addCoupon('RACELOCKED', { maxUses: 1 });
    const tokens = await Promise.all(FULL_SLOTS.map(() => newToken(t.h)));
    const date = nextDate();
    // The coupon's row is locked meanwhile (an editor saving it): the bookings wait for it and then go
    // on together, when each would count no use of the other but for the coupon's lock.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const locked = t.h.db.transaction(async (tx) => {
      await tx.query('select id from coupons where id = $1 for update', [id]);
      await released;
    });
    const answers = Promise.all(
      tokens.map((token, i) =>
        t.h.post('booking/new/addbooking', addBookingBody(date, { time: FULL_SLOTS[i], couponId: 'RACELOCKED' }), auth(token)),
      ),
    );
    await sessionsWaitingOnLocks(t.h.db, FULL_SLOTS.length);
    release();
    await locked;
    const statuses = (await answers).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400]);
    expect(await bookingsWith(id)).toBe(1);
  });

  it('lets both book when two uses are left', async () => {
    const id = await addCoupon('RACEWIDE', { maxUses: 2 });
    const answers = await Promise.all([book('RACEWIDE'), book('RACEWIDE')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await bookingsWith(id)).toBe(2);
  });
});

describe('hostile coupon codes', () => {
  it('refuses a huge code and one with NUL as the field, and finds nothing by quotes or wildcards', async () => {
    await addCoupon('WILD300');
    for (const couponId of ['W'.repeat(60_000), 'WILD300\u0000', 'WILD\ud800300']) {
      const res = await check(couponId);
      expect(res.status).toBe(400);
      expect(res.body.errors?.map((e: { field: string }) => e.field)).toEqual(['couponId']);
      const booked = await book(couponId);
      expect(booked.status).toBe(400);
      expect(booked.body.errors?.map((e: { field: string }) => e.field)).toEqual(['couponId']);
    }
    for (const couponId of ["' OR '1'='1", 'WILD%', 'WILD___', "WILD300' --", '%']) {
      const res = await check(couponId);
      expect(res.status, couponId).toBe(400);
      expect(res.body.message).toBe(`The coupon code ${couponId.toUpperCase()} is not valid.`);
    }
    // The real code, typed with spaces around it, is found.
    expect((await check('  wild300 ')).status).toBe(200);
  });

  it('is not a way around the limit: the id or the code in another case is the same coupon', async () => {
    const id = await addCoupon('SAMEONE', { maxUses: 1 });
    expect((await book('sameone')).status).toBe(200);
    for (const ref of ['SAMEONE', 'SameOne', id, ` ${id} `]) {
      const res = await book(ref);
      expect(res.status, ref).toBe(400);
      expect(res.body.message).toBe('couponId SAMEONE has been used as many times as it can be');
    }
    expect(await bookingsWith(id)).toBe(1);
  });
});
