import { describe, expect, it } from 'vitest';
import { moveMoney } from '../../src/lib/desk/moveMoney.ts';
import { rescheduleMoney } from '../../src/lib/manage/rescheduleMoney.ts';

describe('the money of a customer’s own reschedule', () => {
  it.each([
    // [old total, new total, paid, paid online, pay now, paid after, left, refunded online, handed back]
    [
      'dearer, the advance paid: the difference now, the same left at the venue',
      214_800,
      279_900,
      75_000,
      75_000,
      65_100,
      140_100,
      139_800,
      0,
      0,
    ],
    ['dearer, paid in full: the difference now, nothing left', 214_800, 279_900, 214_800, 214_800, 65_100, 279_900, 0, 0, 0],
    ['dearer, paid at the venue too: the difference now', 214_800, 279_900, 214_800, 75_000, 65_100, 279_900, 0, 0, 0],
    ['the same price: made at once', 214_800, 214_800, 75_000, 75_000, 0, 75_000, 139_800, 0, 0],
    ['cheaper, the advance below it: made at once, less left', 214_800, 179_900, 75_000, 75_000, 0, 75_000, 104_900, 0, 0],
    ['cheaper, paid in full online: the excess refunded', 214_800, 179_900, 214_800, 214_800, 0, 179_900, 0, 34_900, 0],
    [
      'cheaper, paid in full partly at the venue: the venue hands back what the provider does not hold',
      214_800,
      179_900,
      214_800,
      10_000,
      0,
      179_900,
      0,
      10_000,
      24_900,
    ],
    ['dearer by less than a provider takes: left to pay at the venue', 214_800, 214_850, 75_000, 75_000, 0, 75_000, 139_850, 0, 0],
    ['dearer by exactly ₹1: paid now', 214_800, 214_900, 75_000, 75_000, 100, 75_100, 139_800, 0, 0],
  ])('%s', (_, oldTotalPaise, newTotalPaise, paidPaise, paidOnlinePaise, payNow, paidAfter, left, refund, back) => {
    const m = rescheduleMoney({ oldTotalPaise, newTotalPaise, paidPaise, paidOnlinePaise });
    expect(m).toEqual({
      differencePaise: newTotalPaise - oldTotalPaise,
      payNowPaise: payNow,
      paidAfterPaise: paidAfter,
      remainingPaise: left,
      refundOnlinePaise: refund,
      returnAtVenuePaise: back,
    });
    // Paid, left and given back always account for the new total and what was paid.
    expect(m.paidAfterPaise + m.remainingPaise).toBe(Math.max(newTotalPaise, m.paidAfterPaise));
    expect(paidPaise + m.payNowPaise - m.refundOnlinePaise - m.returnAtVenuePaise).toBe(m.paidAfterPaise);
    // With nothing to pay now, it is exactly the desk's Move.
    if (payNow === 0) expect(m).toEqual({ ...moveMoney({ oldTotalPaise, newTotalPaise, paidPaise, paidOnlinePaise }), payNowPaise: 0 });
  });
});
