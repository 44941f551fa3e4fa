import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { pdfPagesText } from '../support/pdfText.ts';
import { testClock } from './bookingFixtures.ts';
import { historyOf, statuses, storedBooking } from './bookingRecords.ts';
import { addTestStaff, auditOf, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, paidBooking, readBooking } from './paymentFixtures.ts';

/**
 * Food from the menu sold at the venue: a dish's price at the counter, priced into the booking's
 * total as the site prices its extras. Each booking here is Aurora's ₹2,148 slot for 2, its ₹750
 * advance paid online. At the counter Paneer Tikka is ₹249 and Cold Coffee ₹149; Double Ka Meetha
 * has no price there.
 */

const START = new Date('2026-11-22T05:00:00Z');
const clock = testClock(START);
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
const staff = {} as Record<'manager' | 'front' | 'front2' | 'editor', TestStaff>;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  staff.manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
  staff.front = await addTestStaff(t.h.db, 'front-desk', { name: 'Farid Front' });
  staff.front2 = await addTestStaff(t.h.db, 'front-desk', { name: 'Fatima Front' });
  staff.editor = await addTestStaff(t.h.db, 'editor', { name: 'Esha Editor' });
});
afterAll(() => t.h.close());

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown) {
  return deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, staff[who].id, clock.now()) });
}

let day = 3;
const booking = async () => paidBooking(t, addDays(istToday(clock.now()), day++));
const food = (productId: string, count: number) => ({ kind: 'food', productId, count });
const tikka = (count: number) => food('food-paneer-tikka', count);
const linesOf = (id: string) =>
  t.h.db.query<{ kind: string; name: string; quantity: number; price: number }>(
    'select kind, name, quantity, price from booking_lines where booking_id = $1 order by line_no',
    [id],
  );

describe('The menu at the counter', () => {
  it('lists the dishes with a price at the venue, in rupees, and leaves out those without one', async () => {
    const res = await as('front', 'venueMenu', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const names = res.body.dishes.map((d: { name: string }) => d.name);
    expect(res.body.dishes).toContainEqual({
      _id: 'food-paneer-tikka',
      name: 'Paneer Tikka',
      foodType: 'Veg',
      category: 'Snacks',
      price: 249,
    });
    expect(names).not.toContain('Double Ka Meetha');
    expect(names).toHaveLength(19);
    expect((await as('editor', 'venueMenu', {})).status).toBe(403);
  });

  it('keeps the price off the site: the public menu shows dishes by name and image only', async () => {
    const res = await t.h.post('web/foodcategorywiseproducts');
    const dish = res.body.foodcategories.flatMap((c: { foodproducts: object[] }) => c.foodproducts)[0];
    expect(Object.keys(dish).sort()).toEqual(['_id', 'foodType', 'image', 'name']);
  });
});

describe('Food added as a line', () => {
  it('prices dishes at the counter, one line a dish whose count grows, into the total, the invoice and the customer’s booking', async () => {
    const { bookingId: id, token } = await booking();
    const quote = await as('front', 'bookingSaleQuote', { bookingId: id, sale: tikka(2) });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({ line: '2 × Paneer Tikka', oldTotal: 2148, newTotal: 2646, remainingAmount: 1896 });
    expect((await as('front', 'bookingAddSale', { bookingId: id, sale: tikka(2), expectedTotal: 2646 })).status).toBe(200);
    const more = await as('front', 'bookingAddSale', { bookingId: id, sale: tikka(1), expectedTotal: 2895 });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.body.message).toBe(
      "1 × Paneer Tikka added (₹249). Asha Rao's booking is now ₹2,895, ₹2,145 left to collect; its invoice is made again.",
    );
    const coffee = food('food-cold-coffee', 2);
    expect((await as('front', 'bookingAddSale', { bookingId: id, sale: coffee, expectedTotal: 3193 })).status).toBe(200);

    expect(await linesOf(id)).toEqual([
      { kind: 'food', name: 'Paneer Tikka', quantity: 3, price: 74_700 },
      { kind: 'food', name: 'Cold Coffee', quantity: 2, price: 29_800 },
    ]);
    expect(await storedBooking(t.h.db, id)).toMatchObject({ total_price: 319_300, remaining_amount: 244_300 });
    expect((await historyOf(t.h.db, id)).at(-1)!.note).toBe(
      '2 × Cold Coffee added at the venue by Farid Front: total ₹2,895 to ₹3,193; ₹2,443 left to collect',
    );
    const { invoice } = await storedBooking(t.h.db, id);
    const pdf = (await pdfPagesText(new Uint8Array(await (await t.h.app.request(invoice)).arrayBuffer()))).join('\n');
    for (const s of ['Food: Paneer Tikka × 3', 'Food: Cold Coffee × 2', 'Rs. 3,193']) expect(pdf).toContain(s);
    const mine = await readBooking(t.h, token, id);
    expect(mine.products).toEqual([
      expect.objectContaining({ name: 'Paneer Tikka × 3', type: 'other', price: 747 }),
      expect.objectContaining({ name: 'Cold Coffee × 2', type: 'other', price: 298 }),
    ]);
    const [entry] = await auditOf(t.h.db, `target = $1 and action = 'booking.add-line'`, [`booking:${id}`]);
    expect(entry.after).toMatchObject({ line: '2 × Paneer Tikka', sale: tikka(2), totalPrice: 2646 });
    // The desk's page and the kitchen's prep list (the board's bookings) name each dish with how many.
    const page = await as('front', 'bookingPage', { bookingId: id });
    expect(page.body.booking.food).toEqual([
      { name: 'Paneer Tikka', quantity: 3 },
      { name: 'Cold Coffee', quantity: 2 },
    ]);
    // The bookings CSV's last column: what the day's food sales are counted from.
    const csv = await as('manager', 'bookingExport', { q: page.body.booking.orderId });
    expect(csv.status).toBe(200);
    const [header, row] = (csv.body as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(header.split(',').at(-1)).toBe('Food at the venue');
    expect(row.split(',').at(-1)).toBe('Paneer Tikka × 3; Cold Coffee × 2');
  });

  it('keeps what was served at its price: a dish priced again, or taken off the menu, leaves the booking’s total as it was', async () => {
    const { bookingId: id } = await booking();
    expect(
      (await as('front', 'bookingAddSale', { bookingId: id, sale: food('food-fresh-lime-soda', 2), expectedTotal: 2346 })).status,
    ).toBe(200);
    await t.h.db.query(`update food_products set price = 12900 where id = 'food-fresh-lime-soda'`);
    // More of a dish the booking has: at the price it was first sold at, as the site keeps a booking's prices.
    expect((await as('front', 'bookingSaleQuote', { bookingId: id, sale: food('food-fresh-lime-soda', 1) })).body.newTotal).toBe(2445);
    await t.h.db.query(`delete from food_products where id = 'food-fresh-lime-soda'`);
    // The booking is priced again for more persons: the soda stays ₹198, though the menu no longer has it.
    const persons = await as('front', 'bookingSaleQuote', { bookingId: id, sale: { kind: 'persons', count: 1 } });
    expect(persons.body).toMatchObject({ oldTotal: 2346, newTotal: 2645 });
    const sold = await as('front', 'bookingSaleQuote', { bookingId: id, sale: food('food-fresh-lime-soda', 1) });
    expect(sold).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'sale.productId', message: 'sale.productId is not a dish on the menu' }] },
    });
  });

  it('two staff adding a dish from the same quote: one is added, the other told the new total', async () => {
    const { bookingId: id } = await booking();
    const all = await Promise.all([
      as('front', 'bookingAddSale', { bookingId: id, sale: tikka(1), expectedTotal: 2397 }),
      as('front2', 'bookingAddSale', { bookingId: id, sale: tikka(1), expectedTotal: 2397 }),
    ]);
    expect(statuses(all)).toEqual([200, 409]);
    expect(all.find((r) => r.status === 409)!.body.errors[0]).toMatchObject({ field: 'expectedTotal', expected: 2646 });
    expect(await linesOf(id)).toEqual([{ kind: 'food', name: 'Paneer Tikka', quantity: 1, price: 24_900 }]);
  });

  it('refuses a dish the counter does not sell, more than 99 of one, and hostile input, changing nothing', async () => {
    const { bookingId: id } = await booking();
    const meetha = await as('front', 'bookingSaleQuote', { bookingId: id, sale: food('food-double-ka-meetha', 1) });
    expect(meetha.body.errors[0]).toEqual({
      field: 'sale.productId',
      message: 'sale.productId is not sold at the venue: Double Ka Meetha has no price at the venue under Food menu',
    });
    expect((await as('front', 'bookingAddSale', { bookingId: id, sale: tikka(99), expectedTotal: 26_799 })).status).toBe(200);
    const over = await as('front', 'bookingSaleQuote', { bookingId: id, sale: tikka(1) });
    expect(over.body.errors[0]).toMatchObject({
      field: 'sale.count',
      message: 'sale.count would make 100 of Paneer Tikka: one booking takes at most 99',
    });
    for (const [sale, field] of [
      [{ kind: 'drinks', productId: 'food-cold-coffee', count: 1 }, 'sale.kind'],
      [{ kind: 'food', productId: 'food-cold-coffee' }, 'sale.count'],
      [food('food-cold-coffee', 0), 'sale.count'],
      [food('food-cold-coffee', 100), 'sale.count'],
      [food('food-cold-coffee', 1.5), 'sale.count'],
      [{ kind: 'food', productId: 'food-cold-coffee', count: '2' }, 'sale.count'],
      [food('food-\u0000coffee', 1), 'sale.productId'],
      [food('x'.repeat(10_000), 1), 'sale.productId'],
      [food('food-none', 1), 'sale.productId'],
      [food('addon-led-name-letters', 1), 'sale.productId'],
      [{ kind: 'food', productId: ['food-cold-coffee'], count: 1 }, 'sale.productId'],
    ] as const) {
      const res = await as('front', 'bookingAddSale', { bookingId: id, sale, expectedTotal: 2148 });
      expect(res.status, JSON.stringify(sale).slice(0, 60)).toBe(400);
      expect(res.body.errors?.[0]?.field, JSON.stringify(sale).slice(0, 60)).toBe(field);
    }
    expect((await as('editor', 'bookingAddSale', { bookingId: id, sale: tikka(1), expectedTotal: 27_048 })).status).toBe(403);
    expect(await linesOf(id)).toEqual([{ kind: 'food', name: 'Paneer Tikka', quantity: 99, price: 2_465_100 }]);
  });
});
