/**
 * What moving a booking does to its money, in paise. The booking is priced again for the new slot
 * or theatre (by src/lib/booking's rules); what was paid stays paid. Costing more: the difference
 * is left to collect at the venue. Costing less than was paid: the excess comes back, through the
 * provider as far as it holds the booking's online payment, and the rest (paid at the venue) is
 * handed back there.
 */

import { remainingAfterPaise } from '../booking/paymentAmounts.ts';

export interface MoveMoneyInput {
  oldTotalPaise: number;
  newTotalPaise: number;
  /** Paid so far: online and at the venue. */
  paidPaise: number;
  /** What the provider holds of it now (paid online less refunds). */
  paidOnlinePaise: number;
}

export interface MoveMoney {
  /** New total less old: what the move costs more (negative: less). */
  differencePaise: number;
  /** Left to pay at the venue after the move. */
  remainingPaise: number;
  /** Given back through the provider. */
  refundOnlinePaise: number;
  /** Given back at the venue, in cash or as it was paid. */
  returnAtVenuePaise: number;
  /** What counts as paid after the move. */
  paidAfterPaise: number;
}

/**
 * Money comes back to the customer (online or at the venue, in paise or rupees alike): a refund,
 * whoever presses Move, so only those who may refund make that move.
 */
export const givesMoneyBack = (refundOnline: number, returnAtVenue: number): boolean => refundOnline > 0 || returnAtVenue > 0;

export function moveMoney(i: MoveMoneyInput): MoveMoney {
  const excess = Math.max(0, i.paidPaise - i.newTotalPaise);
  const refundOnlinePaise = Math.min(excess, i.paidOnlinePaise);
  return {
    differencePaise: i.newTotalPaise - i.oldTotalPaise,
    remainingPaise: remainingAfterPaise(i.newTotalPaise, i.paidPaise),
    refundOnlinePaise,
    returnAtVenuePaise: excess - refundOnlinePaise,
    paidAfterPaise: i.paidPaise - excess,
  };
}
