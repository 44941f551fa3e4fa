import type { Context } from 'hono';
import { givesMoneyBack } from '../../../src/lib/desk/moveMoney.ts';
import { roleMay } from '../../../src/lib/desk/permissions.ts';
import { inRupees } from '../../../src/lib/api/money.ts';
import { formatPaise } from '../../../src/lib/money.ts';
import { applyMove, checkExpectedTotal, slotWords } from '../../booking/applyMove.ts';
import { HttpError } from '../../http/errors.ts';
import { combinedRefund, runRefunds } from '../../payments/refundsAcross.ts';
import { findBooking } from '../../repo/bookings.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { RefusedCall } from '../refusals.ts';
import { staffAction } from '../staffAction.ts';
import { actionBookingOf, bookingTarget, lockedBooking } from './actionBooking.ts';
import { refundOf } from '../../booking/deskBookingView.ts';
import { priceMove, type Target } from './moveTarget.ts';

/** A move that gives money back is a refund: only those who may refund make it. */
export const MOVE_REFUNDS =
  'This move gives money back to the customer, which is a refund: a manager or the owner makes it. Nothing was moved.';

export const SLOT_TAKEN = 'That slot was taken meanwhile (booked, held or blocked); the booking stays where it was. Please pick another.';

/**
 * Moves a booking to another free slot or theatre, in one transaction under the booking's lock
 * (applyMove, as the customer's Reschedule): the target is sold to it, then its old slot released
 * (the same unique index that sells a slot once to the site decides: a site booking racing the
 * move, one of them wins), the booking priced again
 * and saved, what was paid kept, the difference left to collect or, when it was paid and now costs
 * less, refunded through the provider (the cancellation's exactly-once refund) or handed back at
 * the venue. `expectedTotal` is the new total the staff were shown; another total is refused.
 */
export async function moveBooking(deps: DeskDeps, c: Context, p: Target & { bookingId: string; expectedTotal: number }) {
  const done = await staffAction(deps, c, 'bookings.manage', [], async ({ tx, actor, now, audit }) => {
    const b = await lockedBooking(tx, p.bookingId);
    const m = await priceMove(tx, b, p, now, deps.bookingHorizonDays);
    checkExpectedTotal(m, p.expectedTotal);
    if (givesMoneyBack(m.money.refundOnlinePaise, m.money.returnAtVenuePaise) && !roleMay(actor.role, 'bookings.refund'))
      throw new RefusedCall('role', 403, MOVE_REFUNDS, actor);
    const refunds = await applyMove(tx, b, m, {
      who: `moved by ${actor.name}`,
      staffId: actor.id,
      now,
      siteOrigin: deps.payments.siteOrigin(),
    });
    if (!refunds) throw new HttpError(409, SLOT_TAKEN);
    const refund = combinedRefund(refunds);
    const slotOf = (d: typeof b.draft) => ({
      theatreId: d.theatreId,
      slotId: d.slotId,
      date: d.date,
      fromTime: d.fromTime,
      toTime: d.toTime,
    });
    await audit({
      action: 'booking.move',
      target: bookingTarget(b.id),
      before: { ...slotOf(b.draft), ...inRupees({ totalPrice: b.figures.totalPaise, amountPaid: b.paidPaise }) },
      after: {
        ...slotOf(m.draft),
        ...inRupees({
          totalPrice: m.quote.totalPaise,
          amountPaid: m.money.paidAfterPaise,
          remainingAmount: m.money.remainingPaise,
          refundOnline: m.money.refundOnlinePaise,
          returnAtVenue: m.money.returnAtVenuePaise,
        }),
        refundId: refund?.id ?? null,
      },
    });
    return { b, m, refunds };
  });
  const refund = combinedRefund(await runRefunds(deps, done.refunds));
  const { b, m } = done;
  const after = [
    m.money.remainingPaise > 0 && `${formatPaise(m.money.remainingPaise)} is left to collect at the venue.`,
    refund?.status === 'refunded' && `${formatPaise(refund.amountPaise)} is refunded to the customer's online payment.`,
    refund?.status === 'pending' &&
      `The refund of ${formatPaise(refund.amountPaise)} is not taken by the payment provider yet; it is asked again automatically.`,
    refund?.status === 'failed' &&
      `The payment provider refused the refund of ${formatPaise(refund.amountPaise)} (${refund.note}): please refund it by hand.`,
    m.money.returnAtVenuePaise > 0 && `Hand back ${formatPaise(m.money.returnAtVenuePaise)} at the venue.`,
  ].filter(Boolean);
  return {
    message: `${b.draft.userName}'s booking (${b.orderId}) is moved to ${slotWords(m.draft)}. ${after.join(' ') || 'Nothing more to pay.'}`,
    booking: actionBookingOf((await findBooking(deps.db, b.id))!),
    refund: refund ? refundOf(refund) : null,
  };
}
