/**
 * When to ask the provider again about a payment still pending: PhonePe's published check-status
 * schedule (the first check 20-25 s after the payment starts, then every 3 s for 30 s, every 6 s
 * for 60 s, every 10 s for 60 s, every 30 s for 60 s, then every minute until it expires). The
 * widget provider publishes none, so it follows the same one. `scale` shrinks it for tests.
 */
const STEPS: { until: number; every: number }[] = [
  { until: 25, every: 25 },
  { until: 55, every: 3 },
  { until: 115, every: 6 },
  { until: 175, every: 10 },
  { until: 235, every: 30 },
];
const THEN_EVERY = 60;

/** The next check after one at `elapsedMs` since the payment started (the first: elapsed 0). */
export function nextCheckDelayMs(elapsedMs: number, scale = 1): number {
  const elapsed = elapsedMs / 1000 / scale;
  const step = elapsed < STEPS[0].until ? { every: STEPS[0].until - elapsed } : STEPS.find((s) => elapsed < s.until);
  return Math.max(1, Math.round((step?.every ?? THEN_EVERY) * 1000 * scale));
}

/** A payment still pending this long after it expired is taken as failed (the provider would have closed it). */
export const EXPIRY_GRACE_MS = 5 * 60_000;
