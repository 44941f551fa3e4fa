import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { PLAN_OFFERS } from '../../src/lib/booking/planOffers.ts';
import { addBookingBody, AURORA, auth, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { phoneCaller, phoneChoices } from './phoneChoices.ts';
import { openHarness, type Harness } from './harness.ts';
import { readBooking } from './paymentFixtures.ts';

/**
 * A phone booking's price before it is held, and the offers a web customer gets: the same coupon
 * rules and words, the plan's own offer, the combo plans, priced to the rupee as the site's calls
 * price the same choices; the hold charges the total the form showed, or says the new one.
 */

/** 10:30 in India. */
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let h: Harness;
let desk: App;
const staff = {} as Record<'front' | 'front2' | 'editor', TestStaff>;

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
  desk = deskApp(h.db, { now: clock.now });
  staff.front = await addTestStaff(h.db, 'front-desk', { name: 'Farid Front' });
  staff.front2 = await addTestStaff(h.db, 'front-desk', { name: 'Fatima Front' });
  staff.editor = await addTestStaff(h.db, 'editor', { name: 'Esha Editor' });
});
afterAll(() => h?.close());

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown) {
  return deskCall(desk, name, input, { cookie: await sessionCookie(h.db, staff[who].id, clock.now()) });
}

let day = 3;
const nextDay = () => addDays(istToday(clock.now()), day++);

const choices = phoneChoices;
const caller = phoneCaller;

const ok = async (token: string, path: string, body: object) => {
  const res = await h.post(path, body, auth(token));
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

/** The same basic booking made through the site's own calls, step by step: its amounts as the site answers them. */
async function onTheSite(date: string, couponId: string, persons = 3, extras = true) {
  const token = await newToken(h);
  const id = await createBooking(h, token, addBookingBody(date, { noOfPersons: persons, subTotal: undefined, couponId }));
  await ok(token, 'booking/new/updateocasion', { bookingId: id, occasionId: 'occ-birthday', personName: 'Meera' });
  if (extras) {
    const cake = { _id: 'cake-egg-red-velvet', name: 'Red Velvet', type: 'cake', cakeType: 'egg', price: 1398, quantity: '1' };
    await ok(token, 'booking/new/updatecakes', { bookingId: id, products: [cake] });
    const addon = { _id: 'addon-led-name-letters', name: 'LED Name Letters', type: 'other', price: 499, quantity: 1 };
    const addons = JSON.stringify([{ id: addon._id, price: addon.price, name: addon.name }]);
    await ok(token, 'booking/new/updateaddons', { bookingId: id, products: [addon], addons });
  }
  return readBooking(h, token, id);
}

const bookingCount = async () => (await h.db.query<{ n: number }>('select count(*)::int as n from bookings'))[0].n;

describe("a phone booking's total before the slot is held", () => {
  it("is the site's, to the rupee, with the basic plan's offer on as the site puts it on, and the hold charges it", async () => {
    const date = nextDay();
    const quote = await as('front', 'phoneQuote', choices(date));
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const site = await onTheSite(nextDay(), PLAN_OFFERS.normal);
    // Aurora ₹2,148, one extra person ₹299, Birthday ₹299, Red Velvet 1 kg ₹1,398, LED letters ₹499, less ₹400.
    expect(site.totalPrice).toBe(4643 - 400);
    expect(quote.body).toMatchObject({
      subTotal: site.subTotal,
      couponCode: 'FLAT400BASIC',
      couponAmount: site.couponAmount,
      totalPrice: site.totalPrice,
      advance: site.advancePayment,
      couponNote: '',
    });
    expect(quote.body.lines).toEqual([
      { label: 'Theatre: Aurora', amount: 2148 },
      { label: 'Extra persons: 1', amount: 299 },
      { label: 'Occasion: Birthday', amount: 299 },
      { label: 'Cake: Red Velvet (1 kg)', amount: 1398 },
      { label: 'Add-on: LED Name Letters', amount: 499 },
      { label: 'Coupon FLAT400BASIC', amount: -400 },
    ]);
    // The lines add up to the total.
    expect(quote.body.lines.reduce((a: number, l: { amount: number }) => a + l.amount, 0)).toBe(quote.body.totalPrice);

    const held = await as('front', 'phoneBooking', { ...choices(date), ...caller, totalPrice: site.totalPrice });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.totalPrice).toBe(site.totalPrice);
  });

  it('takes a coupon the caller gives as the site takes it (CELEBRATE10, capped), and with fewer persons and no cake too', async () => {
    for (const [persons, o] of [
      [3, {}],
      [2, { cakes: [], addons: [] }],
    ] as const) {
      const quote = await as('front', 'phoneQuote', choices(nextDay(), { couponId: 'celebrate10', noOfPersons: persons, ...o }));
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const site = await onTheSite(nextDay(), 'celebrate10', persons, persons === 3);
      expect(site.couponAmount).toBeGreaterThan(0);
      expect(quote.body).toMatchObject({
        couponCode: 'CELEBRATE10',
        subTotal: site.subTotal,
        couponAmount: site.couponAmount,
        totalPrice: site.totalPrice,
        advance: site.advancePayment,
      });
    }
  });

  it('says why a coupon takes nothing off below its minimum, as the site charges it then', async () => {
    // CELEBRATE10 takes off from ₹2,000: Aurora's 90 minutes for two, nothing else, is ₹1,799.
    const plain = { time: AURORA.ninety, noOfPersons: 2, occasionId: '', cakes: [], addons: [] };
    const quote = await as('front', 'phoneQuote', choices(nextDay(), { ...plain, couponId: 'CELEBRATE10' }));
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const token = await newToken(h);
    const body = addBookingBody(nextDay(), { time: AURORA.ninety, subTotal: undefined, couponId: 'CELEBRATE10' });
    const site = await readBooking(h, token, await createBooking(h, token, body));
    expect(site.totalPrice).toBe(1799);
    expect(quote.body).toMatchObject({ couponCode: 'CELEBRATE10', couponAmount: 0, totalPrice: site.totalPrice });
    expect(quote.body.couponNote).toBe('CELEBRATE10 takes off from a sub total of ₹2,000.');
  });

  it("refuses a coupon in the site's own words: unknown, for the other plan, switched off, not yet, expired", async () => {
    await h.db.query(`update coupons set valid_to = '2026-11-01' where code = 'CELEBRATE10'`);
    try {
      for (const code of ['NOPE', 'FLAT700COMBO', 'DIWALI25', 'NEWYEAR500', 'CELEBRATE10']) {
        const site = await h.post(
          'booking/new/addbooking',
          addBookingBody(nextDay(), { couponId: code, subTotal: undefined }),
          auth(await newToken(h)),
        );
        expect(site.status).toBe(400);
        const phone = await as('front', 'phoneQuote', choices(nextDay(), { couponId: code }));
        expect(phone.status).toBe(400);
        expect(phone.body.errors, code).toEqual(site.body.errors);
        const before = await bookingCount();
        const hold = await as('front', 'phoneBooking', { ...choices(nextDay(), { couponId: code }), ...caller });
        expect(hold.status).toBe(400);
        expect(hold.body.errors).toEqual(site.body.errors);
        expect(await bookingCount()).toBe(before);
      }
      expect((await as('front', 'phoneQuote', choices(nextDay(), { couponId: 'CELEBRATE10' }))).body.errors[0].message).toBe(
        'couponId CELEBRATE10 expired on 1 Nov 2026',
      );
    } finally {
      await h.db.query(`update coupons set valid_to = null where code = 'CELEBRATE10'`);
    }
  });
});

describe('combo plans by phone', () => {
  it("are the site's plans for the theatre and occasion, priced as the site's calls price the package (FLAT700COMBO on)", async () => {
    const plans = await as('front', 'phonePlans', { theatreId: AURORA.id, occasionId: 'occ-anniversary' });
    expect(plans.status, JSON.stringify(plans.body)).toBe(200);
    const site = await h.post('web/getoccasionbyid', { occasionId: 'occ-anniversary', theatreId: AURORA.id });
    expect(plans.body.plans.map((p: { _id: string }) => p._id)).toEqual(site.body.plans.map((p: { _id: string }) => p._id));
    const standard = plans.body.plans.find((p: { name: string }) => p.name === 'Standard');
    expect(standard).toMatchObject(site.body.plans.find((p: { name: string }) => p.name === 'Standard'));
    expect(standard.cake).not.toBeNull();
    expect(standard.flavours).toContain('Pineapple');

    const combo = {
      type: 'combo',
      occasionId: 'occ-anniversary',
      planId: standard._id,
      planCakeId: standard.cake._id,
      flavour: 'pineapple',
      cakes: [],
      addons: [],
    };
    const quote = await as('front', 'phoneQuote', choices(nextDay(), combo));
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);

    const token = await newToken(h);
    const { subTotal: _, ...body } = addBookingBody(nextDay(), { type: 'combo', noOfPersons: 3, couponId: PLAN_OFFERS.combo });
    const made = await ok(token, 'booking/new/addbooking', body);
    await ok(token, 'booking/new/updateocasion', { bookingId: made.bookingId, occasionId: 'occ-anniversary', personName: 'Meera' });
    const site2 = await ok(token, 'booking/new/updatecombo', {
      bookingId: made.bookingId,
      planId: standard._id,
      productId: standard.cake._id,
      flavour: 'Pineapple',
    });
    expect(site2.amounts.totalPrice).toBe(3749);
    expect(quote.body).toMatchObject({
      subTotal: site2.amounts.subTotal,
      couponCode: 'FLAT700COMBO',
      couponAmount: site2.amounts.couponAmount,
      totalPrice: site2.amounts.totalPrice,
      advance: site2.amounts.advancePayment,
    });
    expect(quote.body.lines[0]).toEqual({ label: 'Plan: Standard, cake: Pineapple', amount: site2.amounts.planOfferPrice });

    const held = await as('front', 'phoneBooking', { ...choices(nextDay(), combo), ...caller, totalPrice: 3749 });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const page = await as('front', 'bookingPage', { bookingId: held.body.bookingId });
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body.booking)).toContain('Standard');
  });

  it("refuse a plan of another theatre or occasion, a cake not the plan's, a flavour it cannot be, a basic booking's plan; the hold needs the whole package", async () => {
    const plans = (await as('front', 'phonePlans', { theatreId: AURORA.id, occasionId: 'occ-anniversary' })).body.plans;
    const p = plans[0];
    const other = (await as('front', 'phonePlans', { theatreId: 'th-nebula', occasionId: 'occ-anniversary' })).body.plans[0];
    const combo = { type: 'combo', occasionId: 'occ-anniversary', planId: p._id, planCakeId: p.cake._id, flavour: p.flavours[0] };
    const cases: [object, string][] = [
      [{ planId: other?._id ?? 'plan-nowhere' }, 'planId'],
      [{ occasionId: 'occ-birthday' }, 'planId'],
      [{ planId: 'plan-nowhere' }, 'planId'],
      [{ planCakeId: 'cake-egg-red-velvet' }, 'planCakeId'],
      [{ flavour: 'Motor oil' }, 'flavour'],
      [{ type: 'normal' }, 'planId'],
      [{ occasionId: '' }, 'occasionId'],
    ];
    for (const [change, field] of cases) {
      const res = await as('front', 'phoneQuote', choices(nextDay(), { ...combo, ...change }));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors[0].field, JSON.stringify(change)).toBe(field);
    }
    // A package still being chosen is priced (its cart alone without one, as on the site); held, it is refused.
    for (const [change, field] of [
      [{ planId: '', planCakeId: '', flavour: '' }, 'planId'],
      [{ planCakeId: '', flavour: '' }, 'planCakeId'],
      [{ flavour: '' }, 'flavour'],
    ] as const) {
      expect((await as('front', 'phoneQuote', choices(nextDay(), { ...combo, ...change }))).status).toBe(200);
      const held = await as('front', 'phoneBooking', { ...choices(nextDay(), { ...combo, ...change }), ...caller });
      expect(held.status).toBe(400);
      expect(held.body.errors[0].field).toBe(field);
    }
  });
});

describe('holding at the total the form showed', () => {
  it('is refused with the new total when a price changed meanwhile, holding nothing; held again at it, it is taken', async () => {
    const date = nextDay();
    const quote = await as('front', 'phoneQuote', choices(date));
    await h.db.query(`update cakes set price = price + 5000 where id = 'cake-egg-red-velvet'`);
    try {
      const before = await bookingCount();
      const stale = await as('front', 'phoneBooking', { ...choices(date), ...caller, totalPrice: quote.body.totalPrice });
      expect(stale.status).toBe(409);
      expect(stale.body.totalPrice).toBe(quote.body.totalPrice + 100);
      expect(stale.body.message).toContain(`₹${(quote.body.totalPrice + 100).toLocaleString('en-IN')}`);
      expect(await bookingCount()).toBe(before);
      const again = await as('front', 'phoneBooking', { ...choices(date), ...caller, totalPrice: stale.body.totalPrice });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    } finally {
      await h.db.query(`update cakes set price = price - 5000 where id = 'cake-egg-red-velvet'`);
    }
  });

  it('two staff holding the same slot at once: one holds it, the other is told it is not free', async () => {
    const date = nextDay();
    const total = (await as('front', 'phoneQuote', choices(date))).body.totalPrice;
    const body = { ...choices(date), ...caller, totalPrice: total };
    const answers = await Promise.all([
      as('front', 'phoneBooking', body),
      as('front2', 'phoneBooking', { ...body, userPhone: '9812345671' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const held = await h.db.query<{ n: number }>(
      `select count(*)::int as n from bookings where theatre_id = $1 and slot_date = $2 and slot_id = $3`,
      [AURORA.id, date, AURORA.slot1.slotId],
    );
    expect(held[0].n).toBe(1);
  });

  it("two staff taking a coupon's last use at once, on two slots: one has it, the other is refused in the site's words", async () => {
    await h.db.query(
      `insert into coupons (id, code, kind, value, plan_type, min_amount, max_discount, active, max_uses)
       values ('cpn-lastone', 'LASTONE', 'Fixed', 10000, null, 0, null, true, 1)`,
    );
    try {
      const date = nextDay();
      const slot2 = { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' };
      const answers = await Promise.all([
        as('front', 'phoneBooking', { ...choices(date, { couponId: 'lastone' }), ...caller }),
        as('front2', 'phoneBooking', { ...choices(date, { couponId: 'lastone', time: slot2 }), ...caller, userPhone: '9812345671' }),
      ]);
      expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 400]);
      const refused = answers.find((a) => a.status === 400)!;
      expect(refused.body.errors[0].message).toBe('couponId LASTONE has been used as many times as it can be');
    } finally {
      await h.db.query(`update coupons set active = false where code = 'LASTONE'`);
    }
  });
});

describe('hostile input to the quote and the hold', () => {
  it('is a 400 naming the field, nothing stored: wrong types, huge and NUL strings, negative and fractional totals, unknown plan or coupon', async () => {
    const before = await bookingCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'vip' }, 'type'],
      [{ type: 7 }, 'type'],
      [{ planId: 5 }, 'planId'],
      [{ couponId: 'X'.repeat(50_000) }, 'couponId'],
      [{ couponId: 'FLAT\u0000400' }, 'couponId'],
      [{ couponId: ['FLAT400BASIC'] }, 'couponId'],
      [{ flavour: 'a\u0000b' }, 'flavour'],
      [{ noOfPersons: 2.5 }, 'noOfPersons'],
      [{ noOfPersons: -1 }, 'noOfPersons'],
      [{ date: '2026-13-40' }, 'date'],
      [{ date: '1999-01-01' }, 'date'],
      [{ couponId: 'NOSUCHCODE' }, 'couponId'],
      [{ type: 'combo', occasionId: 'occ-anniversary', planId: "' or 1=1 --" }, 'planId'],
    ];
    for (const [change, field] of cases) {
      const quote = await as('front', 'phoneQuote', choices(nextDay(), change));
      expect(quote.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(quote.body.errors[0].field, JSON.stringify(change).slice(0, 80)).toBe(field);
      const hold = await as('front', 'phoneBooking', { ...choices(nextDay(), change), ...caller });
      expect(hold.status, JSON.stringify(change).slice(0, 80)).toBe(400);
    }
    for (const totalPrice of [-1, 12.345, '4243', 1e12, null]) {
      const hold = await as('front', 'phoneBooking', { ...choices(nextDay()), ...caller, totalPrice });
      expect(hold.status, String(totalPrice)).toBe(400);
      expect(hold.body.errors[0].field).toBe('totalPrice');
    }
    expect(await bookingCount()).toBe(before);
  });

  it('an editor may not ask a price or the plans (403); nor may anyone without a session (401)', async () => {
    expect((await as('editor', 'phoneQuote', choices(nextDay()))).status).toBe(403);
    expect((await as('editor', 'phonePlans', { theatreId: AURORA.id, occasionId: 'occ-anniversary' })).status).toBe(403);
    expect((await deskCall(desk, 'phoneQuote', choices(nextDay()))).status).toBe(401);
  });

  it('the plans of an unknown theatre or occasion are none; a huge or NUL id is a 400', async () => {
    expect((await as('front', 'phonePlans', { theatreId: 'th-nowhere', occasionId: 'occ-anniversary' })).body.plans).toEqual([]);
    expect((await as('front', 'phonePlans', { theatreId: 'x'.repeat(5000), occasionId: 'occ-anniversary' })).status).toBe(400);
    expect((await as('front', 'phonePlans', { theatreId: 'th\u0000aurora', occasionId: 'occ-anniversary' })).status).toBe(400);
  });
});
