import { formatPaise } from '../../src/lib/money.ts';
import { findBooking } from '../repo/bookings.ts';
import { noteInHistory, setStatusNote } from '../repo/bookingStatus.ts';
import {
  claimDueDeskRefunds,
  countDeskRefundAttempt,
  giveUpDeskRefund,
  markDeskRefunded,
  setDeskRefundCheck,
  type DeskRefundRow,
} from '../repo/deskRefunds.ts';
import { findPayment } from '../repo/payments.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import { askRefund } from './refund.ts';
import { queueRefundSent } from '../messages/queueBooking.ts';
import { afterRefusedRefund } from './refundRetry.ts';
import { creditNoteFor } from '../invoice/gstNumbers.ts';

/** How long a claimed refund is left to one process before another may ask again. */
const LEASE_MS = 60_000;

/**
 * Asks the provider for a refund the staff made (a cancellation, a move to a cheaper slot), after
 * the transaction that made it committed: taken, it is refunded; not taken for now, it is asked
 * again by the reconciler, each time after longer; refused for good or never taken, it is given up
 * (failed, with the provider's words) for the staff to refund by hand, as refund.ts does for a
 * payment not kept. Always with the refund's own id, so the provider refunds it once however often
 * and by however many processes it is asked. Answers the refund as it stands.
 */
export async function runDeskRefund(deps: PaymentDeps, refund: DeskRefundRow): Promise<DeskRefundRow> {
  const payment = await findPayment(deps.db, refund.paymentId);
  if (!payment) throw new Error(`desk refund ${refund.id}: its payment ${refund.paymentId} is gone`);
  const refused = await askRefund(deps, payment, refund.id, refund.amountPaise);
  const now = deps.now();
  if (refused === undefined) {
    // The one process that marks it taken tells the customer, and makes the credit note of a
    // booking with a tax invoice, in the same transaction: one note a refund, numbered without gaps.
    const taken = await deps.db.transaction(async (tx) => {
      const marked = await markDeskRefunded(tx, refund.id, now);
      if (marked) {
        await queueRefundSent(tx, marked.bookingId, marked, now, deps.payments.siteOrigin());
        await creditNoteFor(tx, marked, now);
      }
      return marked;
    });
    return taken ?? { ...refund, status: 'refunded' };
  }
  const said = refused instanceof Error ? refused.message : String(refused);
  const attempts = await countDeskRefundAttempt(deps.db, refund.id, now);
  if (attempts === undefined) return refund;
  const verdict = afterRefusedRefund(refused, attempts, deps.payments.config.pollScale);
  if ('retryInMs' in verdict) {
    deps.payments.log(`desk refund ${refund.id}: not taken yet (try ${attempts}), asked again later: ${said}`);
    await setDeskRefundCheck(deps.db, refund.id, new Date(now.getTime() + verdict.retryInMs), now);
    return { ...refund, attempts };
  }
  deps.payments.log(`desk refund ${refund.id}: given up, to be made by hand: ${verdict.giveUp}`);
  await deps.db.transaction(async (tx) => {
    const booking = await findBooking(tx, refund.bookingId, true);
    if (!(await giveUpDeskRefund(tx, refund.id, verdict.giveUp, now)) || !booking) return;
    await noteInHistory(
      tx,
      booking.id,
      booking.status,
      now,
      `refund ${refund.id} of ${formatPaise(refund.amountPaise)} given up: ${verdict.giveUp}`,
    );
    const note = `We could not return ${formatPaise(refund.amountPaise)} to your payment automatically. Our team will refund it to you by hand; please call us if you have any questions.`;
    await setStatusNote(tx, booking.id, note, now);
  });
  return { ...refund, attempts, status: 'failed', note: verdict.giveUp };
}

/** The reconciler's part: every staff refund whose next call is due is asked again. */
export async function retryDeskRefunds(deps: PaymentDeps): Promise<number> {
  const due = await claimDueDeskRefunds(deps.db, deps.now(), LEASE_MS);
  for (const refund of due) {
    try {
      await runDeskRefund(deps, refund);
    } catch (err) {
      deps.payments.log(`desk refund ${refund.id}: ${err instanceof Error ? err.message : err}`);
    }
  }
  return due.length;
}

/** A refund made now is asked at once by its action; the reconciler waits this long before it asks too (the action may have died). */
export const firstCheckAt = (now: Date): Date => new Date(now.getTime() + LEASE_MS);
