import { describe, expect, it } from 'vitest';
import { nextCheckDelayMs } from '../../server/payments/schedule.ts';

/** The reconciler's status checks follow PhonePe's published schedule. */
describe('nextCheckDelayMs', () => {
  it('checks first 25 s after the payment starts', () => {
    expect(nextCheckDelayMs(0)).toBe(25_000);
    expect(nextCheckDelayMs(10_000)).toBe(15_000);
  });
  it.each([
    [25_000, 3_000],
    [54_000, 3_000],
    [55_000, 6_000],
    [114_000, 6_000],
    [115_000, 10_000],
    [175_000, 30_000],
    [235_000, 60_000],
    [14 * 60_000, 60_000],
  ])('after %i ms: every %i ms', (elapsed, every) => {
    expect(nextCheckDelayMs(elapsed)).toBe(every);
  });
  it('scales the whole schedule for tests', () => {
    expect(nextCheckDelayMs(0, 0.01)).toBe(250);
    expect(nextCheckDelayMs(300, 0.01)).toBe(30);
    expect(nextCheckDelayMs(10_000, 0.01)).toBe(600);
  });
});
