import { describe, expect, it } from 'vitest';
import type { ManagedBooking } from '../../src/lib/api/myBooking.ts';
import { changeOutcome, PAYMENT_FAILED, startedFromOpen, type StartedChange } from '../../src/lib/manage/changeOutcome.ts';
import { myBookingPath, tokenOfSearch } from '../../src/lib/manage/myBookingLink.ts';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { failureOf, NETWORK_MESSAGE, SERVER_MESSAGE } from '../../src/islands/manage/manageApi.ts';

const TOKEN = 'Ab3_-x'.repeat(7) + 'Q';

describe('the /my-booking link', () => {
  it('carries the token in ?t=, and reads it back', () => {
    expect(myBookingPath(TOKEN)).toBe(`/my-booking?t=${TOKEN}`);
    expect(tokenOfSearch(new URL(myBookingPath(TOKEN), 'https://x.in').search)).toBe(TOKEN);
  });

  it.each([
    ['none', ''],
    ['empty', '?t='],
    ['blank', '?t=%20%20'],
    ['not base64url', '?t=abc%2Fdef'],
    ['a NUL', '?t=abc%00'],
    ['a script', '?t=%3Cscript%3E'],
    ['too long', `?t=${'a'.repeat(201)}`],
  ])('gives no token to send for %s', (_, search) => {
    expect(tokenOfSearch(search)).toBe('');
  });

  it('takes the first t of several, and ignores the other parameters', () => {
    expect(tokenOfSearch(`?utm_source=wa&t=${TOKEN}&t=other`)).toBe(TOKEN);
  });
});

/** The booking as the page shows it, where it is and what is left. */
function booking(
  change: Partial<ManagedBooking> = {},
): Pick<ManagedBooking, 'orderId' | 'remainingAmount' | 'theaterName' | 'date' | 'time' | 'openPayment'> {
  return {
    orderId: 'CC-1001',
    remainingAmount: 1398,
    theaterName: 'Aurora',
    date: '2030-01-10',
    time: { slotId: 's1', fromTime: '09:00', toTime: '12:00' },
    openPayment: null,
    ...change,
  };
}

const balance: StartedChange = { orderId: 'CC-1001', purpose: 'balance', remainingBefore: 1398, to: null };
const move: StartedChange = {
  orderId: 'CC-1001',
  purpose: 'move',
  remainingBefore: 1398,
  to: { theaterName: 'Nebula', date: '2030-01-12', fromTime: '18:00' },
};
const movedThere = { theaterName: 'Nebula', date: '2030-01-12', time: { slotId: 's5', fromTime: '18:00', toTime: '21:00' } };
const open = (purpose: 'balance' | 'move'): ManagedBooking['openPayment'] => ({
  purpose,
  amount: 500,
  redirectUrl: 'https://pay.example/x',
  moveTo: purpose === 'move' ? { theaterName: 'Nebula', date: '2030-01-12', fromTime: '18:00', toTime: '21:00' } : null,
  expiresAt: '2030-01-01T10:00:00.000Z',
});

describe('what became of a payment started on the page', () => {
  it('says nothing while the payment is still open, nor of another booking’s', () => {
    expect(changeOutcome(balance, booking({ openPayment: open('balance') }))).toBeNull();
    expect(changeOutcome(balance, booking({ orderId: 'CC-2002', remainingAmount: 0 }))).toBeNull();
  });

  it('the rest paid: received, and what is left (nothing, or a part)', () => {
    expect(changeOutcome(balance, booking({ remainingAmount: 0 }))).toEqual({
      kind: 'paid',
      message: 'Payment received. Nothing is left to pay.',
    });
    expect(changeOutcome(balance, booking({ remainingAmount: 398 }))?.message).toBe('Payment received. ₹398 is left to pay at the venue.');
  });

  it('the rest not paid (declined, lapsed): the booking is unchanged', () => {
    expect(changeOutcome(balance, booking())).toEqual({ kind: 'failed', message: PAYMENT_FAILED });
  });

  it('a reschedule paid: moved, to the new place in the site’s words', () => {
    expect(changeOutcome(move, booking(movedThere))).toEqual({
      kind: 'moved',
      message: `Payment received. Your booking is moved to Nebula, ${bookingDayLabel('2030-01-12')}, 18:00 - 21:00.`,
    });
  });

  it('a reschedule not made (declined, or refunded because the booking changed): unchanged', () => {
    expect(changeOutcome(move, booking())).toEqual({ kind: 'failed', message: PAYMENT_FAILED });
    // Another slot of the same day and theatre is not the one paid for.
    expect(changeOutcome(move, booking({ ...movedThere, time: { slotId: 's4', fromTime: '15:00', toTime: '18:00' } }))?.kind).toBe(
      'failed',
    );
  });

  it('a payment found open on arrival stands for its change, as the booking was then', () => {
    expect(startedFromOpen(booking())).toBeNull();
    expect(startedFromOpen(booking({ openPayment: open('balance') }))).toEqual(balance);
    expect(startedFromOpen(booking({ openPayment: open('move') }))).toEqual(move);
  });
});

describe('a call’s refusal, in words to show beside its button', () => {
  const refused = (status: number | undefined, data?: unknown) => failureOf({ status, data });

  it('any 404 is the one page for a link that opens nothing', () => {
    expect(refused(404, { message: 'We cannot find this booking.' })).toEqual({ kind: 'notFound' });
  });

  it('a 409 says what changed in its message alone; the fields’ words are for programs', () => {
    const data = {
      message: 'What is left to pay is now ₹1,398.',
      errors: [{ field: 'amount', message: 'amount should be 1398', expected: 1398 }],
    };
    expect(refused(409, data)).toEqual({ kind: 'changed', message: 'What is left to pay is now ₹1,398.' });
    expect(refused(409, {})).toMatchObject({ kind: 'changed', message: expect.stringMatching(/changed/) });
  });

  it('a 400 says which field is wrong; a 429 when to try again', () => {
    const data = { message: 'Please check the request.', errors: [{ field: 'date', message: 'date must be a day from today' }] };
    expect(refused(400, data)).toEqual({ kind: 'failed', message: 'Please check the request. date must be a day from today' });
    expect(refused(429, { message: 'Too many requests. Please try again in 10 minutes.' }).kind).toBe('failed');
  });

  it('no answer, or ours failing, says so in plain words', () => {
    expect(refused(undefined)).toEqual({ kind: 'failed', message: NETWORK_MESSAGE });
    expect(refused(500, { message: 'TypeError: x is undefined' })).toEqual({ kind: 'failed', message: SERVER_MESSAGE });
  });
});
