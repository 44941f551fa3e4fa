import type { ManagedBooking } from '../../src/lib/api/myBooking.ts';
import { cancelRefundSentence } from '../../src/lib/messages/messageFacts.ts';
import { cancelRefusal } from '../../src/lib/manage/selfServiceRules.ts';
import { inRupees } from '../../src/lib/api/money.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { cancelWithRefund } from '../booking/cancelWithRefund.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { refundPosition } from '../payments/refundPosition.ts';
import { runRefunds } from '../payments/refundsAcross.ts';
import { cancelPending } from '../repo/payments.ts';
import { managedBooking } from './managedBooking.ts';
import { openedBooking, selfServiceOf } from './selfService.ts';

/** 409: the refund the customer was shown is no longer the policy's (the window passed while the page was open, say). */
export const staleRefund = (nowPaise: number, shownPaise: number) =>
  new HttpError(
    409,
    `Cancelling now refunds ${formatPaise(nowPaise)}, not the ${formatPaise(shownPaise)} shown: the refund policy counts the hours before your slot. Your booking is not cancelled; please look at the refund again.`,
    inRupees({ cancelRefund: nowPaise }),
  );

/**
 * Cancel booking, by the customer, exactly once: under the booking's lock it is checked to be
 * confirmed and not begun (cancelRefusal), and the refund the policy gives now must be the one
 * the customer was shown, else nothing is done (409 with the refund now). Then the desk's own
 * cancellation (cancelWithRefund: refunds, slot freed, history 'cancelled by the customer', the
 * message), and any payment of the rest or of a reschedule left open is given up (its held target
 * is freed with the booking's slot). A double click, a second tab or the desk at the same moment
 * waits on the lock and finds it cancelled (409). The provider is asked after the commit.
 */
export async function cancelMyBooking(
  deps: Deps,
  bookingId: string,
  token: string,
  expectedRefundPaise: number,
): Promise<{ booking: ManagedBooking; message: string }> {
  const done = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const b = await openedBooking(tx, bookingId, true);
    const refusal = cancelRefusal(selfServiceOf(b), now.getTime());
    if (refusal) throw new HttpError(409, refusal);
    const pos = await refundPosition(tx, b, now);
    const amountPaise = pos.proposal.amountPaise;
    if (amountPaise !== expectedRefundPaise) throw staleRefund(amountPaise, expectedRefundPaise);
    await cancelPending(tx, b.id, now);
    const cancelled = await cancelWithRefund(tx, {
      b,
      pos,
      amountPaise,
      cause: 'customer-online',
      reason: '',
      staffId: null,
      by: 'the customer',
      now,
      siteOrigin: deps.payments.siteOrigin(),
    });
    return { orderId: b.orderId, ...cancelled };
  });
  await runRefunds(deps, done.refunds);
  return {
    booking: await managedBooking(deps, bookingId, token),
    message: `Your booking ${done.orderId} is cancelled. ${cancelRefundSentence(done.money)}`,
  };
}
