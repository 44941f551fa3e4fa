import type { TheatreTerms } from './priceTerms.ts';
import { quote } from './quote.ts';

/** No advance: the 'From' figure is the booking's total, whatever is asked to reserve it. */
const NO_ADVANCE = { basicPaise: 0, comboPaise: 0 };

/**
 * The least the wizard charges for a basic booking, and where: a full slot of the cheapest theatre,
 * for the people its price includes, with nothing added (the home page's Basic Plan 'From' figure,
 * the price the theatre cards show before a slot is picked). Null when no theatre is open.
 */
export function basicPlanFrom(theatres: readonly { _id: string; terms: TheatreTerms }[]): { theatreId: string; totalPaise: number } | null {
  let cheapest: { theatreId: string; totalPaise: number } | null = null;
  for (const t of theatres) {
    const { totalPaise } = quote({ type: 'normal', theatre: t.terms, slot: null, persons: 1, advance: NO_ADVANCE });
    if (!cheapest || totalPaise < cheapest.totalPaise) cheapest = { theatreId: t._id, totalPaise };
  }
  return cheapest;
}
