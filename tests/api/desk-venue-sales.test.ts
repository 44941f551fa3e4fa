import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { pdfPagesText } from '../support/pdfText.ts';
import { AURORA, testClock } from './bookingFixtures.ts';
import { historyOf, statuses, storedBooking } from './bookingRecords.ts';
import { addTestStaff, auditOf, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, paidBooking } from './paymentFixtures.ts';

/**
 * Add a line: what the guests buy at the venue, priced by the site's rules and added to the total.
 * Each booking here is Aurora's ₹2,148 three-hour slot for 2 (it seats 4, ₹299 each above 2), its
 * ₹750 advance paid online. Red Velvet is ₹699 a 500 gm; LED Name Letters ₹499.
 */

/** 10:30 in India on a Sunday. */
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
const booking = async (o: Parameters<typeof paidBooking>[2] = {}) =>
  (await paidBooking(t, addDays(istToday(clock.now()), day++), o)).bookingId;
const stored = async (id: string) => ({
  ...(await storedBooking(t.h.db, id)),
  no_of_persons: (await t.h.db.query<{ n: number }>('select no_of_persons as n from bookings where id = $1', [id]))[0].n,
});
const persons = (count: number) => ({ kind: 'persons', count });
const cake = { kind: 'cake', productId: 'cake-egg-red-velvet', weight: '1' };
const addon = { kind: 'addon', productId: 'addon-led-name-letters' };

describe('Add a line', () => {
  it('prices more persons, a cake and an add-on as the site does, adds each to the total and makes the invoice again', async () => {
    const id = await booking();
    const quote = await as('front', 'bookingSaleQuote', { bookingId: id, sale: persons(2) });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({ bookingId: id, line: '2 more persons', oldTotal: 2148, newTotal: 2746, remainingAmount: 1996 });
    // Quoting changes nothing.
    expect(await stored(id)).toMatchObject({ total_price: 214_800, no_of_persons: 2 });

    const added = await as('front', 'bookingAddSale', { bookingId: id, sale: persons(2), expectedTotal: 2746 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe(
      "2 more persons added (₹598). Asha Rao's booking is now ₹2,746, ₹1,996 left to collect; its invoice is made again.",
    );
    expect(added.body.booking).toMatchObject({ totalPrice: 2746, amountPaid: 750, remainingAmount: 1996 });
    expect(await stored(id)).toMatchObject({ total_price: 274_600, no_of_persons: 4, amount_paid: 75_000, remaining_amount: 199_600 });

    const withCake = await as('front', 'bookingSaleQuote', { bookingId: id, sale: cake });
    expect(withCake.body).toMatchObject({ line: 'Red Velvet (egg), 1 kg', newTotal: 4144, remainingAmount: 3394 });
    expect((await as('front', 'bookingAddSale', { bookingId: id, sale: cake, expectedTotal: 4144 })).status).toBe(200);
    expect((await as('front', 'bookingAddSale', { bookingId: id, sale: addon, expectedTotal: 4643 })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ total_price: 464_300, remaining_amount: 389_300 });
    expect((await historyOf(t.h.db, id)).slice(-3).map((h) => h.note)).toEqual([
      '2 more persons added at the venue by Farid Front: total ₹2,148 to ₹2,746; ₹1,996 left to collect',
      'Red Velvet (egg), 1 kg added at the venue by Farid Front: total ₹2,746 to ₹4,144; ₹3,394 left to collect',
      'LED Name Letters added at the venue by Farid Front: total ₹4,144 to ₹4,643; ₹3,893 left to collect',
    ]);
    const { invoice } = await stored(id);
    const pdf = (await pdfPagesText(new Uint8Array(await (await t.h.app.request(invoice)).arrayBuffer()))).join('\n');
    for (const s of ['Red Velvet', 'LED Name Letters', 'Rs. 4,643', 'Rs. 3,893']) expect(pdf).toContain(s);
    const [entry] = await auditOf(t.h.db, `target = $1 and action = 'booking.add-line'`, [`booking:${id}`]);
    expect(entry).toMatchObject({
      staff_id: staff.front.id,
      before: { totalPrice: 2148 },
      after: { line: '2 more persons', sale: { kind: 'persons', count: 2 }, totalPrice: 2746, remainingAmount: 1996 },
    });

    // The room is full now, and the add-on is in the booking already: said at the field, nothing added.
    const full = await as('front', 'bookingSaleQuote', { bookingId: id, sale: persons(1) });
    expect(full).toMatchObject({ status: 400, body: { errors: [{ field: 'sale.count' }] } });
    expect(full.body.message).toBe('sale.count would make 5 persons: Aurora takes at most 4 (0 more)');
    const again = await as('front', 'bookingAddSale', { bookingId: id, sale: addon, expectedTotal: 5142 });
    expect(again).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'sale.productId', message: 'sale.productId is in the booking already' }] },
    });

    // What is left is then collected at the counter as any other remainder.
    const paid = await as('front', 'bookingRecordPayment', { bookingId: id, left: 3893, lines: [{ method: 'cash', amount: 3893 }] });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await stored(id)).toMatchObject({ amount_paid: 464_300, remaining_amount: 0 });
  });

  it('refuses a total that changed since the quote (409 with the new one), adding nothing', async () => {
    const id = await booking();
    const res = await as('front', 'bookingAddSale', { bookingId: id, sale: cake, expectedTotal: 3000 });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({ field: 'expectedTotal', expected: 3546 });
    expect(await stored(id)).toMatchObject({ total_price: 214_800 });
  });

  it('two staff adding a cake each from the same quote: one is added, the other told the new total', async () => {
    const id = await booking();
    const all = await Promise.all([
      as('front', 'bookingAddSale', { bookingId: id, sale: cake, expectedTotal: 3546 }),
      as('front2', 'bookingAddSale', { bookingId: id, sale: cake, expectedTotal: 3546 }),
    ]);
    expect(statuses(all).sort()).toEqual([200, 409]);
    expect(all.find((r) => r.status === 409)!.body.errors[0]).toMatchObject({ field: 'expectedTotal', expected: 4944 });
    expect(await stored(id)).toMatchObject({ total_price: 354_600 });
    expect(await auditOf(t.h.db, `target = $1 and action = 'booking.add-line'`, [`booking:${id}`])).toHaveLength(1);
  });

  it('refuses hostile input, an editor, a booking not confirmed or marked a no-show, changing nothing', async () => {
    const id = await booking();
    for (const [sale, field] of [
      [{ kind: 'drinks', productId: 'x' }, 'sale.kind'],
      [persons(0), 'sale.count'],
      [persons(1.5), 'sale.count'],
      [{ kind: 'persons', count: '2' }, 'sale.count'],
      [persons(1e9), 'sale.count'],
      [{ kind: 'cake', productId: 'cake-egg-red-velvet', weight: '5' }, 'sale.weight'],
      [{ kind: 'cake', productId: 'a\u0000b', weight: '1' }, 'sale.productId'],
      [{ kind: 'addon', productId: 'x'.repeat(10_000) }, 'sale.productId'],
      [{ kind: 'addon', productId: 'addon-none' }, 'sale.productId'],
      [{ kind: 'cake', productId: 'addon-led-name-letters', weight: '1' }, 'sale.productId'],
      ['cake', 'sale'],
    ] as const) {
      const res = await as('front', 'bookingAddSale', { bookingId: id, sale, expectedTotal: 2148 });
      expect(res.status, JSON.stringify(sale).slice(0, 60)).toBe(400);
      expect(res.body.errors?.[0]?.field, JSON.stringify(sale).slice(0, 60)).toBe(field);
    }
    expect((await as('front', 'bookingAddSale', { bookingId: id, sale: cake, expectedTotal: -1 })).status).toBe(400);
    expect((await as('editor', 'bookingAddSale', { bookingId: id, sale: cake, expectedTotal: 3546 })).status).toBe(403);
    expect((await as('front', 'bookingAddSale', { bookingId: 'no-such-booking', sale: cake, expectedTotal: 3546 })).status).toBe(404);
    const unpaid = await booking({ pay: 'none' });
    expect((await as('front', 'bookingSaleQuote', { bookingId: unpaid, sale: cake })).status).toBe(409);
    expect(await stored(id)).toMatchObject({ total_price: 214_800, no_of_persons: 2 });
  });

  it('sells nothing to a booking marked a no-show', async () => {
    const date = istToday(clock.now());
    const id = (await paidBooking(t, date, { slot: { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' } })).bookingId;
    clock.set(new Date(istInstant(date, '14:05')));
    expect((await as('front', 'bookingMark', { bookingId: id, mark: 'no-show' })).status).toBe(200);
    const res = await as('front', 'bookingSaleQuote', { bookingId: id, sale: cake });
    expect(res).toMatchObject({ status: 409, body: { message: 'It is marked a no-show: mark arrived first, then add what they buy.' } });
  });
});
