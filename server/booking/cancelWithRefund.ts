import { policySentence } from '../../src/lib/desk/refundPolicy.ts';
import type { CancelMoney } from '../../src/lib/messages/messageFacts.ts';
import { REFUND_ARRIVES } from '../../src/lib/messages/messageFacts.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { CANCEL_CAUSE_LABELS, type CancelCause } from '../../src/lib/desk/cancelCauses.ts';
import type { Queryable } from '../db/database.ts';
import { queueBookingCancelled } from '../messages/queueBooking.ts';
import type { RefundPosition } from '../payments/refundPosition.ts';
import { combinedRefund, insertRefunds } from '../payments/refundsAcross.ts';
import type { StoredBooking } from '../repo/bookings.ts';
import { changeStatus, setPaidAmounts } from '../repo/bookingStatus.ts';
import { recordCancellation } from '../repo/cancellations.ts';
import type { DeskRefundRow } from '../repo/deskRefunds.ts';
import { releaseSlotOf } from '../repo/slotHolds.ts';

export interface Cancellation {
  /** The booking, locked by the caller's transaction and checked to be cancellable. */
  b: StoredBooking;
  /** Where its money is now, and what the policy gives back (refundPosition, in the same transaction). */
  pos: RefundPosition;
  /** What is refunded online: the policy's, or what the staff chose. */
  amountPaise: number;
  /** Why it is cancelled: the staff's pick, or 'customer-online' for the customer's own. */
  cause: CancelCause;
  /** The staff's words (for Other, or for another amount than the policy's); '' for none. */
  reason: string;
  /** The staff member who cancels; null: the customer, on /my-booking. */
  staffId: string | null;
  /** Who cancels, as the booking's history names them ('Mona Manager', 'the customer'). */
  by: string;
  now: Date;
  /** The site's public origin, which the customer's message links to the booking's page on. */
  siteOrigin: string;
}

/**
 * A cancellation and its refund, as the desk's Cancel and refund and the customer's Cancel booking
 * both make it, inside the caller's transaction: one refund row per online payment the money goes
 * back through (asked of the provider after the commit: runRefunds), the slot released (free on the
 * site at once, a reschedule's held target too), the status with its history line and the sentence
 * the customer reads, the money that still counts as paid, and the customer's message.
 */
export async function cancelWithRefund(tx: Queryable, c: Cancellation): Promise<{ refunds: DeskRefundRow[]; money: CancelMoney }> {
  const { b, pos, amountPaise, now } = c;
  const refunds =
    amountPaise > 0
      ? await insertRefunds(tx, pos, { bookingId: b.id, amountPaise, kind: 'cancel', reason: c.reason, staffId: c.staffId, now })
      : [];
  const refund = combinedRefund(refunds);
  await releaseSlotOf(tx, b.id);
  const what = refund ? `refund ${refund.id} of ${formatPaise(amountPaise)} online` : 'nothing refunded online';
  // The customer's own cancellation says so already ('cancelled by the customer').
  const cause = c.cause === 'customer-online' ? '' : CANCEL_CAUSE_LABELS[c.cause];
  const why = [cause, c.reason].filter(Boolean).join(': ');
  await changeStatus(
    tx,
    b.id,
    {
      status: 'cancelled',
      history: `cancelled by ${c.by}: ${what}${why && `; reason: ${why}`}. ${policySentence(pos.proposal, pos.windowHours)}`,
      statusNote: refund
        ? `Your booking was cancelled. We are refunding ${formatPaise(amountPaise)} to the way you paid online. ${REFUND_ARRIVES}`
        : 'Your booking was cancelled.',
    },
    now,
  );
  await recordCancellation(tx, b.id, { cause: c.cause, note: c.reason }, now);
  // Nothing is left to collect on a cancelled booking; what is refunded no longer counts as paid
  // (as a move's refund), so the desk's lists and their export show the money the business keeps.
  await setPaidAmounts(tx, b.id, { paidPaise: b.paidPaise - (refund?.amountPaise ?? 0), remainingPaise: 0 }, now);
  const policyKept = !pos.proposal.withinWindow && amountPaise === pos.proposal.amountPaise;
  const money: CancelMoney = {
    refundPaise: refund?.amountPaise ?? 0,
    paidOnlinePaise: pos.paidOnlinePaise,
    paidAtVenuePaise: pos.paidAtVenuePaise,
    lateWindowHours: policyKept ? pos.windowHours : undefined,
  };
  await queueBookingCancelled(tx, b.id, money, now, c.siteOrigin);
  return { refunds, money };
}
