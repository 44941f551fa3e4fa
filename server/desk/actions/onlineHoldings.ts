import type { Queryable } from '../../db/database.ts';
import { refundedOfPayment } from '../../repo/deskRefunds.ts';
import { keptPaymentOf, type Payment } from '../../repo/payments.ts';
import { venuePaymentsOf } from '../../repo/venuePayments.ts';

export interface Holdings {
  /** The booking's kept online payment, which any refund goes back through. */
  payment: Payment | undefined;
  /** What the provider holds of the booking now: paid online, less the staff's refunds so far. */
  paidOnlinePaise: number;
  /** Paid at the venue. */
  paidAtVenuePaise: number;
}

/** Where the booking's money is: with the provider (refundable through it) and at the venue. */
export async function holdingsOf(db: Queryable, bookingId: string): Promise<Holdings> {
  const payment = await keptPaymentOf(db, bookingId);
  const paidOnlinePaise = payment ? Math.max(0, payment.paidAmountPaise - (await refundedOfPayment(db, payment.id))) : 0;
  const paidAtVenuePaise = (await venuePaymentsOf(db, bookingId)).reduce((sum, v) => sum + v.amountPaise, 0);
  return { payment, paidOnlinePaise, paidAtVenuePaise };
}
