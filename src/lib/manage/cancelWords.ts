import type { RefundProposal } from '../desk/refundPolicy.ts';
import { formatPaise } from '../money.ts';

/**
 * The refund policy as the customer reads it on /my-booking before pressing Cancel booking: what
 * cancelling now gives back, and why, from the same proposal the desk's Cancel and refund shows
 * (src/lib/desk/refundPolicy.ts). The desk's sentence speaks of "the advance" to staff; this one
 * speaks to the person who paid, of their money.
 */

export interface CancelPosition {
  proposal: RefundProposal;
  windowHours: number;
  /** What the provider holds of the booking now. */
  paidOnlinePaise: number;
  /** Paid at the venue: the venue's to hand back, never the provider's. */
  paidAtVenuePaise: number;
}

export function customerPolicySentence(p: CancelPosition): string {
  const venue = p.paidAtVenuePaise > 0 ? ` For the ${formatPaise(p.paidAtVenuePaise)} paid at the venue, please call us.` : '';
  const back = formatPaise(p.proposal.amountPaise);
  if (p.paidOnlinePaise === 0) return `Nothing was paid online, so nothing is refunded online.${venue}`;
  if (p.proposal.withinWindow)
    return `Your slot is ${p.windowHours} hours or more away, so everything you paid online is refunded: ${back}.${venue}`;
  const kept = formatPaise(p.paidOnlinePaise - p.proposal.amountPaise);
  const above = p.proposal.amountPaise > 0 ? ` The ${back} you paid above it is refunded.` : ' Nothing is refunded.';
  return `Your slot is less than ${p.windowHours} hours away, so under our refund policy the advance of ${kept} is not refundable.${above}${venue}`;
}
