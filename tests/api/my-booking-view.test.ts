import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderIdOf } from '../../server/repo/bookings.ts';
import { holdSlot } from '../../server/repo/slotHolds.ts';
import { addDays, istInstant } from '../../src/lib/booking/istClock.ts';
import { pdfPagesText } from '../support/pdfText.ts';
import { AURORA, auth, blackForestLine, testClock } from './bookingFixtures.ts';
import { addTestStaff, auditOf, type TestStaff } from './deskFixtures.ts';
import { changePayment, myBooking, openManageHarness, type ManageHarness } from './myBookingFixtures.ts';
import type { PaymentHarness } from './paymentFixtures.ts';

/**
 * /my-booking's page data: the booking as its invoice lists it, where it is, and what the customer
 * may do now and why not (the owner's reschedule window, the refund policy, a slot begun, a booking
 * cancelled or unpaid), with a payment of theirs left open. Which tokens open it, and how often:
 * my-booking-tokens.test.ts.
 */

/** 10:30 in India on a Sunday. */
const START = new Date('2026-11-22T05:00:00Z');
const clock = testClock(START);
let t: PaymentHarness;
let as: ManageHarness['as'];
let booking: ManageHarness['booking'];
let owner: TestStaff;
let manager: TestStaff;

beforeAll(async () => {
  ({ t, as, booking } = await openManageHarness(clock));
  owner = await addTestStaff(t.h.db, 'owner', { name: 'Olga Owner' });
  manager = await addTestStaff(t.h.db, 'manager', { name: 'Mona Manager' });
});
afterAll(() => t.h.close());

const SLOT_BEGUN = 'Your slot has begun, so this booking can no longer be changed here.';
const hoursBefore = (date: string, time: string, hours: number) => new Date(istInstant(date, time) - hours * 3_600_000).toISOString();

describe('the booking as /my-booking shows it', () => {
  it('is the booking as its invoice lists it (the same lines, coupon and totals), with where it is and what each action offers', async () => {
    // 3 people, a birthday for Ravi, a 1 kg Black Forest, FLAT400BASIC: 2148 + 299 + 299 + 998 - 400.
    const b = await booking({
      body: { noOfPersons: 3, subTotal: 2447, couponId: 'FLAT400BASIC' },
      before: async (token, bookingId) => {
        for (const [path, body] of [
          [
            'booking/new/updateocasion',
            { occasionId: 'occ-birthday', personName: 'Ravi', decorationTheme: 'Jungle', subTotal: 2746, totalPrice: 2346 },
          ],
          ['booking/new/updatecakes', { products: [blackForestLine(998, '1')], cakeMessage: 'Roar, Ravi!' }],
        ] as const)
          expect((await t.h.post(path, { bookingId, ...body }, auth(token))).status).toBe(200);
      },
    });
    const view = await myBooking(t.h, b.link);
    expect(view).toMatchObject({
      orderId: await orderIdOf(t.h.db, b.bookingId),
      status: 'booking-confirmed',
      customerName: 'Asha Rao',
      branch: {
        name: 'CineCelebrations Jubilee Hills',
        address: '3rd Floor, Plot 42, Road No. 36, Jubilee Hills, Hyderabad, Telangana 500033',
        mapUrl: expect.stringMatching(/^https:\/\//),
      },
      theatreId: AURORA.id,
      theaterName: 'Aurora',
      date: b.date,
      time: AURORA.slot1,
      persons: 3,
      occasion: 'Birthday',
      personName: 'Ravi',
      decorationTheme: 'Jungle',
      cakeMessage: 'Roar, Ravi!',
      plan: '',
      lines: [
        { label: 'Theatre: Aurora', amount: 2148 },
        { label: 'Extra persons: 1', amount: 299 },
        { label: 'Occasion: Birthday', amount: 299 },
        { label: 'Cake: Black Forest (1 kg)', amount: 998 },
      ],
      subTotal: 3744,
      coupon: { code: 'FLAT400BASIC', amount: 400 },
      totalPrice: 3344,
      amountPaid: 750,
      remainingAmount: 2594,
      calendarUrl: `/v1/theatre/web/mybooking/calendar.ics?t=${b.link}`,
      readOnly: false,
      rescheduleUntil: hoursBefore(b.date, '09:00', 24),
      refusals: { payRest: '', reschedule: '', cancel: '' },
      cancelRefund: 750,
      cancelPolicy: 'Your slot is 72 hours or more away, so everything you paid online is refunded: ₹750.',
      openPayment: null,
    });
    // Its invoice is the PDF the profile and the confirmation link to, and lists the same lines.
    expect(view.invoiceUrl).toMatch(/^\/v1\/theatre\/invoices\/[\w-]{43}\.pdf$/);
    const pdf = await t.h.app.request(view.invoiceUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfPagesText(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    for (const line of view.lines) expect(text).toContain(line.label);
    expect(text).toContain('FLAT400BASIC');
  });

  it('inside the owner’s reschedule window offers Cancel and Pay the rest but not Reschedule; late, the policy keeps the advance', async () => {
    // Tomorrow 09:00 is 22½ hours away: inside the 24-hour reschedule window and the 72-hour refund window.
    const b = await booking({ daysAhead: 1 });
    const view = await myBooking(t.h, b.link);
    expect(view).toMatchObject({
      readOnly: false,
      refusals: {
        payRest: '',
        reschedule: 'A booking can be rescheduled here up to 24 hours before its slot. Please call us to change it now.',
        cancel: '',
      },
      rescheduleUntil: hoursBefore(b.date, '09:00', 24),
      cancelRefund: 0,
      cancelPolicy:
        'Your slot is less than 72 hours away, so under our refund policy the advance of ₹750 is not refundable. Nothing is refunded.',
    });

    // The owner makes it 12 hours: Reschedule is offered again, and the page says until when.
    const set = await as(owner, 'settingsRescheduleWindow', { hours: 12 });
    try {
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.settings).toMatchObject({ rescheduleBeforeHours: 12, rescheduleUpdatedBy: 'Olga Owner', refundWindowHours: 72 });
      expect(set.body.message).toBe('Customers may now reschedule their booking themselves up to 12 hours before the slot.');
      expect((await as(owner, 'settingsRead', {})).body.settings).toMatchObject({ rescheduleBeforeHours: 12, updatedBy: null });
      expect(await myBooking(t.h, b.link)).toMatchObject({
        refusals: { reschedule: '' },
        rescheduleUntil: hoursBefore(b.date, '09:00', 12),
      });
      expect(
        (await auditOf(t.h.db, `action = 'settings.reschedule-window'`)).map((a) => [a.staff_id, a.target, a.before, a.after]),
      ).toEqual([[owner.id, 'settings:reschedule-window', { hours: 24 }, { hours: 12 }]]);
      // Only whole hours from 0 to 720, and only the owner.
      for (const hours of [-1, 721, 1.5, '24', null, 1e308])
        expect((await as(owner, 'settingsRescheduleWindow', { hours })).status, String(hours)).toBe(400);
      expect((await as(owner, 'settingsRescheduleWindow', { hours: 721 })).body.errors[0]).toEqual({
        field: 'hours',
        message: 'hours must be at most 720 (30 days)',
      });
      expect((await as(manager, 'settingsRescheduleWindow', { hours: 0 })).status).toBe(403);
    } finally {
      await as(owner, 'settingsRescheduleWindow', { hours: 24 });
    }
    expect((await myBooking(t.h, b.link)).refusals.reschedule).toMatch(/^A booking can be rescheduled here up to 24 hours/);
  });

  it('paid in full, has nothing left to pay', async () => {
    const b = await booking({ pay: 'full' });
    expect(await myBooking(t.h, b.link)).toMatchObject({
      amountPaid: 2148,
      remainingAmount: 0,
      refusals: { payRest: 'Nothing is left to pay.', reschedule: '', cancel: '' },
      cancelRefund: 2148,
    });
  });

  it('once the slot has begun, or the venue has marked it, is only shown', async () => {
    // Today's 12:30 slot, two hours on.
    const b = await booking({ daysAhead: 0, slot: { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' } });
    expect((await myBooking(t.h, b.link)).readOnly).toBe(false);
    clock.advance(2 * 3_600_000);
    try {
      expect(await myBooking(t.h, b.link)).toMatchObject({
        status: 'booking-confirmed',
        readOnly: true,
        refusals: { payRest: SLOT_BEGUN, reschedule: SLOT_BEGUN, cancel: SLOT_BEGUN },
        cancelRefund: 0,
        cancelPolicy: '',
      });
    } finally {
      clock.set(START);
    }
    const arrived = await booking();
    await t.h.db.query(`update bookings set venue_status = 'arrived' where id = $1`, [arrived.bookingId]);
    expect(await myBooking(t.h, arrived.link)).toMatchObject({ readOnly: true, refusals: { cancel: SLOT_BEGUN } });
  });

  it('cancelled at the desk, is only shown, with what happened to the money', async () => {
    const b = await booking();
    expect((await as(manager, 'bookingCancel', { cause: 'customer-asked', bookingId: b.bookingId, amount: 750 })).status).toBe(200);
    const cancelled = 'This booking is cancelled.';
    expect(await myBooking(t.h, b.link)).toMatchObject({
      status: 'cancelled',
      statusNote: expect.stringMatching(/^Your booking was cancelled\. We are refunding ₹750 to the way you paid online\./),
      readOnly: true,
      refusals: { payRest: cancelled, reschedule: cancelled, cancel: cancelled },
      amountPaid: 0,
      remainingAmount: 0,
      invoiceUrl: null,
      cancelRefund: 0,
      cancelPolicy: '',
    });
  });

  it('not paid yet, is only shown', async () => {
    const b = await booking({ pay: 'none' });
    const unpaid = 'This booking is not confirmed: it has not been paid.';
    expect(await myBooking(t.h, b.link)).toMatchObject({
      status: 'held',
      readOnly: true,
      invoiceUrl: null,
      refusals: { payRest: unpaid, reschedule: unpaid, cancel: unpaid },
      openPayment: null,
    });
  });
});

describe('a payment the customer left open', () => {
  it('shows the rest’s or a reschedule’s payment while it is open, with the slot held for a reschedule; never the booking’s own', async () => {
    const b = await booking();
    const rest = await changePayment(t, b.bookingId, { purpose: 'balance', amountPaise: 139_800 });
    expect((await myBooking(t.h, b.link)).openPayment).toEqual({
      purpose: 'balance',
      amount: 1398,
      redirectUrl: rest.redirectUrl,
      moveTo: null,
      expiresAt: new Date(clock.now().getTime() + 15 * 60_000).toISOString(),
    });

    const moved = await booking();
    const target = { theatreId: AURORA.id, ...AURORA.ninety, date: addDays(moved.date, 1), persons: 2 };
    const holdId = await t.h.db.transaction((tx) =>
      holdSlot(tx, target, moved.bookingId, clock.now(), new Date(clock.now().getTime() + 15 * 60_000)),
    );
    const move = await changePayment(t, moved.bookingId, {
      purpose: 'move',
      amountPaise: 10_000,
      moveTo: {
        theatreId: AURORA.id,
        slotId: AURORA.ninety.slotId,
        date: target.date,
        holdId: holdId!,
        newTotalPaise: 224_800,
        from: { theatreId: AURORA.id, slotId: AURORA.slot1.slotId, date: moved.date },
      },
    });
    expect((await myBooking(t.h, moved.link)).openPayment).toMatchObject({
      purpose: 'move',
      amount: 100,
      redirectUrl: move.redirectUrl,
      moveTo: { theaterName: 'Aurora', date: target.date, fromTime: '19:30', toTime: '21:00' },
    });

    // A payment of the booking itself (the wizard's), or one that has lapsed, is not the customer's to go back to.
    const other = await booking();
    await changePayment(t, other.bookingId, { purpose: 'booking', amountPaise: 139_800 });
    await changePayment(t, other.bookingId, { purpose: 'balance', amountPaise: 139_800, expiresInMs: -1000 });
    expect((await myBooking(t.h, other.link)).openPayment).toBeNull();
  });
});
