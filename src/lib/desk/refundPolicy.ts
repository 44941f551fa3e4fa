import { formatPaise } from '../money.ts';

/**
 * What a cancellation gives back online, by the seeded refund policy: cancelled the window's hours
 * (72 unless the owner changes it) or more before the slot starts, everything paid online comes
 * back; later, the advance is kept (the policy's 'not refundable') and only what was paid online
 * above it comes back, which for the usual advance-only booking is nothing. Money paid at the venue
 * is the venue's to hand back, never the provider's. All amounts are integer paise.
 */

export const DEFAULT_REFUND_WINDOW_HOURS = 72;
/** The longest window the owner may set: 30 days. */
export const MAX_REFUND_WINDOW_HOURS = 720;

const HOUR_MS = 3_600_000;

export interface RefundPolicyInput {
  /** What the provider holds of this booking now: paid online, less what was refunded already. */
  paidOnlinePaise: number;
  /** The booking's advance, kept when the cancellation comes late. */
  advancePaise: number;
  /** When the slot starts (epoch ms). */
  slotStartsAt: number;
  now: number;
  windowHours: number;
}

export interface RefundProposal {
  /** What the policy gives back online. */
  amountPaise: number;
  /** Cancelled at least windowHours before the slot. */
  withinWindow: boolean;
  /** Whole hours left before the slot starts (negative once it started). */
  hoursBefore: number;
}

export function proposedRefund(i: RefundPolicyInput): RefundProposal {
  const left = i.slotStartsAt - i.now;
  const withinWindow = left >= i.windowHours * HOUR_MS;
  const kept = withinWindow ? 0 : Math.min(i.paidOnlinePaise, i.advancePaise);
  return {
    amountPaise: Math.max(0, i.paidOnlinePaise - kept),
    withinWindow,
    hoursBefore: Math.floor(left / HOUR_MS),
  };
}

/** What is wrong with a refund the staff chose (in paise), or undefined: never more than the provider holds, never below 0. */
export function refundAmountProblem(amountPaise: number, paidOnlinePaise: number): string | undefined {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) return 'must be an amount of 0 or more';
  if (amountPaise > paidOnlinePaise)
    return paidOnlinePaise === 0
      ? 'must be 0: nothing was paid online'
      : `must not be more than the ${formatPaise(paidOnlinePaise)} paid online`;
  return undefined;
}

/** A refund other than the policy's needs the staff's reason, for the record. */
export const needsReason = (amountPaise: number, proposal: RefundProposal): boolean => amountPaise !== proposal.amountPaise;

/** The policy in one sentence, for the dialog and the booking's history. */
export function policySentence(p: RefundProposal, windowHours: number): string {
  return p.withinWindow
    ? `Cancelled ${windowHours} hours or more before the slot: the advance is refunded in full.`
    : `Cancelled less than ${windowHours} hours before the slot: the advance is not refundable.`;
}
