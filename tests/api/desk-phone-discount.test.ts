import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { advancePaise } from '../../src/lib/booking/paymentAmounts.ts';
import { getAdvanceTerms } from '../../server/repo/catalogue.ts';
import { pdfPagesText } from '../support/pdfText.ts';
import { AURORA, testClock } from './bookingFixtures.ts';
import { historyOf } from './bookingRecords.ts';
import { addTestStaff, auditOf, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { linkToken, myBooking, myCall } from './myBookingFixtures.ts';
import { phoneCaller, phoneChoices } from './phoneChoices.ts';
import { openPaymentHarness } from './paymentFixtures.ts';

/**
 * A manager's discount on a phone booking: whole rupees off after the coupon, with the reason,
 * kept on the booking so that it is taken off again whenever it is priced (a line added at the
 * venue, a move), shown on its page, its history, the audit log and its invoice. Meera's choices
 * here cost ₹4,643 in Aurora, ₹4,243 after the basic plan's FLAT400BASIC.
 */

/** 10:30 in India. */
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
const staff = {} as Record<'manager' | 'manager2' | 'owner' | 'front' | 'editor', TestStaff>;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  staff.manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
  staff.manager2 = await addTestStaff(t.h.db, 'manager', { name: 'Mihir Manager' });
  staff.owner = await addTestStaff(t.h.db, 'owner', { name: 'Omar Owner' });
  staff.front = await addTestStaff(t.h.db, 'front-desk', { name: 'Farid Front' });
  staff.editor = await addTestStaff(t.h.db, 'editor', { name: 'Esha Editor' });
});
afterAll(() => t?.h.close());

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown) {
  return deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, staff[who].id, clock.now()) });
}

let day = 3;
const nextDay = () => addDays(istToday(clock.now()), day++);

const choices = phoneChoices;
const caller = phoneCaller;
const regular = { amount: 500, reason: 'Regular customer, third booking' };
const AFTER_COUPON = 4243;

/** The booking's row as stored: its figures (paise) and its discount. */
const storedBooking = async (db: typeof t.h.db, id: string) =>
  (
    await db.query<{
      sub_total: number;
      coupon_amount: number;
      addons_price: number;
      total_price: number;
      discount: number;
      discount_reason: string;
      slot_id: string;
      invoice: string;
    }>(
      'select sub_total, coupon_amount, addons_price, total_price, discount, discount_reason, slot_id, invoice from bookings where id = $1',
      [id],
    )
  )[0];
const bookingCount = async () => (await t.h.db.query<{ n: number }>('select count(*)::int as n from bookings'))[0].n;
/** What the booking's stored figures say the discount took off: after the coupon, less the total. */
const takenOff = (row: { sub_total: number; coupon_amount: number; total_price: number }) =>
  row.sub_total - row.coupon_amount - row.total_price;
const invoiceText = async (path: string) =>
  (await pdfPagesText(new Uint8Array(await (await t.h.app.request(path)).arrayBuffer()))).join('\n');

async function held(who: keyof typeof staff, date: string, discount: object = regular) {
  const res = await as(who, 'phoneBooking', { ...choices(date), ...caller, discount, totalPrice: AFTER_COUPON - 500 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { bookingId: string; totalPrice: number; advance: number };
}

/** A discounted phone booking on a day of its own, paid in full in cash at the counter. */
async function paidInCash() {
  const date = nextDay();
  const { bookingId, totalPrice } = await held('manager', date);
  const paid = await as('front', 'bookingRecordPayment', { bookingId, left: totalPrice, lines: [{ method: 'cash', amount: totalPrice }] });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { date, bookingId, totalPrice };
}

describe("a manager's discount on a phone booking", () => {
  it('lowers the quote and the held total by exactly the amount, after the coupon, with the advance on the new total', async () => {
    const date = nextDay();
    const plain = await as('manager', 'phoneQuote', choices(date));
    expect(plain.body).toMatchObject({ totalPrice: AFTER_COUPON, discountAmount: 0 });
    const quote = await as('manager', 'phoneQuote', choices(date, { discount: regular }));
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const advance = advancePaise(await getAdvanceTerms(t.h.db), 'normal', (AFTER_COUPON - 500) * 100) / 100;
    expect(quote.body).toMatchObject({
      subTotal: plain.body.subTotal,
      couponCode: 'FLAT400BASIC',
      couponAmount: 400,
      discountAmount: 500,
      totalPrice: AFTER_COUPON - 500,
      advance,
    });
    expect(quote.body.lines.at(-1)).toEqual({ label: 'Discount: Regular customer, third booking', amount: -500 });
    expect(quote.body.lines.reduce((a: number, l: { amount: number }) => a + l.amount, 0)).toBe(AFTER_COUPON - 500);

    const hold = await held('manager', date);
    expect(hold).toMatchObject({ totalPrice: AFTER_COUPON - 500, advance });
    const row = await storedBooking(t.h.db, hold.bookingId);
    expect(row).toMatchObject({ discount: 50_000, discount_reason: regular.reason, total_price: (AFTER_COUPON - 500) * 100 });
    expect(takenOff(row)).toBe(50_000);
    expect((await historyOf(t.h.db, hold.bookingId)).at(-1)!.note).toBe(
      'taken by phone by Mona Manager, a discount of ₹500 by Mona Manager: Regular customer, third booking',
    );
    const [entry] = await auditOf(t.h.db, `action = 'booking.phone' and target = $1`, [`booking:${hold.bookingId}`]);
    expect(entry.after).toMatchObject({ discount: { amount: 500, reason: regular.reason, by: 'Mona Manager' }, totalPrice: 3743 });

    const page = await as('front', 'bookingPage', { bookingId: hold.bookingId });
    expect(page.body.booking.discount).toEqual({ amount: 500, reason: regular.reason });
    expect(page.body.booking.amounts).toMatchObject({ totalPrice: AFTER_COUPON - 500, couponAmount: 400 });
  });

  it('up to the whole total after the coupon (the owner too): a total of ₹0', async () => {
    const quote = await as('owner', 'phoneQuote', choices(nextDay(), { discount: { amount: AFTER_COUPON, reason: 'Staff family' } }));
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({ discountAmount: AFTER_COUPON, totalPrice: 0, advance: 0 });
  });

  it('is on the invoice, and stays taken off after a line is added at the venue', async () => {
    const { bookingId, totalPrice } = await held('manager', nextDay());
    const paid = await as('front', 'bookingRecordPayment', {
      bookingId,
      left: totalPrice,
      lines: [{ method: 'cash', amount: totalPrice }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const before = await storedBooking(t.h.db, bookingId);
    expect(await invoiceText(before.invoice)).toContain('Discount: Regular customer, third booking');

    const sale = { kind: 'addon', productId: 'addon-fog-entry' };
    const q = await as('front', 'bookingSaleQuote', { bookingId, sale });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    const added = await as('front', 'bookingAddSale', { bookingId, sale, expectedTotal: q.body.newTotal });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const after = await storedBooking(t.h.db, bookingId);
    expect(after.addons_price).toBeGreaterThan(before.addons_price);
    expect(takenOff(after)).toBe(50_000);
    expect(after.total_price).toBe(
      before.total_price + (after.sub_total - before.sub_total) - (after.coupon_amount - before.coupon_amount),
    );
    const pdf = await invoiceText(after.invoice);
    expect(pdf).toContain('Discount: Regular customer, third booking');
    expect(pdf).toContain('- Rs. 500');
    // The customer's own page lists it too, so its lines add up to its total.
    const mine = await myBooking(t.h, await linkToken(t.h.db, bookingId));
    expect(mine.discount).toEqual({ reason: 'Regular customer, third booking', amount: 500 });
    const lines = mine.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0);
    expect(lines - (mine.coupon?.amount ?? 0) - mine.discount.amount).toBe(mine.totalPrice);
  });

  it('stays taken off when the paid booking is moved to a cheaper slot', async () => {
    const { date, bookingId, totalPrice } = await paidInCash();
    const target = { bookingId, theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date };
    const quote = await as('manager', 'bookingMoveQuote', target);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.quote.newTotal).toBeLessThan(totalPrice);
    const moved = await as('manager', 'bookingMove', { ...target, expectedTotal: quote.body.quote.newTotal });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const row = await storedBooking(t.h.db, bookingId);
    expect(row).toMatchObject({ slot_id: AURORA.ninety.slotId, discount: 50_000 });
    expect(takenOff(row)).toBe(50_000);
    expect(row.total_price).toBe(quote.body.quote.newTotal * 100);
  });

  it('stays taken off when the customer moves the paid booking themselves from /my-booking', async () => {
    const { date, bookingId, totalPrice } = await paidInCash();
    const token = await linkToken(t.h.db, bookingId);
    const target = { token, theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date };
    const quote = await myCall(t.h, 'rescheduleQuote', target);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    // Priced as the staff's Move prices it: the ₹500 off again, on the cheaper slot's price.
    const staffQuote = await as('manager', 'bookingMoveQuote', { bookingId, theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date });
    expect(quote.body.quote.newTotal).toBe(staffQuote.body.quote.newTotal);
    expect(quote.body.quote.newTotal).toBeLessThan(totalPrice);
    const moved = await myCall(t.h, 'reschedule', { ...target, expectedTotal: quote.body.quote.newTotal });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const row = await storedBooking(t.h.db, bookingId);
    expect(row).toMatchObject({ slot_id: AURORA.ninety.slotId, discount: 50_000, discount_reason: regular.reason });
    expect(takenOff(row)).toBe(50_000);
    expect(row.total_price).toBe(quote.body.quote.newTotal * 100);
    const mine = await myBooking(t.h, token);
    expect(mine.discount).toMatchObject({ amount: 500 });
    expect(mine.totalPrice).toBe(quote.body.quote.newTotal);
  });

  it('two managers holding one slot at once with their own discounts: one holds it with theirs', async () => {
    const date = nextDay();
    const answers = await Promise.all([
      as('manager', 'phoneBooking', { ...choices(date), ...caller, discount: regular }),
      as('manager2', 'phoneBooking', {
        ...choices(date),
        ...caller,
        userPhone: '9812345671',
        discount: { amount: 300, reason: 'Late start' },
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!;
    const row = await storedBooking(t.h.db, won.body.bookingId);
    expect(takenOff(row)).toBe(row.discount);
    expect(won.body.totalPrice).toBe(AFTER_COUPON - row.discount / 100);
  });
});

describe('a discount refused', () => {
  it('to the front desk (403 in its words, nothing held) and to an editor', async () => {
    const before = await bookingCount();
    const quote = await as('front', 'phoneQuote', choices(nextDay(), { discount: regular }));
    expect(quote.status).toBe(403);
    expect(quote.body.message).toBe('Your role (front desk) may not give a discount.');
    const hold = await as('front', 'phoneBooking', { ...choices(nextDay()), ...caller, discount: regular });
    expect(hold.status).toBe(403);
    expect(hold.body.message).toBe('Your role (front desk) may not give a discount.');
    expect((await as('editor', 'phoneQuote', choices(nextDay(), { discount: regular }))).status).toBe(403);
    expect((await as('editor', 'phoneBooking', { ...choices(nextDay()), ...caller, discount: regular })).status).toBe(403);
    expect(await bookingCount()).toBe(before);
    // Without one, the front desk quotes and holds as before.
    expect((await as('front', 'phoneQuote', choices(nextDay()))).status).toBe(200);
  });

  it('at its field, nothing held: a reason missing, too short, NUL-laden or huge; an amount 0, negative, fractional, text or above the total', async () => {
    const before = await bookingCount();
    const cases: [unknown, string][] = [
      [{ amount: 500 }, 'discount.reason'],
      [{ amount: 500, reason: '' }, 'discount.reason'],
      [{ amount: 500, reason: ' ok ' }, 'discount.reason'],
      [{ amount: 500, reason: 'Regular\u0000customer' }, 'discount.reason'],
      [{ amount: 500, reason: 'x'.repeat(50_000) }, 'discount.reason'],
      [{ amount: 500, reason: 12345 }, 'discount.reason'],
      [{ amount: 0, reason: 'Regular' }, 'discount.amount'],
      [{ amount: -100, reason: 'Regular' }, 'discount.amount'],
      [{ amount: 12.5, reason: 'Regular' }, 'discount.amount'],
      [{ amount: '500', reason: 'Regular' }, 'discount.amount'],
      [{ amount: 1e12, reason: 'Regular' }, 'discount.amount'],
      [{ amount: AFTER_COUPON + 1, reason: 'Regular' }, 'discount.amount'],
      [{ reason: 'Regular' }, 'discount.amount'],
      ['500', 'discount'],
    ];
    for (const [discount, field] of cases) {
      const label = JSON.stringify(discount).slice(0, 80);
      const quote = await as('manager', 'phoneQuote', choices(nextDay(), { discount }));
      expect(quote.status, label).toBe(400);
      expect(quote.body.errors[0].field, label).toBe(field);
      const hold = await as('manager', 'phoneBooking', { ...choices(nextDay()), ...caller, discount });
      expect(hold.status, label).toBe(400);
      expect(hold.body.errors[0].field, label).toBe(field);
    }
    const over = await as('manager', 'phoneQuote', choices(nextDay(), { discount: { amount: AFTER_COUPON + 1, reason: 'Regular' } }));
    expect(over.body.errors[0].message).toBe('discount.amount must be at most ₹4,243, the total after the coupon');
    expect(await bookingCount()).toBe(before);
  });
});
