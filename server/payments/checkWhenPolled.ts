import { unsettledPaymentOf } from '../repo/payments.ts';
import { checkPayment } from './providerWord.ts';
import type { PaymentDeps } from './paymentDeps.ts';

/** A pending payment is asked about at most this often when the customer's page polls (its last change or check is as old). */
export const POLL_CHECK_MS = 3000;

/**
 * The customer is back from the provider and waiting: asks the provider about the booking's pending
 * payment rather than wait for its callback. A provider that does not answer leaves it to the
 * reconciler; the page asks again anyway.
 */
export async function checkWhenPolled(deps: PaymentDeps, bookingId: string): Promise<void> {
  // A payment the customer cancelled may still have been paid on the provider's page they came back from.
  const pending = await unsettledPaymentOf(deps.db, bookingId);
  if (!pending || deps.now().getTime() - pending.updatedAt.getTime() < POLL_CHECK_MS) return;
  await checkPayment(deps, pending).catch((err) =>
    deps.payments.log(`payment ${pending.id}: status check failed: ${err instanceof Error ? err.message : err}`),
  );
}
