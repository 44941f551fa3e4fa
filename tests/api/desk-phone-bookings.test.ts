import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_OPEN } from '../../server/desk/actions/recordVenuePayment.ts';
import { CANCELLED_NO_LINK } from '../../server/booking/errors.ts';
import { NOT_A_PHONE_BOOKING } from '../../server/desk/phone/makePaymentLink.ts';
import { SLOT_NOT_FREE } from '../../server/desk/phone/takePhoneBooking.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { PLAN_OFFERS } from '../../src/lib/booking/planOffers.ts';
import { addBookingBody, AURORA, auth, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, paymentsOf, pressOnPayPage, readBooking, slotBooked } from './paymentFixtures.ts';

/**
 * Bookings taken by phone or WhatsApp: the site's prices and holds, a payment link the customer
 * pays from their own phone (one payment however often it is asked for), or the money at the venue.
 */

/** 10:30 in India. */
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
const staff = {} as Record<'front' | 'front2' | 'manager' | 'editor', TestStaff>;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  staff.front = await addTestStaff(t.h.db, 'front-desk', { name: 'Farid Front' });
  staff.front2 = await addTestStaff(t.h.db, 'front-desk', { name: 'Fatima Front' });
  staff.editor = await addTestStaff(t.h.db, 'editor', { name: 'Esha Editor' });
  staff.manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
});
afterAll(() => t.h.close());

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown) {
  return deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, staff[who].id, clock.now()) });
}

let day = 2;
const nextDay = () => addDays(istToday(clock.now()), day++);

/** Meera's birthday in Aurora: an occasion, a cake and an add-on, as a caller asks for them. */
const phoneBody = (date: string, o: Record<string, unknown> = {}) => ({
  theatreId: AURORA.id,
  date,
  time: AURORA.slot1,
  userName: 'Meera Iyer',
  userPhone: '9812345670',
  noOfPersons: 3,
  decoration: 'Yes',
  occasionId: 'occ-birthday',
  personName: 'Meera',
  cakes: [{ _id: 'cake-egg-red-velvet', weight: '1' }],
  addons: ['addon-led-name-letters'],
  ...o,
});

const stored = async (id: string) =>
  (
    await t.h.db.query<{ status: string; owner: string; amount_paid: number; total_price: number; invoice: string }>(
      'select status, owner, amount_paid, total_price, invoice from bookings where id = $1',
      [id],
    )
  )[0];
const history = (id: string) =>
  t.h.db.query<{ status: string; note: string }>('select status, note from booking_status_history where booking_id = $1 order by id', [id]);
const bookingCount = async () => (await t.h.db.query<{ n: number }>('select count(*)::int as n from bookings'))[0].n;

describe("the phone booking form's choices", () => {
  it("are the site's catalogue as it is now, at its prices: occasions, the cakes sold by weight, the add-ons", async () => {
    const res = await as('front', 'phoneOptions', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { occasions } = (await t.h.post('web/getalloccasions', {})).body;
    expect(res.body.occasions).toEqual(
      occasions.map((o: { _id: string; name: string; price: number }) => ({ _id: o._id, name: o.name, price: o.price })),
    );
    const site = [
      ...(await t.h.post('web/category/getcakes', { cakeType: 'egg' })).body.products,
      ...(await t.h.post('web/category/getcakes', { cakeType: 'eggless' })).body.products,
    ];
    const byWeight = site.filter((k: { isPremium: boolean }) => !k.isPremium);
    expect(site.length).toBeGreaterThan(byWeight.length);
    expect(new Set(res.body.cakes.map((k: { _id: string }) => k._id))).toEqual(new Set(byWeight.map((k: { _id: string }) => k._id)));
    expect(res.body.cakes.find((k: { _id: string }) => k._id === 'cake-egg-red-velvet')).toEqual({
      _id: 'cake-egg-red-velvet',
      name: 'Red Velvet',
      cakeType: 'egg',
      price: 699,
    });
    expect(res.body.addons.find((a: { _id: string }) => a._id === 'addon-led-name-letters')).toMatchObject({ price: expect.any(Number) });
    // A price changed in the catalogue is offered at once (a published edit, say).
    await t.h.db.query(`update cakes set price = price + 10000 where id = 'cake-egg-red-velvet'`);
    try {
      const now = (await as('front', 'phoneOptions', {})).body.cakes.find((k: { _id: string }) => k._id === 'cake-egg-red-velvet');
      expect(now.price).toBe(799);
    } finally {
      await t.h.db.query(`update cakes set price = price - 10000 where id = 'cake-egg-red-velvet'`);
    }
  });

  it('ignore a query string they do not take, however hostile; a repeated parameter is a 400; an editor is refused', async () => {
    for (const junk of [
      { x: 'y' },
      { x: 'a'.repeat(6000) },
      { x: 'nul\u0000here' },
      { date: '9999-99-99' },
      { theatreId: "' or 1=1 --" },
    ]) {
      const res = await as('front', 'phoneOptions', junk);
      expect(res.status, JSON.stringify(junk)).toBe(200);
      expect(res.body.occasions.length).toBeGreaterThan(0);
    }
    const repeated = await desk.request(`${DESK_PREFIX}bookings/phone-options?x=1&x=2`, {
      headers: { cookie: await sessionCookie(t.h.db, staff.front.id, clock.now()) },
    });
    expect(repeated.status).toBe(400);
    expect((await as('editor', 'phoneOptions', {})).status).toBe(403);
  });
});

describe('taking a booking by phone', () => {
  it("prices it as the site's wizard prices the same booking, holds its slot, and records who took it", async () => {
    const date = nextDay();
    const res = await as('front', 'phoneBooking', phoneBody(date));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { bookingId, orderId } = res.body;
    expect(orderId).toMatch(/^ORD[A-Z2-9]{10}$/);
    expect(res.body.status).toBe('held');

    // The same booking made on the site, step by step, the next day, from the basic plan's card (its offer on).
    const token = await newToken(t.h);
    const siteId = await createBooking(
      t.h,
      token,
      addBookingBody(nextDay(), { noOfPersons: 3, subTotal: undefined, couponId: PLAN_OFFERS.normal }),
    );
    const occasion = await t.h.post(
      'booking/new/updateocasion',
      { bookingId: siteId, occasionId: 'occ-birthday', personName: 'Meera' },
      auth(token),
    );
    expect(occasion.status, JSON.stringify(occasion.body)).toBe(200);
    const cake = { _id: 'cake-egg-red-velvet', name: 'Red Velvet', type: 'cake', cakeType: 'egg', price: 1398, quantity: '1' };
    expect((await t.h.post('booking/new/updatecakes', { bookingId: siteId, products: [cake] }, auth(token))).status).toBe(200);
    const addon = { _id: 'addon-led-name-letters', name: 'LED Name Letters', type: 'other', price: 499, quantity: 1 };
    const addons = JSON.stringify([{ id: addon._id, price: addon.price, name: addon.name }]);
    expect((await t.h.post('booking/new/updateaddons', { bookingId: siteId, products: [addon], addons }, auth(token))).status).toBe(200);
    const site = await readBooking(t.h, token, siteId);
    // Aurora ₹2,148 with one extra person ₹299, Birthday ₹299, Red Velvet 1 kg ₹1,398, LED letters ₹499, less FLAT400BASIC.
    expect(site.totalPrice).toBe(2148 + 299 + 299 + 1398 + 499 - 400);
    expect(res.body.totalPrice).toBe(site.totalPrice);
    expect(res.body.advance).toBe(site.advancePayment);

    const page = await as('front', 'bookingPage', { bookingId });
    expect(page.body.booking).toMatchObject({
      status: 'held',
      customer: { name: 'Meera Iyer', phone: '9812345670', email: '' },
      persons: 3,
      occasion: 'Birthday',
      personName: 'Meera',
      cakes: [{ name: 'Red Velvet', weight: '1', cakeType: 'egg' }],
      addons: ['LED Name Letters'],
      takenByPhone: { openLink: null },
    });
    expect((await history(bookingId)).map((h) => h.note)).toEqual(['created', 'taken by phone by Farid Front']);
    const [entry] = await auditOf(t.h.db, 'target = $1', [`booking:${bookingId}`]);
    expect(entry).toMatchObject({ action: 'booking.phone', staff_name: 'Farid Front' });
    expect(entry.after).toMatchObject({ orderId, userPhone: '9812345670', totalPrice: site.totalPrice });

    // The slot is held: the site cannot hold it, and the board says who holds it.
    const other = await t.h.post('booking/new/addbooking', addBookingBody(date), auth(await newToken(t.h)));
    expect(other.status).toBe(406);
    const board = await as('front', 'board', { date });
    const aurora = board.body.theatres.find((th: { id: string }) => th.id === AURORA.id);
    expect(aurora.slots[0]).toMatchObject({ state: 'held', heldBy: { id: bookingId, orderId, customerName: 'Meera Iyer' } });
    // The site's own calls cannot change it: no guest token owns it.
    expect((await t.h.post('bookings/getallbookings', { bookingId }, auth(token))).status).toBe(403);
  });

  it('refuses, with a 400 naming the field and nothing stored, what the site would refuse', async () => {
    const date = nextDay();
    const before = await bookingCount();
    const cases: [string, Record<string, unknown>, string][] = [
      ['a wrong type of persons', { noOfPersons: '3' }, 'noOfPersons'],
      ['too many persons for Aurora', { noOfPersons: 9 }, 'noOfPersons'],
      ['a name with a NUL', { userName: 'Meera\u0000Iyer' }, 'userName'],
      ['a huge name', { userName: 'M'.repeat(50_000) }, 'userName'],
      ['a phone that is not an Indian mobile', { userPhone: '12345' }, 'userPhone'],
      ['a bad e-mail', { userEmail: 'meera@' }, 'userEmail'],
      ['a past day', { date: '2020-01-01' }, 'date'],
      ['a day beyond the horizon', { date: '2030-01-01' }, 'date'],
      ['no such day', { date: '2026-02-30' }, 'date'],
      ['times that are not the slot’s', { time: { ...AURORA.slot1, toTime: '13:00' } }, 'time'],
      ['another theatre’s slot', { theatreId: 'th-nebula' }, 'time.slotId'],
      ['no such theatre', { theatreId: 'th-nowhere' }, 'theatreId'],
      ['no such occasion', { occasionId: 'occ-nothing' }, 'occasionId'],
      ['no such cake', { cakes: [{ _id: 'cake-none', weight: '1' }] }, 'cakes.0._id'],
      ['a customised cake', { cakes: [{ _id: 'cake-egg-photo-cake', weight: '1' }] }, 'cakes.0._id'],
      ['a weight the site does not sell', { cakes: [{ _id: 'cake-egg-red-velvet', weight: '5' }] }, 'cakes.0.weight'],
      [
        'a cake twice',
        {
          cakes: [
            { _id: 'cake-egg-red-velvet', weight: '1' },
            { _id: 'cake-egg-red-velvet', weight: '2' },
          ],
        },
        'cakes.1._id',
      ],
      ['no such add-on', { addons: ['addon-none'] }, 'addons.0'],
      ['an add-on twice', { addons: ['addon-led-name-letters', 'addon-led-name-letters'] }, 'addons.1'],
    ];
    for (const [why, change, field] of cases) {
      const res = await as('front', 'phoneBooking', phoneBody(date, change));
      expect(res.status, `${why}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
      expect(JSON.stringify(res.body.errors ?? res.body.message), why).toContain(field);
    }
    expect((await as('front', 'phoneBooking', phoneBody(date, { userName: 'M'.repeat(70_000) }))).status).toBe(413);
    for (const raw of ['[]', 'null', '"text"', '{"theatreId":']) {
      const res = await deskCall(desk, 'phoneBooking', undefined, {
        cookie: await sessionCookie(t.h.db, staff.front.id, clock.now()),
        raw,
      });
      expect(res.status, raw).toBe(400);
    }
    expect(await bookingCount()).toBe(before);
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(false);
  });

  it('refuses a blocked slot, an editor, a customer’s guest token and no session, holding nothing', async () => {
    const date = nextDay();
    const blocked0 = await as('manager', 'blockSlots', {
      theatreId: AURORA.id,
      from: date,
      to: date,
      slotIds: [AURORA.slot1.slotId],
      reason: 'Projector repair',
    });
    expect(blocked0.status, JSON.stringify(blocked0.body)).toBe(200);
    const before = await bookingCount();
    const blocked = await as('front', 'phoneBooking', phoneBody(date));
    expect(blocked).toMatchObject({ status: 409, body: { message: SLOT_NOT_FREE } });
    expect((await as('editor', 'phoneBooking', phoneBody(nextDay()))).status).toBe(403);
    const guest = await newToken(t.h);
    expect((await deskCall(desk, 'phoneBooking', phoneBody(nextDay()), { headers: auth(guest).headers })).status).toBe(401);
    expect(await bookingCount()).toBe(before);
  });

  it('racing a customer on the site and two staff for one slot: exactly one booking holds it', async () => {
    const date = nextDay();
    const token = await newToken(t.h);
    const results = await Promise.all([
      as('front', 'phoneBooking', phoneBody(date)),
      as('front2', 'phoneBooking', phoneBody(date, { userName: 'Kavya Menon', userPhone: '9812345671' })),
      t.h.post('booking/new/addbooking', addBookingBody(date), auth(token)),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect([406, 409]).toContain(r.status);
    const holds = await t.h.db.query(
      `select 1 from slot_holds where theatre_id = $1 and slot_id = $2 and slot_date = $3::date and status = 'held'`,
      [AURORA.id, AURORA.slot1.slotId, date],
    );
    expect(holds).toHaveLength(1);
    expect((await t.h.db.query('select 1 from bookings where slot_date = $1::date and theatre_id = $2', [date, AURORA.id])).length).toBe(1);
  });
});

describe('its payment link', () => {
  it('is the pay page for the advance, with a WhatsApp message; asked again (twice at once) it is the same link and one payment', async () => {
    const date = nextDay();
    const { bookingId, orderId, advance } = (await as('front', 'phoneBooking', phoneBody(date))).body;
    const [a, b] = await Promise.all([
      as('front', 'paymentLink', { bookingId, paymentType: 'advance' }),
      as('front2', 'paymentLink', { bookingId, paymentType: 'advance' }),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.link).toBe(a.body.link);
    expect(a.body.amount).toBe(advance);
    expect(a.body.link).toMatch(/\/sandbox\/phonepe\//);
    // Open an hour, and the slot held as long.
    expect(Date.parse(a.body.expiresAt) - clock.now().getTime()).toBe(3_600_000);
    const [hold] = await t.h.db.query<{ expires_at: Date }>(`select expires_at from slot_holds where booking_id = $1 and status = 'held'`, [
      bookingId,
    ]);
    expect(new Date(hold.expires_at).toISOString()).toBe(a.body.expiresAt);
    const wa = new URL(a.body.whatsappUrl);
    expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/919812345670');
    const text = wa.searchParams.get('text')!;
    expect(text).toContain('Hello Meera Iyer');
    expect(text).toContain(orderId);
    expect(text).toContain(a.body.link);
    expect(text).toContain(`₹${advance.toLocaleString('en-IN')}`);
    expect(text).toContain('until 11:30 am');
    expect((await paymentsOf(t.h, bookingId)).filter((p) => p.status === 'pending')).toHaveLength(1);
    // The page shows it again after a reload; the full amount cannot be asked while the advance is open.
    expect((await as('front', 'bookingPage', { bookingId })).body.booking.takenByPhone.openLink.link).toBe(a.body.link);
    expect((await as('front', 'paymentLink', { bookingId, paymentType: 'fullpayment' })).status).toBe(409);
    // Nor can the money be recorded at the venue: the link decides.
    const whole = (await stored(bookingId)).total_price / 100;
    const venue = await as('front', 'bookingRecordPayment', { bookingId, left: whole, lines: [{ method: 'cash', amount: whole }] });
    expect(venue).toMatchObject({ status: 409, body: { message: LINK_OPEN } });
  });

  it('paid by the customer on their own phone: the booking is confirmed with the advance paid, its slot sold and an invoice made', async () => {
    const date = nextDay();
    const { bookingId, advance, totalPrice } = (await as('front', 'phoneBooking', phoneBody(date))).body;
    const link = (await as('front', 'paymentLink', { bookingId, paymentType: 'advance' })).body.link;
    const back = await pressOnPayPage(t.h, link, 'Pay');
    expect(back.status).toBe(303);
    // The way back is the site's outcome page with the payment's signed reference: any browser shows it.
    expect(new URL(back.headers.get('location')!).searchParams.get('ref')).toBeTruthy();
    const page = (await as('front', 'bookingPage', { bookingId })).body.booking;
    expect(page).toMatchObject({
      status: 'booking-confirmed',
      money: { total: totalPrice, paid: advance, leftToCollect: totalPrice - advance },
    });
    expect(page.takenByPhone).toEqual({ openLink: null });
    expect(page.invoice).toMatch(/^\/v1\//);
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
    const board = await as('front', 'board', { date });
    const slot = board.body.theatres.find((th: { id: string }) => th.id === AURORA.id).slots[0];
    expect(slot).toMatchObject({ state: 'booked', booking: { id: bookingId, customer: { name: 'Meera Iyer' } } });
    // Paid: no new link.
    expect((await as('front', 'paymentLink', { bookingId, paymentType: 'advance' })).status).toBe(400);
  });

  it('for the full amount, paid: nothing is left to collect', async () => {
    const { bookingId, totalPrice } = (await as('front', 'phoneBooking', phoneBody(nextDay()))).body;
    const res = await as('front', 'paymentLink', { bookingId, paymentType: 'fullpayment' });
    expect(res.body.amount).toBe(totalPrice);
    expect(new URL(res.body.whatsappUrl).searchParams.get('text')).toContain('the full amount');
    await pressOnPayPage(t.h, res.body.link, 'Pay');
    expect((await as('front', 'bookingPage', { bookingId })).body.booking.money).toMatchObject({ paid: totalPrice, leftToCollect: 0 });
  });

  it('is refused for a booking made on the site, an unknown booking, a wrong type, an editor, and a huge or NUL id', async () => {
    const token = await newToken(t.h);
    const siteId = await createBooking(t.h, token, addBookingBody(nextDay()));
    expect(await as('front', 'paymentLink', { bookingId: siteId, paymentType: 'advance' })).toMatchObject({
      status: 409,
      body: { message: NOT_A_PHONE_BOOKING },
    });
    expect((await as('front', 'paymentLink', { bookingId: 'no-such-booking', paymentType: 'advance' })).status).toBe(404);
    const { bookingId } = (await as('front', 'phoneBooking', phoneBody(nextDay()))).body;
    for (const bad of [
      { bookingId, paymentType: 'partial' },
      { bookingId, paymentType: 1 },
      { bookingId: 'x'.repeat(10_000), paymentType: 'advance' },
      { bookingId: 'a\u0000b', paymentType: 'advance' },
    ]) {
      expect((await as('front', 'paymentLink', bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await as('editor', 'paymentLink', { bookingId, paymentType: 'advance' })).status).toBe(403);
    expect(await paymentsOf(t.h, bookingId)).toHaveLength(0);
    expect(await paymentsOf(t.h, siteId)).toHaveLength(0);
  });
});

describe('paid at the venue instead', () => {
  it('records the whole amount once (two staff at once: one payment), confirms the booking and sells its slot', async () => {
    const date = nextDay();
    const { bookingId, totalPrice } = (await as('front', 'phoneBooking', phoneBody(date))).body;
    const [a, b] = await Promise.all([
      as('front', 'bookingRecordPayment', {
        bookingId,
        left: totalPrice,
        lines: [{ method: 'upi', reference: 'UPI-4471', amount: totalPrice }],
      }),
      as('front2', 'bookingRecordPayment', { bookingId, left: totalPrice, lines: [{ method: 'cash', amount: totalPrice }] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const row = await stored(bookingId);
    expect(row).toMatchObject({ status: 'booking-confirmed', amount_paid: totalPrice * 100, total_price: totalPrice * 100 });
    expect(row.invoice).toMatch(/^\/v1\//);
    expect(
      (await t.h.db.query<{ n: number }>('select count(*)::int as n from venue_payments where booking_id = $1', [bookingId]))[0].n,
    ).toBe(1);
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
    expect((await history(bookingId)).at(-1)).toMatchObject({ status: 'booking-confirmed' });
    // Cancelled later, it takes no payment link, and the desk is told so in the staff's words.
    expect(
      (await as('manager', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 0, reason: 'paid in cash: handed back' })).status,
    ).toBe(200);
    expect(await as('front', 'paymentLink', { bookingId, paymentType: 'fullpayment' })).toMatchObject({
      status: 409,
      body: { message: CANCELLED_NO_LINK },
    });
    expect(await paymentsOf(t.h, bookingId)).toHaveLength(0);
  });

  it('a part of at least the advance confirms it, the rest left to collect; less is refused, recording nothing', async () => {
    const date = nextDay();
    const { bookingId, totalPrice } = (await as('front', 'phoneBooking', phoneBody(date))).body;
    const [{ advance }] = await t.h.db.query<{ advance: number }>('select advance_payment as advance from bookings where id = $1', [
      bookingId,
    ]);
    const short = await as('front', 'bookingRecordPayment', {
      bookingId,
      left: totalPrice,
      lines: [{ method: 'cash', amount: advance / 100 - 1 }],
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^A booking taken by phone is confirmed by at least its advance, ₹[\d,]+: the payments add up to ₹/);
    expect(await stored(bookingId)).toMatchObject({ status: 'held', amount_paid: 0 });
    const part = await as('front', 'bookingRecordPayment', {
      bookingId,
      left: totalPrice,
      lines: [
        { method: 'cash', amount: advance / 100 - 100 },
        { method: 'card', reference: 'SLIP-9', amount: 100 },
      ],
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(await stored(bookingId)).toMatchObject({ status: 'booking-confirmed', amount_paid: advance });
    expect(part.body.booking).toMatchObject({ status: 'booking-confirmed', remainingAmount: totalPrice - advance / 100 });
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
  });

  it('refuses what the screen no longer shows as left (nothing recorded), and a slot lost after the hold ran out', async () => {
    const date = nextDay();
    const { bookingId, totalPrice } = (await as('front', 'phoneBooking', phoneBody(date))).body;
    expect(
      (await as('front', 'bookingRecordPayment', { bookingId, left: totalPrice - 1, lines: [{ method: 'cash', amount: totalPrice - 1 }] }))
        .status,
    ).toBe(409);
    expect((await stored(bookingId)).status).toBe('held');
    // The hold runs out and a customer takes the slot on the site.
    clock.advance(16 * 60_000);
    expect((await t.h.post('booking/new/addbooking', addBookingBody(date), auth(await newToken(t.h)))).status).toBe(200);
    const late = await as('front', 'bookingRecordPayment', {
      bookingId,
      left: totalPrice,
      lines: [{ method: 'cash', amount: totalPrice }],
    });
    expect(late).toMatchObject({ status: 409, body: { message: SLOT_NOT_FREE } });
    expect((await stored(bookingId)).amount_paid).toBe(0);
  });
});
