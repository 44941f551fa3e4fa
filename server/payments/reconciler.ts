import { confirmedWithoutInvoice } from '../repo/bookings.ts';
import { claimDue } from '../repo/payments.ts';
import { retryDeskRefunds } from './deskRefund.ts';
import { checkPayment, runFollowup } from './providerWord.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import { runEvery } from '../periodic.ts';

/** How long a claimed payment is left to this process before another may check it. */
const LEASE_MS = 60_000;

/**
 * One round: asks the provider about every payment whose check is due (a lost or late callback is
 * settled here), asks again for refunds not yet taken, the staff's too (each time after longer; one
 * refused for good or never taken is given up: refund.ts, deskRefund.ts), and makes invoices still missing. Safe to run in several
 * processes at once: each payment is claimed by one.
 */
export async function reconcile(deps: PaymentDeps): Promise<number> {
  const now = deps.now();
  const due = await claimDue(deps.db, now, LEASE_MS);
  for (const p of due) {
    try {
      if (p.status === 'refund-pending') await runFollowup(deps, { refund: p });
      else await checkPayment(deps, p);
    } catch (err) {
      // The provider did not answer: the lease runs out and the payment is checked again then.
      deps.payments.log(`payment ${p.id}: status check failed: ${err instanceof Error ? err.message : err}`);
    }
  }
  // The staff's refunds (cancellations, moves) not taken yet.
  const refunds = await retryDeskRefunds(deps);
  // Only bookings with their payment recorded: an invoice says what was paid.
  for (const id of await confirmedWithoutInvoice(deps.db, 20)) await runFollowup(deps, { invoiceFor: id });
  return due.length + refunds;
}

/** Runs rounds every `everyMs` until stopped; a round still running (a slow provider) skips the next tick. */
export function startReconciler(deps: PaymentDeps, everyMs: number): { stop: () => Promise<void> } {
  return runEvery(everyMs, 'reconciler', deps.payments.log, () => reconcile(deps));
}
