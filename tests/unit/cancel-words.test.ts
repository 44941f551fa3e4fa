import { describe, expect, it } from 'vitest';
import { proposedRefund } from '../../src/lib/desk/refundPolicy.ts';
import { customerPolicySentence } from '../../src/lib/manage/cancelWords.ts';

/** The refund policy as /my-booking tells the customer before Cancel booking, from the desk's own proposal. */

const SLOT = Date.parse('2030-10-12T03:30:00Z');
const HOUR = 3_600_000;

describe('customerPolicySentence', () => {
  it.each([
    ['in time, the advance only', 75_000, 0, 100, 'Your slot is 72 hours or more away, so everything you paid online is refunded: ₹750.'],
    [
      'in time, everything paid online',
      214_800,
      0,
      72,
      'Your slot is 72 hours or more away, so everything you paid online is refunded: ₹2,148.',
    ],
    [
      'late, the advance only',
      75_000,
      0,
      71,
      'Your slot is less than 72 hours away, so under our refund policy the advance of ₹750 is not refundable. Nothing is refunded.',
    ],
    [
      'late, the rest paid online too',
      214_800,
      0,
      1,
      'Your slot is less than 72 hours away, so under our refund policy the advance of ₹750 is not refundable. The ₹1,398 you paid above it is refunded.',
    ],
    [
      'nothing paid online',
      0,
      214_800,
      100,
      'Nothing was paid online, so nothing is refunded online. For the ₹2,148 paid at the venue, please call us.',
    ],
    [
      'in time, part paid at the venue',
      75_000,
      50_000,
      100,
      'Your slot is 72 hours or more away, so everything you paid online is refunded: ₹750. For the ₹500 paid at the venue, please call us.',
    ],
  ])('%s', (_, paidOnlinePaise, paidAtVenuePaise, hoursAhead, sentence) => {
    const proposal = proposedRefund({
      paidOnlinePaise,
      advancePaise: 75_000,
      slotStartsAt: SLOT,
      now: SLOT - hoursAhead * HOUR,
      windowHours: 72,
    });
    expect(customerPolicySentence({ proposal, windowHours: 72, paidOnlinePaise, paidAtVenuePaise })).toBe(sentence);
  });
});
