import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_PROCESS_ORIGIN } from '../../server/app.ts';
import { SLOT_TAKEN } from '../../server/desk/actions/moveBooking.ts';
import { TARGET_TAKEN } from '../../server/manage/changePayments.ts';
import { routes } from '../../src/lib/api/routes.ts';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { pdfPagesText } from '../support/pdfText.ts';
import { addBookingBody, AURORA, auth, newToken, testClock } from './bookingFixtures.ts';
import { historyOf, providerRefundsOf, storedBooking } from './bookingRecords.ts';
import { holdersOf, paymentsFor, VELVET } from './changePaymentFixtures.ts';
import { messagesOf } from './messagesQueuedFixtures.ts';
import { myBooking, myCall, openManageHarness, type ManageHarness } from './myBookingFixtures.ts';
import { pressOnPayPage, readBooking, slotBooked } from './paymentFixtures.ts';

/**
 * Reschedule from /my-booking: to another slot of the booking's branch, priced as the desk's Move
 * prices it. Costing the same or less, it is made at once (what was paid above the new price
 * refunded online); costing more, the target is held while the customer pays the difference, and
 * the move is made when the provider says paid: declined, the booking keeps its slot; paid after
 * the desk changed the booking, it is refunded. Refusals, hostile input and races are
 * my-booking-reschedule-rules.test.ts's.
 */

/** 10:30 in India on a Sunday. */
const clock = testClock(new Date('2026-11-22T05:00:00Z'));
let t: ManageHarness['t'];
let asManager: ManageHarness['asManager'];
let booking: ManageHarness['booking'];

beforeAll(async () => ({ t, asManager, booking } = await openManageHarness(clock)));
afterAll(() => t.h.close());

const stored = (id: string) => storedBooking(t.h.db, id);
const call = (name: 'reschedule' | 'rescheduleQuote', body: object) => myCall(t.h, name, body);
const movedMessages = async (id: string) => (await messagesOf(t.h.db, id)).filter((m) => m.kind === 'booking-moved');
const invoiceText = async (path: string) =>
  (await pdfPagesText(new Uint8Array(await (await t.h.app.request(path)).arrayBuffer()))).join('\n');

describe('costing the same or less, made at once', () => {
  it('cheaper, only the advance paid: quoted, moved, the old slot freed, nothing refunded, less left to pay', async () => {
    const b = await booking();
    const target = { theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date: b.date };
    const quote = await call('rescheduleQuote', { token: b.link, ...target });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.quote).toEqual({
      ...{ theatreId: AURORA.id, theaterName: 'Aurora', date: b.date, time: AURORA.ninety },
      ...{ oldTotal: 2148, newTotal: 1799, difference: -349, payNow: 0, refundOnline: 0, returnAtVenue: 0, remainingAmount: 1049 },
    });
    const res = await call('reschedule', { token: b.link, ...target, expectedTotal: 1799 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.redirectUrl).toBeNull();
    expect(res.body.message).toBe(
      `Your booking is moved to Aurora, ${bookingDayLabel(b.date)}, 19:30-21:00. It now costs ₹349 less. Left to pay at the venue: ₹1,049.`,
    );
    expect(res.body.booking).toMatchObject({
      theatreId: AURORA.id,
      date: b.date,
      time: AURORA.ninety,
      totalPrice: 1799,
      amountPaid: 750,
      remainingAmount: 1049,
    });
    expect(await stored(b.bookingId)).toMatchObject({
      slot_id: AURORA.ninety.slotId,
      total_price: 179_900,
      amount_paid: 75_000,
      remaining_amount: 104_900,
    });
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, b.date)).toBe(false);
    expect(await holdersOf(t.h.db, AURORA.id, AURORA.ninety.slotId, b.date)).toEqual([`${b.bookingId} confirmed`]);
    expect(await providerRefundsOf(t.h.db, b.bookingId)).toEqual([]);
    expect((await historyOf(t.h.db, b.bookingId)).at(-1)!.note).toMatch(
      /^rescheduled by the customer from Aurora, .*, 09:00-12:00 to Aurora, .*, 19:30-21:00: total ₹2,148 to ₹1,799; ₹1,049 left to collect$/,
    );
    expect(await movedMessages(b.bookingId)).toHaveLength(1);
    expect(await invoiceText((await stored(b.bookingId)).invoice)).toContain('19:30 - 21:00');
  });

  it('cheaper, paid in full online: the excess refunded once through the provider, as the customer’s refund', async () => {
    const b = await booking({ pay: 'full' });
    const target = { theatreId: AURORA.id, slotId: AURORA.ninety.slotId, date: b.date };
    expect((await call('rescheduleQuote', { token: b.link, ...target })).body.quote).toMatchObject({
      refundOnline: 349,
      payNow: 0,
      remainingAmount: 0,
    });
    const res = await call('reschedule', { token: b.link, ...target, expectedTotal: 1799 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toContain('₹349 is refunded to the way you paid online');
    expect(await providerRefundsOf(t.h.db, b.bookingId)).toEqual([34_900]);
    const refunds = await t.h.db.query('select amount, kind, status, staff_id, by_customer from desk_refunds where booking_id = $1', [
      b.bookingId,
    ]);
    expect(refunds).toEqual([{ amount: 34_900, kind: 'move', status: 'refunded', staff_id: null, by_customer: true }]);
    expect(await stored(b.bookingId)).toMatchObject({ total_price: 179_900, amount_paid: 179_900, remaining_amount: 0 });
    expect((await historyOf(t.h.db, b.bookingId)).at(-1)!.note).toMatch(/: total ₹2,148 to ₹1,799; refund PAY_\w+_D1 of ₹349 online$/);
  });

  it('the same price: moved, nothing paid or refunded', async () => {
    const b = await booking();
    const slot2 = { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' };
    const res = await call('reschedule', { token: b.link, theatreId: AURORA.id, slotId: slot2.slotId, date: b.date, expectedTotal: 2148 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ redirectUrl: null, booking: { time: slot2, amountPaid: 750, remainingAmount: 1398 } });
    expect(res.body.message).toContain('The price is the same. Left to pay at the venue: ₹1,398.');
    expect(await paymentsFor(t.h.db, b.bookingId, 'move')).toEqual([]);
  });
});

describe('costing more, the difference paid first', () => {
  it('holds the target while the customer pays (a double click opens one pay page); paid, the move is made', async () => {
    const b = await booking({ daysAhead: 60 });
    const target = { theatreId: VELVET.id, slotId: VELVET.s2, date: b.date };
    expect((await call('rescheduleQuote', { token: b.link, ...target })).body.quote).toMatchObject({
      ...{ theaterName: 'Velvet Lounge', oldTotal: 2148, newTotal: 2799, difference: 651, payNow: 651 },
      ...{ refundOnline: 0, returnAtVenue: 0, remainingAmount: 1398 },
    });
    const both = await Promise.all([1, 2].map(() => call('reschedule', { token: b.link, ...target, expectedTotal: 2799 })));
    for (const res of both) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [res] = both;
    expect(both[1].body.redirectUrl).toBe(res.body.redirectUrl);
    expect(res.body.redirectUrl).toMatch(/^http.*\/sandbox\//);
    expect(res.body.message).toMatch(
      /^Pay ₹651 on the payment page to move your booking to the new slot\. It is held for you until \d{1,2}:\d\d [ap]m;/,
    );
    // The booking stays where it is until paid, its slot still its own; the target is held for it.
    expect(res.body.booking).toMatchObject({ theatreId: AURORA.id, time: AURORA.slot1, openPayment: { purpose: 'move', amount: 651 } });
    expect(await paymentsFor(t.h.db, b.bookingId, 'move')).toMatchObject([{ status: 'pending', amount: 65_100 }]);
    expect(await stored(b.bookingId)).toMatchObject({ status: 'booking-confirmed', slot_id: AURORA.slot1.slotId, amount_paid: 75_000 });
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, b.date)).toBe(true);
    expect(await slotBooked(t.h, VELVET.id, VELVET.s2, b.date)).toBe(true);
    expect(await holdersOf(t.h.db, VELVET.id, VELVET.s2, b.date)).toEqual([`${b.bookingId} held`]);
    // Read back by the wizard's calls it is the booking it was: sold, with no hold running out.
    expect(await readBooking(t.h, b.token, b.bookingId)).toMatchObject({
      status: 'booking-confirmed',
      holdExpiresAt: null,
      time: AURORA.slot1,
    });
    // Nobody else can take it meanwhile: not a site booking, not the desk moving another booking there.
    const other = await t.h.post(
      routes.addBooking.path,
      addBookingBody(b.date, {
        ...{ theatreId: VELVET.id, theaterName: 'Velvet Lounge' },
        time: { slotId: VELVET.s2, fromTime: '12:15', toTime: '15:15' },
        subTotal: 2799,
      }),
      auth(await newToken(t.h)),
    );
    expect(other.status, JSON.stringify(other.body)).toBe(406);
    const neighbour = await booking({ daysAhead: 60, slot: AURORA.ninety });
    expect((await asManager('bookingMove', { bookingId: neighbour.bookingId, ...target, expectedTotal: 2799 })).body.message).toBe(
      SLOT_TAKEN,
    );

    const back = await pressOnPayPage(t.h, res.body.redirectUrl, 'Pay');
    expect(back.headers.get('location')).toBe(`${IN_PROCESS_ORIGIN}/my-booking?t=${b.link}`);
    expect(await stored(b.bookingId)).toMatchObject({
      ...{ status: 'booking-confirmed', theatre_id: VELVET.id, slot_id: VELVET.s2 },
      ...{ total_price: 279_900, amount_paid: 140_100, remaining_amount: 139_800 },
    });
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, b.date)).toBe(false);
    expect(await holdersOf(t.h.db, VELVET.id, VELVET.s2, b.date)).toEqual([`${b.bookingId} confirmed`]);
    expect(await paymentsFor(t.h.db, b.bookingId, 'move')).toMatchObject([{ status: 'paid' }]);
    expect((await historyOf(t.h.db, b.bookingId)).at(-1)!.note).toMatch(
      /^rescheduled by the customer from Aurora, .* to Velvet Lounge, .*, 12:15-15:15: total ₹2,148 to ₹2,799; ₹651 paid online \(payment PAY_\w+\); ₹1,398 left to collect$/,
    );
    expect(await movedMessages(b.bookingId)).toHaveLength(1);
    expect(await invoiceText((await stored(b.bookingId)).invoice)).toContain('Velvet Lounge');
    expect(await myBooking(t.h, b.link)).toMatchObject({
      theatreId: VELVET.id,
      totalPrice: 2799,
      amountPaid: 1401,
      remainingAmount: 1398,
      openPayment: null,
    });
    // Paid again in the sandbox's eyes (a repeated webhook, the reconciler): settled once.
    await t.reconcile();
    expect(await movedMessages(b.bookingId)).toHaveLength(1);
  });

  it('declined: the booking keeps its slot and the target is free again; asked again, it can be paid', async () => {
    const b = await booking();
    const target = { token: b.link, theatreId: VELVET.id, slotId: VELVET.s2, date: b.date, expectedTotal: 2799 };
    const res = await call('reschedule', target);
    await pressOnPayPage(t.h, res.body.redirectUrl, 'Decline');
    expect(await paymentsFor(t.h.db, b.bookingId, 'move')).toMatchObject([{ status: 'failed' }]);
    expect(await stored(b.bookingId)).toMatchObject({ slot_id: AURORA.slot1.slotId, total_price: 214_800, amount_paid: 75_000 });
    expect(await slotBooked(t.h, AURORA.id, AURORA.slot1.slotId, b.date)).toBe(true);
    expect(await slotBooked(t.h, VELVET.id, VELVET.s2, b.date)).toBe(false);
    expect((await historyOf(t.h.db, b.bookingId)).at(-1)!.note).toMatch(
      /^payment PAY_\w+ \(to reschedule, ₹651\) not paid: the booking stays as it was$/,
    );
    expect(await movedMessages(b.bookingId)).toEqual([]);
    const again = await call('reschedule', target);
    expect(again.body.redirectUrl).not.toBe(res.body.redirectUrl);
    await pressOnPayPage(t.h, again.body.redirectUrl, 'Pay');
    expect(await stored(b.bookingId)).toMatchObject({ slot_id: VELVET.s2, amount_paid: 140_100 });
  });

  it('paid after the desk moved the booking, or cancelled it: refunded, and the booking is as the desk left it', async () => {
    const moved = await booking();
    const target = { theatreId: VELVET.id, slotId: VELVET.s2, date: moved.date };
    const open = await call('reschedule', { token: moved.link, ...target, expectedTotal: 2799 });
    const byDesk = await asManager('bookingMove', {
      bookingId: moved.bookingId,
      theatreId: AURORA.id,
      slotId: AURORA.ninety.slotId,
      date: moved.date,
      expectedTotal: 1799,
    });
    expect(byDesk.status, JSON.stringify(byDesk.body)).toBe(200);
    // The desk's move gave the customer's target up.
    expect(await holdersOf(t.h.db, VELVET.id, VELVET.s2, moved.date)).toEqual([]);
    expect((await myBooking(t.h, moved.link)).openPayment).toBeNull();
    await pressOnPayPage(t.h, open.body.redirectUrl, 'Pay');
    expect(await paymentsFor(t.h.db, moved.bookingId, 'move')).toMatchObject([{ status: 'refunded' }]);
    expect(await providerRefundsOf(t.h.db, moved.bookingId)).toEqual([65_100]);
    const after = await stored(moved.bookingId);
    expect(after).toMatchObject({ slot_id: AURORA.ninety.slotId, total_price: 179_900, amount_paid: 75_000 });
    expect(after.status_note).toContain('Your payment of ₹651 to reschedule could not be used: your booking was moved meanwhile.');
    expect((await historyOf(t.h.db, moved.bookingId)).some((h) => /paid but refunded: the booking was moved meanwhile$/.test(h.note))).toBe(
      true,
    );

    const cancelled = await booking();
    const open2 = await call('reschedule', { token: cancelled.link, ...target, date: cancelled.date, expectedTotal: 2799 });
    expect(
      (await asManager('bookingCancel', { cause: 'customer-asked', bookingId: cancelled.bookingId, amount: 750, reason: '' })).status,
    ).toBe(200);
    expect(await slotBooked(t.h, VELVET.id, VELVET.s2, cancelled.date)).toBe(false);
    await pressOnPayPage(t.h, open2.body.redirectUrl, 'Pay');
    expect(await stored(cancelled.bookingId)).toMatchObject({ status: 'cancelled', slot_id: AURORA.slot1.slotId });
    expect((await stored(cancelled.bookingId)).status_note).toContain('could not be used: your booking was cancelled meanwhile');
    expect((await providerRefundsOf(t.h.db, cancelled.bookingId)).sort()).toEqual([65_100, 75_000]);
  });
});
