import type { PlanTerms, TheatreTerms } from './priceTerms.ts';
import { quote } from './quote.ts';

/**
 * The packages' 'from' figures, by the wizard's own rules. No advance: a 'from' figure is the
 * booking's total, whatever is asked to reserve it.
 */
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

export interface ComboOffer {
  theatre: TheatreTerms;
  /** Each package of the theatre, with its list price (the struck-through one). */
  plans: readonly (PlanTerms & { listPricePaise: number })[];
}

/**
 * What /Basicplan's COMBO PLAN card says from the catalogue: the least a combo booking costs (a full
 * slot of any theatre with any of its packages, for the people the package includes, the theatre's
 * price added where the package leaves it out), and the least discount any package gives on its list
 * price, in whole percent (the card's 'Flat N% Off', so that no package gives less). Null when no
 * theatre has a package.
 */
export function comboPlanFrom(offers: readonly ComboOffer[]): { totalPaise: number; offPercent: number } | null {
  let from: { totalPaise: number; offPercent: number } | null = null;
  for (const { theatre, plans } of offers) {
    for (const plan of plans) {
      const { totalPaise } = quote({ type: 'combo', theatre, plan, slot: null, persons: 1, advance: NO_ADVANCE });
      // Off the list price, as the package's card figures it: what a full slot of the package itself costs.
      const offPercent =
        plan.listPricePaise > 0 ? Math.round((100 * (plan.listPricePaise - plan.offerPricePaise)) / plan.listPricePaise) : 0;
      from = from
        ? { totalPaise: Math.min(from.totalPaise, totalPaise), offPercent: Math.min(from.offPercent, offPercent) }
        : { totalPaise, offPercent };
    }
  }
  return from;
}
