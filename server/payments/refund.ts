import { formatPaise } from '../../src/lib/money.ts';
import { findBooking } from '../repo/bookings.ts';
import { noteInHistory, setStatusNote } from '../repo/bookingStatus.ts';
import { countRefundAttempt, giveUpRefund, updatePayment, type Payment } from '../repo/payments.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import { afterRefusedRefund } from './refundRetry.ts';
import { queueRefundSent } from '../messages/queueBooking.ts';

/**
 * Asks the provider to give back a payment that was paid but not kept. Taken: refunded. Not taken
 * for now (no answer, a 5xx): asked again by the reconciler, each time after longer. Refused for
 * good (a 4xx about the refund), or not taken after a bounded number of tries: given up
 * (`refund-failed`, with the provider's words) for the staff to refund by hand, and never asked
 * again; the booking's note then stops telling the customer the money is on its way.
 */
export async function refundPayment(deps: PaymentDeps, p: Payment): Promise<void> {
  // The same refund id every time: the provider refunds it once however often it is asked.
  const refundId = `${p.id}_R`;
  const refused = await askRefund(deps, p, refundId, p.paidAmountPaise);
  const now = deps.now();
  if (refused === undefined) {
    await deps.db.transaction(async (tx) => {
      await updatePayment(tx, p.id, { status: 'refunded', nextCheckAt: null }, now);
      // Once per refund id, however many processes saw it taken.
      await queueRefundSent(tx, p.bookingId, { id: refundId, amountPaise: p.paidAmountPaise }, now, deps.payments.siteOrigin());
    });
    return;
  }
  const said = refused instanceof Error ? refused.message : String(refused);
  const attempts = await countRefundAttempt(deps.db, p.id, now);
  // Another process saw it taken, or gave it up, meanwhile.
  if (attempts === undefined) return;
  const verdict = afterRefusedRefund(refused, attempts, deps.payments.config.pollScale);
  if ('retryInMs' in verdict) {
    deps.payments.log(`payment ${p.id}: refund not taken yet (try ${attempts}), asked again later: ${said}`);
    await updatePayment(deps.db, p.id, { nextCheckAt: new Date(now.getTime() + verdict.retryInMs) }, now);
    return;
  }
  deps.payments.log(`payment ${p.id}: refund given up, to be made by hand: ${verdict.giveUp}`);
  await deps.db.transaction(async (tx) => {
    // Booking first, then payment, as settlement locks them.
    const booking = await findBooking(tx, p.bookingId, true);
    if (!(await giveUpRefund(tx, p.id, verdict.giveUp, now)) || !booking) return;
    await noteInHistory(tx, booking.id, booking.status, now, `payment ${p.id}: refund given up: ${verdict.giveUp}`);
    if (booking.status !== 'refunded') return;
    const note = `We could not return your payment of ${formatPaise(p.paidAmountPaise)} automatically. Our team will refund it to you by hand; please call us if you have any questions.`;
    await setStatusNote(tx, booking.id, note, now);
  });
}

/**
 * Asks the provider that took payment `p` to give back `amountPaise` of it as refund `refundId`:
 * undefined when taken, else what the provider said (an error to judge with afterRefusedRefund).
 * The refund id is the guard against paying back twice: asked again with it, the provider answers
 * the first refund.
 */
export async function askRefund(deps: PaymentDeps, p: Payment, refundId: string, amountPaise: number): Promise<unknown> {
  const { redirect, widget } = deps.payments.providers;
  try {
    const r = {
      refundId,
      merchantOrderId: p.id,
      providerOrderId: p.providerOrderId ?? '',
      providerPaymentId: p.providerPaymentId,
      amountPaise,
    };
    await (p.provider === 'phonepe' ? redirect : widget).refund(r);
    return undefined;
  } catch (err) {
    return err ?? new Error('refused');
  }
}
