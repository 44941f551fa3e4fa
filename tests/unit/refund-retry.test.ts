import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../server/payments/provider.ts';
import { afterRefusedRefund, isPermanentRefusal, MAX_REFUND_ATTEMPTS } from '../../server/payments/refundRetry.ts';

describe('a refund the provider did not take', () => {
  it.each([
    [new ProviderError('PhonePe refused to refund (HTTP 400): BAD_REQUEST The refund is more than what is left of the order.', 400), true],
    [new ProviderError('Razorpay refused to refund (HTTP 400): BAD_REQUEST_ERROR The payment has been fully refunded already', 400), true],
    [new ProviderError('refused (HTTP 403)', 403), true],
    [new ProviderError('refused (HTTP 404)', 404), true],
    [new ProviderError('refused (HTTP 422)', 422), true],
    [new ProviderError('refused (HTTP 401): our credentials', 401), false],
    [new ProviderError('refused (HTTP 408)', 408), false],
    [new ProviderError('refused (HTTP 429): too many requests', 429), false],
    [new ProviderError('refused (HTTP 500)', 500), false],
    [new ProviderError('refused (HTTP 503)', 503), false],
    [new ProviderError('PhonePe could not be reached: The operation was aborted due to timeout'), false],
    [new Error('a bug of ours'), false],
    ['not even an error', false],
  ])('%s: refused for good %s', (err, permanent) => {
    expect(isPermanentRefusal(err)).toBe(permanent);
    expect('giveUp' in afterRefusedRefund(err, 1)).toBe(permanent);
  });

  it('is asked again after a minute, then twice as long each time up to an hour, and given up after the last try', () => {
    const down = new ProviderError('refused (HTTP 502)', 502);
    const waits = Array.from({ length: MAX_REFUND_ATTEMPTS - 1 }, (_, i) => afterRefusedRefund(down, i + 1));
    expect(waits.map((w) => ('retryInMs' in w ? w.retryInMs / 60_000 : w.giveUp))).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(afterRefusedRefund(down, MAX_REFUND_ATTEMPTS)).toEqual({
      giveUp: `not taken in ${MAX_REFUND_ATTEMPTS} tries: refused (HTTP 502)`,
    });
    expect(afterRefusedRefund(down, 3, 0.01)).toEqual({ retryInMs: 2400 });
  });

  it("gives the provider's own words as the reason", () => {
    expect(afterRefusedRefund(new ProviderError('PhonePe refused to refund (HTTP 400): BAD_REQUEST Refund not allowed', 400), 1)).toEqual({
      giveUp: 'refused for good: PhonePe refused to refund (HTTP 400): BAD_REQUEST Refund not allowed',
    });
  });
});
