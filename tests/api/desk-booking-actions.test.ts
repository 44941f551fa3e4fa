import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLED } from '../../server/booking/errors.ts';
import { ALREADY_PAID } from '../../server/desk/actions/recordVenuePayment.ts';
import { MOVE_REFUNDS, SLOT_TAKEN } from '../../server/desk/actions/moveBooking.ts';
import { NO_SUCH_BOOKING } from '../../server/desk/actions/actionBooking.ts';
import { ProviderError, type RefundRequest } from '../../server/payments/provider.ts';
import type { DeskCallName } from '../../src/lib/api/deskCalls.ts';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { pdfPagesText } from '../support/pdfText.ts';
import { addBookingBody, AURORA, auth, createBooking, newToken, testClock } from './bookingFixtures.ts';
import { deskRefundsOf, historyOf, providerRefundsOf, statuses, storedBooking } from './bookingRecords.ts';
import { addTestStaff, auditOf, deskApp, deskCall, sessionCookie, type App, type TestStaff } from './deskFixtures.ts';
import { openPaymentHarness, paidBooking, readBooking, slotBooked, startPayment } from './paymentFixtures.ts';

/**
 * The actions on a booking's page: Mark arrived, completed, no-show; Record payment; Cancel and
 * refund; Move; and the owner's refund window. Each exactly once under races (two staff, a double
 * click, a retry), in the audit log with who, and in the booking's history. Who may call which is
 * desk-access.test.ts's.
 */

/** 10:30 in India on a Sunday. */
const START = new Date('2026-11-22T05:00:00Z');
const clock = testClock(START);
let t: Awaited<ReturnType<typeof openPaymentHarness>>;
let desk: App;
const staff = {} as Record<'owner' | 'manager' | 'manager2' | 'front', TestStaff>;

beforeAll(async () => {
  t = await openPaymentHarness(clock.now);
  desk = deskApp(t.h.db, { now: clock.now, payments: t.payments });
  staff.owner = await addTestStaff(t.h.db, 'owner', { name: 'Olga Owner' });
  staff.manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
  staff.manager2 = await addTestStaff(t.h.db, 'manager', { name: 'Mira Manager' });
  staff.front = await addTestStaff(t.h.db, 'front-desk', { name: 'Farid Front' });
});
afterAll(() => t.h.close());

/** A desk call as one of the staff, with a session opened now (the tests move the clock past idle sessions). */
async function as(who: keyof typeof staff, name: DeskCallName, input: unknown) {
  return deskCall(desk, name, input, { cookie: await sessionCookie(t.h.db, staff[who].id, clock.now()) });
}

let day = 3;
/** A booking of Aurora's slot (its first by default) `daysAhead` days on (a new day each time by default), paid as asked. */
const booking = (o: { daysAhead?: number } & Parameters<typeof paidBooking>[2] = {}) =>
  paidBooking(t, addDays(istToday(clock.now()), o.daysAhead ?? day++), o);

const stored = (id: string) => storedBooking(t.h.db, id);
const history = (id: string) => historyOf(t.h.db, id);
/** The actions on a booking in the audit log (its page opened is counted there too, apart: desk-audit-entries.test.ts). */
const auditFor = (id: string) => auditOf(t.h.db, `target = $1 and action <> 'booking.view'`, [`booking:${id}`]);
const deskRefunds = (id: string) => deskRefundsOf(t.h.db, id);
const providerRefunds = (id: string) => providerRefundsOf(t.h.db, id);

/** Counts the refund calls to the redirect provider (PhonePe); `failWith` answers the next ones with these errors first. */
function watchRefunds(...failWith: Error[]) {
  const redirect = t.payments.providers.redirect;
  const refund = redirect.refund.bind(redirect);
  const ids: string[] = [];
  redirect.refund = async (r: RefundRequest) => {
    ids.push(r.refundId);
    const err = failWith.shift();
    if (err) throw err;
    return refund(r);
  };
  return { ids, restore: () => (redirect.refund = refund) };
}

describe('Mark arrived, completed, no-show', () => {
  it('follow the venue’s order on the slot’s day, each in the history and the audit log with who', async () => {
    const later = await booking({ daysAhead: 0, slot: { slotId: 'th-aurora-s3', fromTime: '16:00', toTime: '19:00' } });
    const now = await booking({ daysAhead: 0, slot: { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' } });
    const tooEarly = await as('front', 'bookingMark', { bookingId: later.bookingId, mark: 'arrived' });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toMatch(/^Too early: arrivals can be marked from two hours before the slot \(16:00 on /);

    clock.set(new Date(istInstant(istToday(START), '14:05')));
    const steps: [keyof typeof staff, string, number, RegExp][] = [
      ['front', 'no-show', 200, /is marked no-show\.$/],
      ['front', 'completed', 409, /^It is marked a no-show: mark arrived first/],
      ['manager', 'arrived', 200, /is marked arrived\.$/],
      ['front', 'no-show', 409, /^They have arrived/],
      ['owner', 'completed', 200, /is marked completed\.$/],
      ['front', 'arrived', 409, /^It is completed/],
    ];
    for (const [who, mark, status, message] of steps) {
      const res = await as(who, 'bookingMark', { bookingId: now.bookingId, mark });
      expect(res.status, `${mark}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.message).toMatch(message);
      if (status === 200) expect(res.body.booking).toMatchObject({ id: now.bookingId, status: 'booking-confirmed', venueStatus: mark });
    }
    expect(await stored(now.bookingId)).toMatchObject({ status: 'booking-confirmed', venue_status: 'completed' });
    const venueLines = (await history(now.bookingId)).filter((h) => h.note.startsWith('venue:'));
    expect(venueLines).toEqual([
      { status: 'booking-confirmed', note: 'venue: no-show (Mark no-show by Farid Front)' },
      { status: 'booking-confirmed', note: 'venue: arrived (Mark arrived by Mona Manager)' },
      { status: 'booking-confirmed', note: 'venue: completed (Mark completed by Olga Owner)' },
    ]);
    const audit = await auditFor(now.bookingId);
    expect(audit.map((a) => [a.action, a.staff_id, a.before, a.after])).toEqual([
      ['booking.mark-no-show', staff.front.id, { venueStatus: null }, { venueStatus: 'no-show' }],
      ['booking.mark-arrived', staff.manager.id, { venueStatus: 'no-show' }, { venueStatus: 'arrived' }],
      ['booking.mark-completed', staff.owner.id, { venueStatus: 'arrived' }, { venueStatus: 'completed' }],
    ]);

    // Two staff marking the same arrival at once: one marks it, the other is told it is done.
    const both = await Promise.all([
      as('front', 'bookingMark', { bookingId: later.bookingId, mark: 'arrived' }),
      as('manager', 'bookingMark', { bookingId: later.bookingId, mark: 'arrived' }),
    ]);
    expect(statuses(both)).toEqual([200, 409]);
    expect(both.find((b) => b.status === 409)!.body.message).toBe('It is marked arrived already.');
    expect((await history(later.bookingId)).filter((h) => h.note.startsWith('venue:'))).toHaveLength(1);
    clock.set(START);
  });

  it('refuse an unpaid booking, an unknown one and hostile input, changing nothing', async () => {
    const unpaid = await booking({ pay: 'none' });
    const refused = await as('front', 'bookingMark', { bookingId: unpaid.bookingId, mark: 'arrived' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a confirmed booking can be marked; this one is held.');
    expect(await as('front', 'bookingMark', { bookingId: 'nope', mark: 'arrived' })).toMatchObject({
      status: 404,
      body: { message: NO_SUCH_BOOKING },
    });
    for (const [body, field] of [
      [{ bookingId: unpaid.bookingId, mark: 'left' }, 'mark'],
      [{ bookingId: unpaid.bookingId, mark: ['arrived'] }, 'mark'],
      [{ bookingId: unpaid.bookingId }, 'mark'],
      [{ bookingId: `${unpaid.bookingId}\u0000`, mark: 'arrived' }, 'bookingId'],
      [{ bookingId: 'x'.repeat(5_000), mark: 'arrived' }, 'bookingId'],
      [{ bookingId: 42, mark: 'arrived' }, 'bookingId'],
    ] as const) {
      const res = await as('front', 'bookingMark', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe(field);
    }
    // A body past the API's limit is refused before it is read.
    expect((await as('front', 'bookingMark', { bookingId: 'x'.repeat(100_000), mark: 'arrived' })).status).toBe(413);
    expect((await stored(unpaid.bookingId)).venue_status).toBeNull();
    expect(await auditFor(unpaid.bookingId)).toEqual([]);
  });
});

describe('Record payment', () => {
  it('records what is left once, makes the booking paid in full, and makes its invoice again with the payment', async () => {
    const { token, bookingId } = await booking();
    const before = await stored(bookingId);
    expect(before).toMatchObject({ total_price: 214_800, amount_paid: 75_000, remaining_amount: 139_800 });
    expect(before.invoice).not.toBe('');
    const res = await as('front', 'bookingRecordPayment', {
      bookingId,
      left: 1398,
      lines: [{ method: 'upi', reference: ' 4123 5678 9012 ', amount: 1398 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/^₹1,398 recorded \(UPI, ref 4123 5678 9012\)\. Asha Rao's booking is paid in full/);
    expect(res.body.booking).toMatchObject({ totalPrice: 2148, amountPaid: 2148, remainingAmount: 0, invoice: before.invoice });
    expect(await stored(bookingId)).toMatchObject({ amount_paid: 214_800, remaining_amount: 0, invoice: before.invoice });
    expect((await readBooking(t.h, token, bookingId)).remainingAmount).toBe(0);
    expect((await history(bookingId)).at(-1)).toEqual({
      status: 'booking-confirmed',
      note: '₹1,398 paid at the venue (UPI, ref 4123 5678 9012), recorded by Farid Front: paid in full',
    });
    const [entry] = await auditFor(bookingId);
    expect(entry).toMatchObject({
      action: 'booking.record-payment',
      staff_id: staff.front.id,
      before: { amountPaid: 750, remainingAmount: 1398 },
      after: {
        amountPaid: 2148,
        remainingAmount: 0,
        amount: 1398,
        payments: [{ method: 'upi', reference: '4123 5678 9012', amount: 1398 }],
      },
    });
    const pdf = (await pdfPagesText(new Uint8Array(await (await t.h.app.request(before.invoice)).arrayBuffer()))).join('\n');
    for (const s of ['Advance paid', 'Rs. 750', 'Paid at the venue (UPI, ref 4123 5678 9012)', 'Rs. 1,398', 'To pay at the venue', 'Rs. 0'])
      expect(pdf).toContain(s);

    const again = await as('manager', 'bookingRecordPayment', { bookingId, left: 1398, lines: [{ method: 'cash', amount: 1398 }] });
    expect(again).toMatchObject({ status: 409, body: { message: ALREADY_PAID } });
    // The booking's page lists it with the online payment.
    const page = (await as('front', 'bookingPage', { bookingId })).body.booking;
    expect(page.venuePayments).toEqual([
      {
        id: expect.any(Number),
        amount: 1398,
        method: 'upi',
        reference: '4123 5678 9012',
        staffName: 'Farid Front',
        at: expect.any(String),
        voided: null,
      },
    ]);
    expect(page.payments).toHaveLength(1);
    expect(page.refunds).toEqual([]);
  });

  it('two staff, a double click and a retry at once: one payment, the others 409 Already paid in full', async () => {
    const { bookingId } = await booking();
    const body = { bookingId, left: 1398, lines: [{ method: 'cash', amount: 1398 }] };
    const all = await Promise.all([
      as('front', 'bookingRecordPayment', body),
      as('front', 'bookingRecordPayment', body),
      as('manager', 'bookingRecordPayment', { ...body, lines: [{ method: 'card', reference: 'SLIP-77', amount: 1398 }] }),
    ]);
    expect(statuses(all)).toEqual([200, 409, 409]);
    for (const r of all.filter((a) => a.status === 409)) expect(r.body.message).toBe(ALREADY_PAID);
    const rows = await t.h.db.query<{ amount: number }>('select amount from venue_payments where booking_id = $1', [bookingId]);
    expect(rows).toEqual([{ amount: 139_800 }]);
    expect(await stored(bookingId)).toMatchObject({ amount_paid: 214_800, remaining_amount: 0 });
    expect((await auditFor(bookingId)).filter((a) => a.action === 'booking.record-payment')).toHaveLength(1);
  });

  it('refuses a stale amount (409, with what is left), a missing reference, hostile input and an unpaid booking, recording nothing', async () => {
    const { bookingId } = await booking();
    const stale = await as('front', 'bookingRecordPayment', { bookingId, left: 2148, lines: [{ method: 'cash', amount: 2148 }] });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ field: 'left', expected: 1398 });
    for (const [body, field] of [
      [{ bookingId, left: 1398, lines: [{ method: 'upi', amount: 1398 }] }, 'lines.0.reference'],
      [{ bookingId, left: 1398, lines: [{ method: 'card', reference: '   ', amount: 1398 }] }, 'lines.0.reference'],
      [{ bookingId, left: 1398, lines: [{ method: 'upi', reference: 'a\u0000b', amount: 1398 }] }, 'lines.0.reference'],
      [{ bookingId, left: 1398, lines: [{ method: 'upi', reference: 'r'.repeat(101), amount: 1398 }] }, 'lines.0.reference'],
      [{ bookingId, left: 1398, lines: [{ method: 'cheque', amount: 1398 }] }, 'lines.0.method'],
      [{ bookingId, left: 1398, lines: [{ method: 'cash', amount: -1398 }] }, 'lines.0.amount'],
      [{ bookingId, left: 1398, lines: [{ method: 'cash', amount: '1398' }] }, 'lines.0.amount'],
      [{ bookingId, left: 1398, lines: [{ method: 'cash', amount: 1e308 * 10 }] }, 'lines.0.amount'],
      [{ bookingId, left: 1398, lines: [{ method: 'cash', amount: 1e300 }] }, 'lines.0.amount'],
      [{ bookingId, left: 1398, lines: [{ method: 'cash', amount: 0 }] }, 'lines.0.amount'],
      [{ bookingId, left: 1398, lines: [] }, 'lines'],
      [{ bookingId, left: 1398, lines: 'cash' }, 'lines'],
      [{ bookingId, left: 1398, lines: Array.from({ length: 5 }, () => ({ method: 'cash', amount: 1 })) }, 'lines'],
      [{ bookingId, left: '1398', lines: [{ method: 'cash', amount: 1398 }] }, 'left'],
      [{ bookingId, left: -1, lines: [{ method: 'cash', amount: 1398 }] }, 'left'],
      [{ bookingId, lines: [{ method: 'cash', amount: 1398 }] }, 'left'],
    ] as const) {
      const res = await as('front', 'bookingRecordPayment', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[0]?.field).toBe(field);
    }
    const unpaid = await booking({ pay: 'none' });
    const refused = await as('front', 'bookingRecordPayment', {
      bookingId: unpaid.bookingId,
      left: 2148,
      lines: [{ method: 'cash', amount: 2148 }],
    });
    expect(refused.status).toBe(409);
    expect(await t.h.db.query('select 1 from venue_payments where booking_id = any($1::text[])', [[bookingId, unpaid.bookingId]])).toEqual(
      [],
    );
    expect(await stored(bookingId)).toMatchObject({ amount_paid: 75_000, remaining_amount: 139_800 });
  });
});

describe('Cancel and refund', () => {
  it('proposes the policy’s refund, refunds it once through the provider, frees the slot at once, and says so everywhere', async () => {
    const { token, bookingId, date } = await booking();
    const quote = await as('manager', 'bookingRefundQuote', { bookingId });
    expect(quote.body).toMatchObject({ paidOnline: 750, paidAtVenue: 0, advance: 750, proposed: 750, withinWindow: true, windowHours: 72 });
    expect(quote.body.policy).toBe('Cancelled 72 hours or more before the slot: the advance is refunded in full.');
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);

    const res = await as('manager', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/is cancelled and its slot is free again\. ₹750 is refunded to the customer's online payment\.$/);
    expect(res.body.refund).toMatchObject({ amount: 750, status: 'refunded' });
    expect(res.body.booking).toMatchObject({ status: 'cancelled', remainingAmount: 0 });
    expect(await providerRefunds(bookingId)).toEqual([75_000]);
    expect(await deskRefunds(bookingId)).toMatchObject([{ amount: 75_000, status: 'refunded', kind: 'cancel', reason: '' }]);
    // What is refunded no longer counts as paid: the desk's lists and the export show what is kept.
    expect(await stored(bookingId)).toMatchObject({ amount_paid: 0, remaining_amount: 0 });
    // Its cause and instant, which the owner's Reports count (043_reports.sql).
    expect(
      await t.h.db.query('select cancel_cause, cancel_note, cancelled_at is not null as dated from bookings where id = $1', [bookingId]),
    ).toEqual([{ cancel_cause: 'customer-asked', cancel_note: '', dated: true }]);
    const page = (await as('manager', 'bookingPage', { bookingId })).body.booking;
    expect(page.money).toEqual({ total: 2148, paid: 0, leftToCollect: 0 });
    expect(page.refunds).toEqual([
      {
        id: res.body.refund.id,
        amount: 750,
        status: 'refunded',
        note: '',
        kind: 'cancel',
        reason: '',
        byCustomer: false,
        at: expect.any(String),
      },
    ]);
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(false);
    const customer = await readBooking(t.h, token, bookingId);
    expect(customer.status).toBe('cancelled');
    expect(customer.statusNote).toMatch(/^Your booking was cancelled\. We are refunding ₹750 to the way you paid online\./);
    expect((await history(bookingId)).at(-1)).toEqual({
      status: 'cancelled',
      note: `cancelled by Mona Manager: refund ${res.body.refund.id} of ₹750 online; reason: Customer asked. Cancelled 72 hours or more before the slot: the advance is refunded in full.`,
    });
    expect((await auditFor(bookingId)).map((a) => [a.action, a.staff_id, a.before.status, a.after])).toEqual([
      [
        'booking.cancel',
        staff.manager.id,
        'booking-confirmed',
        { status: 'cancelled', refund: 750, proposed: 750, cause: 'customer-asked', reason: '', refundId: res.body.refund.id },
      ],
    ]);
    // Nothing more can be paid or changed on it from the site, and the slot sells again.
    expect((await startPayment(t.h, token, bookingId)).body.message).toBe(CANCELLED);
    const other = await newToken(t.h);
    expect(await createBooking(t.h, other, addBookingBody(date))).toBeTruthy();
  });

  it('two staff, a double click and a retry: one refund at the provider, the rest 409', async () => {
    const { bookingId } = await booking();
    const refunds = watchRefunds();
    try {
      const all = await Promise.all([
        as('manager', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 }),
        as('manager', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 }),
        as('owner', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 }),
      ]);
      expect(statuses(all)).toEqual([200, 409, 409]);
      for (const r of all.filter((a) => a.status === 409)) expect(r.body.message).toBe('This booking is cancelled already.');
      const retry = await as('manager2', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 });
      expect(retry.status).toBe(409);
      expect(refunds.ids).toHaveLength(1);
    } finally {
      refunds.restore();
    }
    expect(await providerRefunds(bookingId)).toEqual([75_000]);
    expect(await deskRefunds(bookingId)).toHaveLength(1);
    expect((await history(bookingId)).filter((h) => h.status === 'cancelled')).toHaveLength(1);
  });

  it('a refund the provider does not take at once is asked again with the same id, and made once', async () => {
    const { bookingId } = await booking();
    const refunds = watchRefunds(new ProviderError('PhonePe refused to refund (HTTP 503)', 503));
    try {
      const res = await as('owner', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 });
      expect(res.status).toBe(200);
      expect(res.body.refund).toMatchObject({ status: 'pending' });
      expect(res.body.message).toMatch(/has not taken the refund of ₹750 yet; it is asked again automatically/);
      clock.advance(1000);
      await t.reconcile();
      // Two reconcilers at once after that: the refund is claimed by one, and made once anyway.
      clock.advance(60_000);
      await Promise.all([t.reconcile(), t.reconcile()]);
      expect(refunds.ids.length).toBeGreaterThanOrEqual(2);
      expect(new Set(refunds.ids)).toEqual(new Set([res.body.refund.id]));
    } finally {
      refunds.restore();
    }
    expect(await deskRefunds(bookingId)).toMatchObject([{ status: 'refunded', attempts: 1 }]);
    expect(await providerRefunds(bookingId)).toEqual([75_000]);
  });

  it('late, proposes nothing; another amount needs a reason and never more than was paid online; the owner’s window changes the proposal', async () => {
    const { bookingId } = await booking({ daysAhead: 2 });
    const quote = await as('owner', 'bookingRefundQuote', { bookingId });
    expect(quote.body).toMatchObject({ proposed: 0, withinWindow: false, windowHours: 72 });
    expect(quote.body.policy).toBe('Cancelled less than 72 hours before the slot: the advance is not refundable.');

    const noReason = await as('manager', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0]).toEqual({ field: 'reason', message: "reason is required to refund other than the policy's ₹0" });
    const tooMuch = await as('manager', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750.01, reason: 'Goodwill' });
    expect(tooMuch.body.errors[0]).toEqual({ field: 'amount', message: 'amount must not be more than the ₹750 paid online' });
    for (const body of [
      { bookingId, cause: 'customer-asked', amount: -1 },
      { bookingId, cause: 'customer-asked', amount: '750' },
      { bookingId, cause: 'customer-asked', amount: 750, reason: 'r'.repeat(501) },
      { bookingId, cause: 'customer-asked', amount: 750, reason: 'power\u0000cut' },
      { bookingId: [bookingId], cause: 'customer-asked', amount: 0 },
      { bookingId, amount: 750, reason: 'Goodwill' },
      { bookingId, cause: 'Customer asked', amount: 750, reason: 'Goodwill' },
      { bookingId, cause: ['other'], amount: 750, reason: 'Goodwill' },
      { bookingId, cause: 'other', amount: 0 },
      { bookingId, cause: 'other', amount: 0, reason: '   ' },
    ])
      expect((await as('manager', 'bookingCancel', body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await stored(bookingId)).status).toBe('booking-confirmed');

    // The owner's 24-hour window: two days ahead is now in time.
    const set = await as('owner', 'settingsRefundWindow', { hours: 24 });
    expect(set.body.settings).toMatchObject({ refundWindowHours: 24, updatedBy: 'Olga Owner' });
    expect((await as('owner', 'settingsRead', {})).body.settings.refundWindowHours).toBe(24);
    expect((await auditOf(t.h.db, `action = 'settings.refund-window'`)).map((a) => [a.staff_id, a.before, a.after])).toEqual([
      [staff.owner.id, { hours: 72 }, { hours: 24 }],
    ]);
    for (const hours of [-1, 721, 1.5, '24', null]) expect((await as('owner', 'settingsRefundWindow', { hours })).status).toBe(400);
    try {
      expect((await as('manager', 'bookingRefundQuote', { bookingId })).body).toMatchObject({ proposed: 750, withinWindow: true });
      const partial = await as('manager', 'bookingCancel', {
        cause: 'customer-asked',
        bookingId,
        amount: 300,
        reason: 'Decoration already made',
      });
      expect(partial.status, JSON.stringify(partial.body)).toBe(200);
      expect(await providerRefunds(bookingId)).toEqual([30_000]);
      expect(await deskRefunds(bookingId)).toMatchObject([{ amount: 30_000, reason: 'Decoration already made' }]);
      expect((await history(bookingId)).at(-1)!.note).toMatch(
        /^cancelled by Mona Manager: refund .* of ₹300 online; reason: Customer asked: Decoration already made\. Cancelled 24 hours/,
      );
    } finally {
      await as('owner', 'settingsRefundWindow', { hours: 72 });
    }
  });

  it('a booking paid at the venue only is cancelled with nothing to refund online, and says so', async () => {
    const { bookingId, date } = await booking({ pay: 'none' });
    // As a phone booking recorded as paid at the venue leaves it: sold, confirmed, its money taken there.
    await t.h.db.query(`update slot_holds set status = 'confirmed', expires_at = null where booking_id = $1`, [bookingId]);
    await t.h.db.query(`update bookings set status = 'booking-confirmed', amount_paid = total_price, remaining_amount = 0 where id = $1`, [
      bookingId,
    ]);
    await t.h.db.query(
      `insert into venue_payments (booking_id, amount, method, staff_name, at) values ($1, 214800, 'cash', 'Farid Front', $2)`,
      [bookingId, clock.now()],
    );
    expect((await as('manager', 'bookingRefundQuote', { bookingId })).body).toMatchObject({
      paidOnline: 0,
      paidAtVenue: 2148,
      proposed: 0,
    });
    expect((await as('manager', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 1, reason: 'x' })).body.errors[0]).toEqual({
      field: 'amount',
      message: 'amount must be 0: nothing was paid online',
    });
    const res = await as('manager', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refund).toBeNull();
    expect(res.body.message).toMatch(
      /Nothing was paid online, so nothing is refunded online\. ₹2,148 was paid at the venue: hand back there what is due\.$/,
    );
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(false);
    expect(await deskRefunds(bookingId)).toEqual([]);
  });

  it('refuses a booking that is not confirmed, or whose guests arrived', async () => {
    const unpaid = await booking({ pay: 'none' });
    expect((await as('owner', 'bookingCancel', { cause: 'customer-asked', bookingId: unpaid.bookingId, amount: 0 })).body.message).toBe(
      'Only a confirmed booking can be cancelled; this one is held.',
    );
    const used = await booking();
    await t.h.db.query(`update bookings set venue_status = 'arrived' where id = $1`, [used.bookingId]);
    const res = await as('owner', 'bookingCancel', { cause: 'customer-asked', bookingId: used.bookingId, amount: 0 });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^They have arrived/);
    expect(await as('owner', 'bookingRefundQuote', { bookingId: 'nope' })).toMatchObject({ status: 404 });
    expect(await providerRefunds(used.bookingId)).toEqual([]);
  });
});

describe('Move', () => {
  it('lists the slots of a day, free or not, and prices the booking there before it moves', async () => {
    const { bookingId, date } = await booking();
    const taken = await booking({ daysAhead: 30, slot: AURORA.ninety });
    const slots = await as('front', 'bookingMoveSlots', { bookingId, date });
    expect(slots.status, JSON.stringify(slots.body)).toBe(200);
    const aurora = slots.body.theatres.find((th: { id: string }) => th.id === AURORA.id);
    expect(aurora.slots.find((s: { slotId: string }) => s.slotId === AURORA.slot1.slotId)).toMatchObject({ free: false, current: true });
    expect(aurora.slots.find((s: { slotId: string }) => s.slotId === AURORA.ninety.slotId)).toMatchObject({ free: true, current: false });
    const onTaken = await as('front', 'bookingMoveSlots', { bookingId, date: taken.date });
    const ninety = onTaken.body.theatres
      .find((th: { id: string }) => th.id === AURORA.id)
      .slots.find((s: { slotId: string }) => s.slotId === AURORA.ninety.slotId);
    expect(ninety.free).toBe(false);

    const cheaper = await as('front', 'bookingMoveQuote', { bookingId, theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date });
    expect(cheaper.body.quote).toEqual({
      theatreId: AURORA.id,
      theaterName: 'Aurora',
      date,
      time: AURORA.ninety,
      oldTotal: 2148,
      newTotal: 1799,
      difference: -349,
      remainingAmount: 1049,
      refundOnline: 0,
      returnAtVenue: 0,
    });
    const dearer = await as('front', 'bookingMoveQuote', { bookingId, theatreId: 'th-velvet', slotId: 'th-velvet-s2', date });
    expect(dearer.body.quote).toMatchObject({ theaterName: 'Velvet Lounge', newTotal: 2799, difference: 651, remainingAmount: 2049 });

    for (const [body, status] of [
      [{ bookingId, theatreId: AURORA.id, slotId: AURORA.slot1.slotId, date }, 400],
      [{ bookingId, theatreId: AURORA.id, slotId: 'th-velvet-s2', date }, 400],
      [{ bookingId, theatreId: 'th-nowhere', slotId: 'th-velvet-s2', date }, 400],
      [{ bookingId, theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date: '2026-02-30' }, 400],
      [{ bookingId, theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date: addDays(istToday(clock.now()), -1) }, 400],
      [{ bookingId, theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date: '2099-01-01' }, 400],
      [{ bookingId, theatreId: `${AURORA.id}\u0000`, slotId: AURORA.ninety.slotId, date }, 400],
      [{ bookingId: 'nope', theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date }, 404],
    ] as const)
      expect((await as('front', 'bookingMoveQuote', body)).status, JSON.stringify(body)).toBe(status);
    expect((await as('front', 'bookingMoveSlots', { bookingId, date: addDays(istToday(clock.now()), -1) })).status).toBe(400);
  });

  it('to a dearer theatre: the old slot freed and the new one sold at once, the difference left to collect, in the history and the audit log', async () => {
    const { token, bookingId, date } = await booking();
    const target = { bookingId, theatreId: 'th-velvet', slotId: 'th-velvet-s2', date: addDays(date, 1) };
    const stale = await as('front', 'bookingMove', { ...target, expectedTotal: 2148 });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]).toMatchObject({ field: 'expectedTotal', expected: 2799 });
    const res = await as('front', 'bookingMove', { ...target, expectedTotal: 2799 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/is moved to Velvet Lounge, .*, 12:15-15:15\. ₹2,049 is left to collect at the venue\.$/);
    expect(res.body.booking).toMatchObject({
      theatreId: 'th-velvet',
      totalPrice: 2799,
      amountPaid: 750,
      remainingAmount: 2049,
      status: 'booking-confirmed',
    });
    expect(res.body.refund).toBeNull();
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(false);
    expect(await slotBooked(t.h, 'th-velvet', 'th-velvet-s2', target.date)).toBe(true);
    expect(await readBooking(t.h, token, bookingId)).toMatchObject({
      theaterName: 'Velvet Lounge',
      date: target.date,
      remainingAmount: 2049,
    });
    expect((await history(bookingId)).at(-1)!.note).toMatch(
      /^moved by Farid Front from Aurora, .* to Velvet Lounge, .*: total ₹2,148 to ₹2,799; ₹2,049 left to collect$/,
    );
    const [entry] = (await auditFor(bookingId)).filter((a) => a.action === 'booking.move');
    expect(entry).toMatchObject({
      staff_id: staff.front.id,
      before: { theatreId: AURORA.id, slotId: AURORA.slot1.slotId, date, totalPrice: 2148, amountPaid: 750 },
      after: { theatreId: 'th-velvet', slotId: 'th-velvet-s2', date: target.date, totalPrice: 2799, remainingAmount: 2049, refundId: null },
    });
    // A double click: the booking is already there.
    expect((await as('front', 'bookingMove', { ...target, expectedTotal: 2799 })).status).toBe(400);
  });

  it('paid in full online, to a cheaper slot: refused to the front desk; two managers at once: the excess refunded once through the provider, the invoice made again', async () => {
    const { bookingId, date } = await booking({ pay: 'full' });
    expect(await stored(bookingId)).toMatchObject({ amount_paid: 214_800, remaining_amount: 0 });
    const invoice = (await stored(bookingId)).invoice;
    const target = { bookingId, theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date };
    expect((await as('manager', 'bookingMoveQuote', target)).body.quote).toMatchObject({
      difference: -349,
      refundOnline: 349,
      remainingAmount: 0,
    });
    // The front desk may move bookings but not give money back: nothing moves, nothing is refunded.
    const refused = await as('front', 'bookingMove', { ...target, expectedTotal: 1799 });
    expect(refused).toMatchObject({ status: 403, body: { message: MOVE_REFUNDS } });
    expect(await stored(bookingId)).toMatchObject({ slot_id: AURORA.slot1.slotId, amount_paid: 214_800 });
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
    expect(await deskRefunds(bookingId)).toEqual([]);
    const both = await Promise.all([
      as('manager', 'bookingMove', { ...target, expectedTotal: 1799 }),
      as('manager2', 'bookingMove', { ...target, expectedTotal: 1799 }),
    ]);
    expect(statuses(both)).toEqual([200, 400]);
    const res = both.find((b) => b.status === 200)!;
    expect(res.body.refund).toMatchObject({ amount: 349, status: 'refunded' });
    expect(res.body.booking).toMatchObject({ totalPrice: 1799, amountPaid: 1799, remainingAmount: 0, invoice });
    expect(await providerRefunds(bookingId)).toEqual([34_900]);
    expect(await deskRefunds(bookingId)).toMatchObject([{ amount: 34_900, kind: 'move', status: 'refunded' }]);
    const pdf = (await pdfPagesText(new Uint8Array(await (await t.h.app.request(invoice)).arrayBuffer()))).join('\n');
    expect(pdf).toContain('19:30 - 21:00');
    expect(pdf).toContain('Rs. 1,799');
    // What the provider still holds is what a later cancellation can refund.
    expect((await as('manager', 'bookingRefundQuote', { bookingId })).body).toMatchObject({ paidOnline: 1799, proposed: 1799 });
  });

  it('racing a site booking of the target slot: exactly one of them gets it', async () => {
    for (let round = 0; round < 3; round++) {
      const { bookingId, date } = await booking();
      const token = await newToken(t.h);
      const [move, site] = await Promise.all([
        as('front', 'bookingMove', { bookingId, theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date, expectedTotal: 1799 }),
        t.h.post(
          'booking/new/addbooking',
          addBookingBody(date, { time: AURORA.ninety, subTotal: 1799, userPhone: '9123456780' }),
          auth(token),
        ),
      ]);
      expect([move.status, site.status].sort(), JSON.stringify([move.body, site.body])).toEqual(
        move.status === 200 ? [200, 406] : [200, 409],
      );
      if (move.status === 409) {
        expect(move.body.message).toBe(SLOT_TAKEN);
        expect((await stored(bookingId)).slot_id).toBe(AURORA.slot1.slotId);
        expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, date)).toBe(true);
      }
      const live = await t.h.db.query(
        `select booking_id from slot_holds where theatre_id = $1 and slot_id = $2 and slot_date = $3 and status in ('held', 'confirmed')`,
        [AURORA.id, AURORA.ninety.slotId, date],
      );
      expect(live).toHaveLength(1);
    }
  });

  it('refuses a cancelled booking', async () => {
    const { bookingId, date } = await booking();
    await as('owner', 'bookingCancel', { cause: 'customer-asked', bookingId, amount: 750 });
    const res = await as('front', 'bookingMove', {
      bookingId,
      theatreId: AURORA.id,
      slotId: AURORA.ninety.slotId,
      date,
      expectedTotal: 1799,
    });
    expect(res).toMatchObject({ status: 409, body: { message: 'This booking is cancelled already.' } });
  });
});
