import type { Context } from 'hono';
import { inRupees } from '../../../src/lib/api/money.ts';
import { formatPaise } from '../../../src/lib/money.ts';
import { needsReason, refundAmountProblem } from '../../../src/lib/desk/refundPolicy.ts';
import type { StaffCancelCause } from '../../../src/lib/desk/cancelCauses.ts';
import { changeRefusal } from '../../../src/lib/desk/venueStatus.ts';
import { fieldError } from '../../booking/errors.ts';
import { HttpError } from '../../http/errors.ts';
import { cancelWithRefund } from '../../booking/cancelWithRefund.ts';
import { combinedRefund, runRefunds } from '../../payments/refundsAcross.ts';
import { findBooking } from '../../repo/bookings.ts';
import type { DeskRefundRow } from '../../repo/deskRefunds.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';
import { actionBookingOf, bookingTarget, lockedBooking, markableOf } from './actionBooking.ts';
import { refundOf } from '../../booking/deskBookingView.ts';
import { refundPosition } from '../../payments/refundPosition.ts';

/** What the staff are told of the refund once the provider has been asked. */
function refundSentence(refund: DeskRefundRow | undefined, paidOnlinePaise: number, paidAtVenuePaise: number): string {
  const venue = paidAtVenuePaise > 0 ? ` ${formatPaise(paidAtVenuePaise)} was paid at the venue: hand back there what is due.` : '';
  if (!refund)
    return paidOnlinePaise === 0
      ? `Nothing was paid online, so nothing is refunded online.${venue}`
      : `Nothing is refunded: the ${formatPaise(paidOnlinePaise)} paid online is kept.${venue}`;
  const amount = formatPaise(refund.amountPaise);
  if (refund.status === 'refunded') return `${amount} is refunded to the customer's online payment.${venue}`;
  if (refund.status === 'failed')
    return `The payment provider refused the refund of ${amount} (${refund.note}): please refund it by hand.${venue}`;
  return `The payment provider has not taken the refund of ${amount} yet; it is asked again automatically.${venue}`;
}

/**
 * Cancel and refund, exactly once: the booking is locked, checked to be confirmed and not used, and
 * made cancelled with its slot released (free on the site at once) and, when anything is refunded,
 * its refund rows, all in one transaction (cancelWithRefund, as the customer's own Cancel booking); a second click, a retry or a colleague at the same time
 * then finds it cancelled (409). The provider is asked after the commit, with the refund's own id,
 * so that however often it is asked again (the reconciler, another process) it refunds once.
 */
export async function cancelBooking(
  deps: DeskDeps,
  c: Context,
  p: { bookingId: string; amount: number; cause: StaffCancelCause; reason: string },
) {
  // The call's schema read the rupees sent as paise.
  const amountPaise = p.amount;
  const done = await staffAction(deps, c, 'bookings.refund', [], async ({ tx, actor, now, audit }) => {
    const b = await lockedBooking(tx, p.bookingId);
    const refusal = changeRefusal(markableOf(b), 'cancelled');
    if (refusal) throw new HttpError(409, refusal);
    const pos = await refundPosition(tx, b, now);
    const problem = refundAmountProblem(amountPaise, pos.paidOnlinePaise);
    if (problem) throw fieldError('amount', problem);
    if (needsReason(amountPaise, pos.proposal) && p.reason === '')
      throw fieldError('reason', `is required to refund other than the policy's ${formatPaise(pos.proposal.amountPaise)}`);
    const { refunds } = await cancelWithRefund(tx, {
      b,
      pos,
      amountPaise,
      cause: p.cause,
      reason: p.reason,
      staffId: actor.id,
      by: actor.name,
      now,
      siteOrigin: deps.payments.siteOrigin(),
    });
    const refund = combinedRefund(refunds);
    await audit({
      action: 'booking.cancel',
      target: bookingTarget(b.id),
      before: { status: b.status, ...inRupees({ paidOnline: pos.paidOnlinePaise, paidAtVenue: pos.paidAtVenuePaise }) },
      after: {
        status: 'cancelled',
        ...inRupees({ refund: amountPaise, proposed: pos.proposal.amountPaise }),
        cause: p.cause,
        reason: p.reason,
        refundId: refund?.id ?? null,
      },
    });
    return { b, refunds, pos };
  });
  const refund = combinedRefund(await runRefunds(deps, done.refunds));
  const booking = actionBookingOf((await findBooking(deps.db, done.b.id))!);
  return {
    message: `${done.b.draft.userName}'s booking (${done.b.orderId}) is cancelled and its slot is free again. ${refundSentence(refund, done.pos.paidOnlinePaise, done.pos.paidAtVenuePaise)}`,
    booking,
    refund: refund ? refundOf(refund) : null,
  };
}
