import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_VOIDED, NO_SUCH_PAYMENT } from '../../server/desk/actions/voidVenuePayment.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { pdfPagesText } from '../support/pdfText.ts';
import { testClock } from './bookingFixtures.ts';
import { historyOf, statuses, storedBooking } from './bookingRecords.ts';
import { addTestStaff, auditOf, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, paidBooking } from './paymentFixtures.ts';

/**
 * Money at the counter: any part of what is left, split between cash, UPI and card, recorded once
 * however many staff press at once; a payment recorded in error voided by a manager with the
 * reason, after which it counts nowhere (paid, the invoice, the takings, the CSV). Each booking here
 * is Aurora's ₹2,148 slot with its ₹750 advance paid online: ₹1,398 is left at the venue.
 */

/** 10:30 in India on a Sunday. */
const START = new Date('2026-11-22T05:00:00Z');
const clock = testClock(START);
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
const staff = {} as Record<'owner' | 'manager' | 'manager2' | 'front' | 'front2', TestStaff>;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  staff.owner = await addTestStaff(t.h.db, 'owner', { name: 'Olga Owner' });
  staff.manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
  staff.manager2 = await addTestStaff(t.h.db, 'manager', { name: 'Mira Manager' });
  staff.front = await addTestStaff(t.h.db, 'front-desk', { name: 'Farid Front' });
  staff.front2 = await addTestStaff(t.h.db, 'front-desk', { name: 'Fatima Front' });
});
afterAll(() => t.h.close());

async function as(who: keyof typeof staff, name: DeskCallName, input: unknown) {
  return deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, staff[who].id, clock.now()) });
}

let day = 3;
const booking = async () => (await paidBooking(t, addDays(istToday(clock.now()), day++))).bookingId;
const stored = (id: string) => storedBooking(t.h.db, id);
const rows = (id: string) =>
  t.h.db.query<{ id: number; amount: number; method: string; voided: boolean }>(
    'select id::int as id, amount, method, voided_at is not null as voided from venue_payments where booking_id = $1 order by id',
    [id],
  );
const page = async (id: string) => (await as('front', 'bookingPage', { bookingId: id })).body.booking;
const invoiceText = async (id: string) => {
  const { invoice } = await stored(id);
  return (await pdfPagesText(new Uint8Array(await (await t.h.app.request(invoice)).arrayBuffer()))).join('\n');
};
const cash = (amount: number) => ({ method: 'cash', amount });
const upi = (amount: number, reference = 'UPI-77') => ({ method: 'upi', reference, amount });

describe('Record payment: any part of what is left, in several methods', () => {
  it('takes a part, then the rest split between cash and UPI; each line kept, the invoice made again each time', async () => {
    const id = await booking();
    const part = await as('front', 'bookingRecordPayment', { bookingId: id, left: 1398, lines: [cash(500)] });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.message).toBe("₹500 recorded (Cash). Asha Rao's booking has ₹898 left to collect; its invoice is made again.");
    expect(part.body.booking).toMatchObject({ amountPaid: 1250, remainingAmount: 898 });
    expect(await stored(id)).toMatchObject({ amount_paid: 125_000, remaining_amount: 89_800, status: 'booking-confirmed' });
    expect(await invoiceText(id)).toContain('Rs. 898');

    const rest = await as('front2', 'bookingRecordPayment', { bookingId: id, left: 898, lines: [cash(300.5), upi(597.5, 'T-4471')] });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.message).toBe(
      "₹898 recorded (₹300.50 Cash; ₹597.50 UPI, ref T-4471). Asha Rao's booking is paid in full; its invoice is made again.",
    );
    expect(await stored(id)).toMatchObject({ amount_paid: 214_800, remaining_amount: 0 });
    expect((await rows(id)).map((r) => [r.amount, r.method])).toEqual([
      [50_000, 'cash'],
      [30_050, 'cash'],
      [59_750, 'upi'],
    ]);
    expect((await historyOf(t.h.db, id)).slice(-2).map((h) => h.note)).toEqual([
      '₹500 paid at the venue (Cash), recorded by Farid Front: ₹898 left to collect',
      '₹898 paid at the venue (₹300.50 Cash; ₹597.50 UPI, ref T-4471), recorded by Fatima Front: paid in full',
    ]);
    const pdf = await invoiceText(id);
    for (const s of ['Paid at the venue (Cash)', 'Rs. 500', 'Rs. 300.50', 'Paid at the venue (UPI, ref T-4471)', 'Rs. 597.50'])
      expect(pdf).toContain(s);
    const [, second] = await auditOf(t.h.db, `target = $1 and action = 'booking.record-payment'`, [`booking:${id}`]);
    expect(second.after).toMatchObject({
      amountPaid: 2148,
      remainingAmount: 0,
      amount: 898,
      payments: [
        { method: 'cash', reference: '', amount: 300.5 },
        { method: 'upi', reference: 'T-4471', amount: 597.5 },
      ],
    });
  });

  it('refuses lines adding up to more than is left, recording none of them', async () => {
    const id = await booking();
    const res = await as('front', 'bookingRecordPayment', { bookingId: id, left: 1398, lines: [cash(1000), upi(398.01)] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'The payments add up to ₹1,398.01, more than the ₹1,398 left to collect.',
      errors: [{ field: 'lines' }],
    });
    expect(await rows(id)).toEqual([]);
    expect(await stored(id)).toMatchObject({ amount_paid: 75_000, remaining_amount: 139_800 });
  });

  it('two staff recording different parts at once against the same screen: one recorded, the other told what is left now', async () => {
    const id = await booking();
    const all = await Promise.all([
      as('front', 'bookingRecordPayment', { bookingId: id, left: 1398, lines: [cash(400)] }),
      as('front2', 'bookingRecordPayment', { bookingId: id, left: 1398, lines: [upi(600)] }),
      as('manager', 'bookingRecordPayment', { bookingId: id, left: 1398, lines: [cash(400)] }),
    ]);
    expect(statuses(all).sort()).toEqual([200, 409, 409]);
    const won = all.find((r) => r.status === 200)!;
    const left = won.body.booking.remainingAmount;
    for (const r of all.filter((a) => a.status === 409)) expect(r.body.errors[0]).toMatchObject({ field: 'left', expected: left });
    expect(await rows(id)).toHaveLength(1);
    expect((await stored(id)).remaining_amount).toBe(left * 100);
  });
});

describe('Void a payment at the venue', () => {
  it('a manager voids one with the reason: it stays listed, counts nowhere, and what is left goes up by it', async () => {
    const id = await booking();
    await as('front', 'bookingRecordPayment', { bookingId: id, left: 1398, lines: [cash(1000), upi(398)] });
    const [wrong] = await rows(id);
    const takings = async () => (await as('manager', 'takings', {})).body.total;
    const before = await takings();

    const res = await as('manager', 'bookingVoidPayment', { bookingId: id, paymentId: wrong.id, reason: ' Typed 1000 for 100 ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(
      "₹1,000 paid at the venue (Cash) is voided. Asha Rao's booking has ₹1,000 left to collect; its invoice is made again.",
    );
    expect(await stored(id)).toMatchObject({ amount_paid: 114_800, remaining_amount: 100_000, status: 'booking-confirmed' });
    expect((await rows(id)).map((r) => r.voided)).toEqual([true, false]);
    const shown = await page(id);
    expect(shown.venuePayments[0]).toMatchObject({
      id: wrong.id,
      amount: 1000,
      voided: { by: 'Mona Manager', reason: 'Typed 1000 for 100' },
    });
    expect(shown.venuePayments[1]).toMatchObject({ amount: 398, voided: null });
    expect((await historyOf(t.h.db, id)).at(-1)?.note).toBe(
      '₹1,000 paid at the venue (Cash) voided by Mona Manager: Typed 1000 for 100; ₹1,000 left to collect',
    );
    const [entry] = await auditOf(t.h.db, `target = $1 and action = 'booking.void-payment'`, [`booking:${id}`]);
    expect(entry).toMatchObject({
      staff_id: staff.manager.id,
      before: { amountPaid: 2148, remainingAmount: 0 },
      after: { amountPaid: 1148, remainingAmount: 1000, amount: 1000, paymentId: wrong.id, method: 'cash', reason: 'Typed 1000 for 100' },
    });
    const pdf = await invoiceText(id);
    expect(pdf).not.toContain('Paid at the venue (Cash)');
    expect(pdf).toContain('Paid at the venue (UPI, ref UPI-77)');
    // The day's cash goes down by it, and so does the net; UPI stays.
    const after = await takings();
    expect(after.cash).toBe(before.cash - 1000);
    expect(after.net).toBe(before.net - 1000);
    expect(after.upi).toBe(before.upi);

    // Voided twice (a second press): refused, nothing changes; then the right amount is recorded.
    expect(await as('manager', 'bookingVoidPayment', { bookingId: id, paymentId: wrong.id, reason: 'again' })).toMatchObject({
      status: 409,
      body: { message: ALREADY_VOIDED },
    });
    expect((await as('front', 'bookingRecordPayment', { bookingId: id, left: 1000, lines: [cash(1000)] })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ amount_paid: 214_800, remaining_amount: 0 });
  });

  it('two managers voiding the same payment at once void it once', async () => {
    const id = await booking();
    await as('front', 'bookingRecordPayment', { bookingId: id, left: 1398, lines: [cash(1398)] });
    const [p] = await rows(id);
    const both = await Promise.all([
      as('manager', 'bookingVoidPayment', { bookingId: id, paymentId: p.id, reason: 'Wrong booking' }),
      as('manager2', 'bookingVoidPayment', { bookingId: id, paymentId: p.id, reason: 'Wrong booking' }),
    ]);
    expect(statuses(both).sort()).toEqual([200, 409]);
    expect(await stored(id)).toMatchObject({ amount_paid: 75_000, remaining_amount: 139_800 });
    expect(await auditOf(t.h.db, `target = $1 and action = 'booking.void-payment'`, [`booking:${id}`])).toHaveLength(1);
  });

  it('refuses the front desk, a missing or hostile reason, another booking’s payment and hostile ids, voiding nothing', async () => {
    const id = await booking();
    const other = await booking();
    await as('front', 'bookingRecordPayment', { bookingId: id, left: 1398, lines: [cash(1398)] });
    await as('front', 'bookingRecordPayment', { bookingId: other, left: 1398, lines: [cash(1398)] });
    const [p] = await rows(id);
    const [theirs] = await rows(other);
    expect((await as('front', 'bookingVoidPayment', { bookingId: id, paymentId: p.id, reason: 'Mine' })).status).toBe(403);
    for (const [body, field] of [
      [{ bookingId: id, paymentId: p.id }, 'reason'],
      [{ bookingId: id, paymentId: p.id, reason: '   ' }, 'reason'],
      [{ bookingId: id, paymentId: p.id, reason: 'a\u0000b' }, 'reason'],
      [{ bookingId: id, paymentId: p.id, reason: 'r'.repeat(501) }, 'reason'],
      [{ bookingId: id, paymentId: p.id, reason: 42 }, 'reason'],
      [{ bookingId: id, paymentId: String(p.id), reason: 'x' }, 'paymentId'],
      [{ bookingId: id, paymentId: -1, reason: 'x' }, 'paymentId'],
      [{ bookingId: id, paymentId: 1.5, reason: 'x' }, 'paymentId'],
      [{ bookingId: id, paymentId: 1e300, reason: 'x' }, 'paymentId'],
      [{ bookingId: 'x'.repeat(10_000), paymentId: p.id, reason: 'x' }, 'bookingId'],
    ] as const) {
      const res = await as('manager', 'bookingVoidPayment', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe(field);
    }
    expect(await as('manager', 'bookingVoidPayment', { bookingId: id, paymentId: theirs.id, reason: 'x' })).toMatchObject({
      status: 404,
      body: { message: NO_SUCH_PAYMENT },
    });
    expect((await as('manager', 'bookingVoidPayment', { bookingId: 'no-such-booking', paymentId: p.id, reason: 'x' })).status).toBe(404);
    expect([...(await rows(id)), ...(await rows(other))].map((r) => r.voided)).toEqual([false, false]);
  });
});
