import { describe, expect, it } from 'vitest';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import { givesMoneyBack, moveMoney } from '../../src/lib/desk/moveMoney.ts';
import { needsReason, policySentence, proposedRefund, refundAmountProblem } from '../../src/lib/desk/refundPolicy.ts';
import { changeRefusal, venueMarkRefusal, type MarkableBooking, type VenueStatus } from '../../src/lib/desk/venueStatus.ts';
import { RecordPaymentRequest, RefundWindowRequest, CancelRequest } from '../../src/lib/api/deskActions.ts';

const HOUR = 3_600_000;
/** A slot at 09:00 India time on 2030-01-10. */
const slotStartsAt = istInstant('2030-01-10', '09:00');

describe('the refund policy', () => {
  it.each([
    // [paid online, advance, hours before the slot, window, proposed, within]
    ['advance, 100 hours before a 72-hour window: all of it', 75_000, 75_000, 100, 72, 75_000, true],
    ['advance, exactly 72 hours before: all of it', 75_000, 75_000, 72, 72, 75_000, true],
    ['advance, a minute under 72 hours: none', 75_000, 75_000, 72 - 1 / 60, 72, 0, false],
    ['advance, after the slot started: none', 75_000, 75_000, -2, 72, 0, false],
    ['paid in full online, late: all but the advance', 214_800, 75_000, 10, 72, 139_800, false],
    ['paid in full online, in time: all of it', 214_800, 75_000, 80, 72, 214_800, true],
    ['partly refunded already (a move), late: what is left above the advance', 60_000, 75_000, 10, 72, 0, false],
    ['nothing online (paid at the venue): nothing', 0, 75_000, 200, 72, 0, true],
    ['a 0-hour window: every cancellation before the slot is in time', 75_000, 75_000, 0, 0, 75_000, true],
    ['the owner’s 24-hour window, 30 hours before', 75_000, 75_000, 30, 24, 75_000, true],
  ])('%s', (_, paidOnlinePaise, advancePaise, hoursBefore, windowHours, amountPaise, withinWindow) => {
    const now = slotStartsAt - hoursBefore * HOUR;
    const p = proposedRefund({ paidOnlinePaise, advancePaise, slotStartsAt, now, windowHours });
    expect(p).toEqual({ amountPaise, withinWindow, hoursBefore: Math.floor(hoursBefore) });
  });

  it.each([
    [0, 75_000, undefined],
    [75_000, 75_000, undefined],
    [30_000, 75_000, undefined],
    [75_001, 75_000, 'must not be more than the ₹750 paid online'],
    [1, 0, 'must be 0: nothing was paid online'],
    [-1, 75_000, 'must be an amount of 0 or more'],
    [0.5, 75_000, 'must be an amount of 0 or more'],
  ])('a refund of %d paise when %d were paid online: %j', (amount, paid, problem) => {
    expect(refundAmountProblem(amount, paid)).toBe(problem);
  });

  it('asks a reason for any amount but the proposal, and says the policy in a sentence', () => {
    const p = proposedRefund({
      paidOnlinePaise: 75_000,
      advancePaise: 75_000,
      slotStartsAt,
      now: slotStartsAt - 10 * HOUR,
      windowHours: 72,
    });
    expect(needsReason(0, p)).toBe(false);
    expect(needsReason(75_000, p)).toBe(true);
    expect(policySentence(p, 72)).toBe('Cancelled less than 72 hours before the slot: the advance is not refundable.');
    expect(policySentence({ ...p, withinWindow: true }, 48)).toBe(
      'Cancelled 48 hours or more before the slot: the advance is refunded in full.',
    );
  });
});

describe('what happened at the venue', () => {
  const base: MarkableBooking = { status: 'booking-confirmed', venueStatus: null, date: '2030-01-10', fromTime: '09:00', toTime: '12:00' };
  const at = (hoursFromStart: number) => slotStartsAt + hoursFromStart * HOUR;

  it.each<[string, Partial<MarkableBooking>, VenueStatus, number, RegExp | undefined]>([
    ['arrived at the slot', {}, 'arrived', 0, undefined],
    ['arrived two hours early', {}, 'arrived', -2, undefined],
    ['arrived three hours early: too early', {}, 'arrived', -3, /^Too early: arrivals can be marked from two hours before/],
    ['arrived the morning after', {}, 'arrived', 20, undefined],
    ['arrived two days later: too late', {}, 'arrived', 3 + 25, /^Too late/],
    ['completed after arrived', { venueStatus: 'arrived' }, 'completed', 3, undefined],
    ['completed without arrived', {}, 'completed', 3, /^Mark arrived first/],
    ['completed after a no-show', { venueStatus: 'no-show' }, 'completed', 3, /no-show: mark arrived first/],
    ['no-show once the slot started', {}, 'no-show', 0.5, undefined],
    ['no-show before the slot', {}, 'no-show', -1, /^Too early: a no-show can be marked once the slot starts \(09:00 on 2030-01-10\)/],
    ['no-show after arrived', { venueStatus: 'arrived' }, 'no-show', 1, /^They have arrived/],
    ['arrived late after a no-show', { venueStatus: 'no-show' }, 'arrived', 1, undefined],
    ['anything after completed', { venueStatus: 'completed' }, 'arrived', 1, /^It is completed/],
    ['arrived twice', { venueStatus: 'arrived' }, 'arrived', 1, /^It is marked arrived already/],
    ['a booking not confirmed', { status: 'held' }, 'arrived', 0, /^Only a confirmed booking can be marked; this one is held/],
    ['a cancelled booking', { status: 'cancelled' }, 'no-show', 1, /this one is cancelled/],
  ])('%s', (_, change, mark, hours, refusal) => {
    const said = venueMarkRefusal({ ...base, ...change }, mark, at(hours));
    if (refusal) expect(said).toMatch(refusal);
    else expect(said).toBeUndefined();
  });

  it('closes a day after a slot that runs past midnight ends, not after its start day', () => {
    const late = { ...base, fromTime: '23:00', toTime: '01:30' };
    const ends = istInstant('2030-01-11', '01:30');
    expect(venueMarkRefusal(late, 'arrived', ends + 23 * HOUR)).toBeUndefined();
    expect(venueMarkRefusal(late, 'arrived', ends + 25 * HOUR)).toMatch(/^Too late/);
  });

  it.each<[Partial<MarkableBooking>, RegExp | undefined]>([
    [{}, undefined],
    [{ venueStatus: 'no-show' }, undefined],
    [{ venueStatus: 'arrived' }, /^They have arrived: the booking can no longer be cancelled/],
    [{ venueStatus: 'completed' }, /completed their slot/],
    [{ status: 'cancelled' }, /^This booking is cancelled already/],
    [{ status: 'payment-pending' }, /^Only a confirmed booking can be cancelled; this one is payment-pending/],
  ])('cancelling %j: %s', (change, refusal) => {
    const said = changeRefusal({ ...base, ...change }, 'cancelled');
    if (refusal) expect(said).toMatch(refusal);
    else expect(said).toBeUndefined();
  });
});

describe('the money of a move', () => {
  it.each([
    // [what, old, new, paid, online, difference, remaining, refund online, hand back]
    ['advance paid, to a dearer slot: more to collect', 179_900, 214_800, 75_000, 75_000, 34_900, 139_800, 0, 0],
    ['advance paid, to a cheaper slot: less to collect, nothing refunded', 214_800, 179_900, 75_000, 75_000, -34_900, 104_900, 0, 0],
    ['paid in full online, to a cheaper slot: the excess refunded online', 214_800, 179_900, 214_800, 214_800, -34_900, 0, 34_900, 0],
    ['paid in full at the venue, cheaper: handed back at the venue', 214_800, 179_900, 214_800, 0, -34_900, 0, 0, 34_900],
    [
      'advance online and the rest at the venue, much cheaper: online first, then the venue',
      214_800,
      50_000,
      214_800,
      75_000,
      -164_800,
      0,
      75_000,
      89_800,
    ],
    ['paid in full, same price: nothing', 214_800, 214_800, 214_800, 214_800, 0, 0, 0, 0],
  ])('%s', (_, oldTotalPaise, newTotalPaise, paidPaise, paidOnlinePaise, difference, remaining, refund, back) => {
    const m = moveMoney({ oldTotalPaise, newTotalPaise, paidPaise, paidOnlinePaise });
    expect(m).toEqual({
      differencePaise: difference,
      remainingPaise: remaining,
      refundOnlinePaise: refund,
      returnAtVenuePaise: back,
      paidAfterPaise: paidPaise - refund - back,
    });
    // What is paid after the move and what is left always make the new total, or more only when nothing is left.
    expect(m.paidAfterPaise + m.remainingPaise).toBe(Math.max(newTotalPaise, m.paidAfterPaise));
    // Only a move that hands money back is a refund (and needs the refund permission).
    expect(givesMoneyBack(m.refundOnlinePaise, m.returnAtVenuePaise)).toBe(refund + back > 0);
  });
});

describe('the actions’ schemas', () => {
  it('take a reference for UPI and card, and none for cash', () => {
    const ok = (body: object) =>
      RecordPaymentRequest.safeParse({ bookingId: 'b1', left: 1398, lines: [{ amount: 1398, ...body }] }).success;
    expect(ok({ method: 'cash' })).toBe(true);
    expect(ok({ method: 'upi', reference: '  ' })).toBe(false);
    expect(ok({ method: 'card', reference: '' })).toBe(false);
    expect(ok({ method: 'upi', reference: '412345678901' })).toBe(true);
    expect(ok({ method: 'cheque', reference: 'x' })).toBe(false);
    expect(ok({ method: 'upi', reference: 'a\u0000b' })).toBe(false);
    expect(ok({ method: 'upi', reference: 'a\u202eb' })).toBe(false);
    expect(ok({ method: 'upi', reference: 'x'.repeat(101) })).toBe(false);
    expect(ok({ method: 'cash', amount: 0 })).toBe(false);
    expect(ok({ method: 'cash', amount: 10.005 })).toBe(false);
  });

  it('take one to four methods of a payment at the venue, and what the screen said was left', () => {
    const line = { method: 'cash', amount: 100 };
    const ok = (body: object) => RecordPaymentRequest.safeParse({ bookingId: 'b1', left: 1398, lines: [line], ...body }).success;
    expect(ok({})).toBe(true);
    expect(ok({ lines: [line, line, line, line] })).toBe(true);
    expect(ok({ lines: [line, line, line, line, line] })).toBe(false);
    expect(ok({ lines: [] })).toBe(false);
    expect(ok({ lines: line })).toBe(false);
    expect(ok({ left: undefined })).toBe(false);
    expect(ok({ left: -1 })).toBe(false);
    expect(ok({ left: 0 })).toBe(true);
  });

  it('take a refund window of whole hours from 0 to 720, and a cancel amount of 0 or more', () => {
    for (const hours of [0, 72, 720]) expect(RefundWindowRequest.safeParse({ hours }).success).toBe(true);
    for (const hours of [-1, 721, 1.5, '72', null, 1e308]) expect(RefundWindowRequest.safeParse({ hours }).success).toBe(false);
    expect(CancelRequest.parse({ bookingId: 'b', amount: 0, cause: 'customer-asked' })).toEqual({
      bookingId: 'b',
      amount: 0,
      cause: 'customer-asked',
      reason: '',
    });
    expect(CancelRequest.safeParse({ bookingId: 'b', amount: -1, cause: 'customer-asked' }).success).toBe(false);
    // Why is always asked: a cancel without its cause is refused.
    expect(CancelRequest.safeParse({ bookingId: 'b', amount: 0 }).success).toBe(false);
  });
});
