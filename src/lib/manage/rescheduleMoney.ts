import { remainingAfterPaise } from '../booking/paymentAmounts.ts';
import { moveMoney, type MoveMoney, type MoveMoneyInput } from '../desk/moveMoney.ts';

/**
 * What the customer's own Reschedule does to the booking's money, in paise: the desk's Move's rule
 * (moveMoney), except that costing more, the difference is paid online before the move is made
 * (`payNowPaise`), so what is left to pay at the venue stays what it was. A difference below what
 * a provider takes online (PhonePe: ₹1) is left to pay at the venue instead.
 */

export const MIN_ONLINE_PAISE = 100;

export interface RescheduleMoney extends MoveMoney {
  /** Paid online before the move is made; 0: the move is made at once. */
  payNowPaise: number;
}

export function rescheduleMoney(i: MoveMoneyInput): RescheduleMoney {
  const m = moveMoney(i);
  const more = i.newTotalPaise - i.oldTotalPaise;
  if (more < MIN_ONLINE_PAISE) return { ...m, payNowPaise: 0 };
  const paidAfterPaise = m.paidAfterPaise + more;
  return { ...m, payNowPaise: more, paidAfterPaise, remainingPaise: remainingAfterPaise(i.newTotalPaise, paidAfterPaise) };
}
