import type { Queryable } from '../db/database.ts';
import { refundedOfPayments } from '../repo/deskRefunds.ts';
import { paidPaymentsOf, type Payment } from '../repo/payments.ts';
import { keptVenuePaymentsOf } from '../repo/venuePayments.ts';

/** One payment the provider holds money of: it can give back `refundablePaise` of it. */
export interface Refundable {
  payment: Payment;
  refundablePaise: number;
}

export interface Holdings {
  /** The booking's first kept online payment (the one that confirmed it). */
  payment: Payment | undefined;
  /**
   * Every kept online payment (the confirmation, the rest paid by the customer, a reschedule's
   * difference), newest first, with what each still holds: a refund goes back through them.
   */
  refundables: Refundable[];
  /** What the provider holds of the booking now: paid online, less the refunds so far. */
  paidOnlinePaise: number;
  /** Paid at the venue. */
  paidAtVenuePaise: number;
}

/** Where the booking's money is: with the provider (refundable through it) and at the venue. */
export async function holdingsOf(db: Queryable, bookingId: string): Promise<Holdings> {
  const paid = await paidPaymentsOf(db, bookingId);
  const refunded = await refundedOfPayments(
    db,
    paid.map((p) => p.id),
  );
  const refundables = paid
    .map((payment) => ({ payment, refundablePaise: Math.max(0, payment.paidAmountPaise - (refunded.get(payment.id) ?? 0)) }))
    .reverse();
  const paidOnlinePaise = refundables.reduce((sum, r) => sum + r.refundablePaise, 0);
  const paidAtVenuePaise = (await keptVenuePaymentsOf(db, bookingId)).reduce((sum, v) => sum + v.amountPaise, 0);
  return { payment: paid[0], refundables, paidOnlinePaise, paidAtVenuePaise };
}

/**
 * How a refund of `amountPaise` goes back: through the newest payment first (a reschedule's
 * difference, then the rest, then the advance), never more than each holds. A provider refunds a
 * payment only up to what it took, so one refund may be several.
 */
export function splitRefund(refundables: Refundable[], amountPaise: number): { payment: Payment; amountPaise: number }[] {
  const parts: { payment: Payment; amountPaise: number }[] = [];
  let left = amountPaise;
  for (const r of refundables) {
    if (left <= 0) break;
    const take = Math.min(left, r.refundablePaise);
    if (take > 0) parts.push({ payment: r.payment, amountPaise: take });
    left -= take;
  }
  if (left > 0) throw new Error(`A refund of ${amountPaise} paise is more than the online payments hold.`);
  return parts;
}
