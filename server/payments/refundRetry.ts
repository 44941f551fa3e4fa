import { ProviderError } from './provider.ts';

/** A refund the provider did not take is asked again after a minute, then each time twice as long, at most an hour apart. */
export const REFUND_RETRY_MS = 60_000;
const REFUND_RETRY_MAX_MS = 60 * 60_000;

/** After this many calls not taken (about four hours of asking), a refund is given up, for the staff to make by hand. */
export const MAX_REFUND_ATTEMPTS = 10;

/**
 * Error answers that say "not now" rather than "never": a timeout, too early, too many requests,
 * and our credentials refused even with a fresh token (a setting someone can put right).
 */
const TRANSIENT_4XX = new Set([401, 408, 425, 429]);

/**
 * A refusal the provider will repeat whatever we do: an error answer about the refund itself (4xx:
 * 'refund not allowed', 'the amount exceeds what is left'). No answer, a timeout, a 5xx, rate
 * limiting and anything else are transient.
 */
export function isPermanentRefusal(err: unknown): boolean {
  return (
    err instanceof ProviderError && err.status !== undefined && err.status >= 400 && err.status < 500 && !TRANSIENT_4XX.has(err.status)
  );
}

/** Give the refund up (and why, for the staff), or ask again after this long. */
export type RefundVerdict = { giveUp: string } | { retryInMs: number };

/** What to do after the `attempts`-th refund call the provider did not take (1 for the first); `scale` shrinks the waits for tests. */
export function afterRefusedRefund(err: unknown, attempts: number, scale = 1): RefundVerdict {
  const said = err instanceof Error ? err.message : String(err);
  if (isPermanentRefusal(err)) return { giveUp: `refused for good: ${said}` };
  if (attempts >= MAX_REFUND_ATTEMPTS) return { giveUp: `not taken in ${attempts} tries: ${said}` };
  return { retryInMs: Math.max(1, Math.round(Math.min(REFUND_RETRY_MAX_MS, REFUND_RETRY_MS * 2 ** (attempts - 1)) * scale)) };
}
