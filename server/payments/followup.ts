import type { Queryable } from '../db/database.ts';
import { updatePayment, type Payment } from '../repo/payments.ts';
import type { ProviderPayment } from './provider.ts';

/** What must happen after the settling transaction commits: calls to the outside world. */
export interface Followup {
  /** A paid payment that is not kept: give the money back. */
  refund?: Payment;
  /** A booking just confirmed: make its invoice. */
  invoiceFor?: string;
}

/** What the provider said of a paid payment, as the payment keeps it. */
export const paidFields = (said: ProviderPayment) => ({
  providerPaymentId: said.providerPaymentId,
  paidAmountPaise: said.amountPaise,
  nextCheckAt: null,
});

/**
 * A payment paid but not kept (`note` says why, for the staff): it is to be refunded, at once after
 * the commit (the Followup) and by the reconciler until the provider takes it.
 */
export async function refundNotKept(tx: Queryable, payment: Payment, said: ProviderPayment, note: string, now: Date): Promise<Followup> {
  const paid = paidFields(said);
  await updatePayment(tx, payment.id, { ...paid, status: 'refund-pending', note, nextCheckAt: now }, now);
  return { refund: { ...payment, ...paid, status: 'refund-pending' } };
}
