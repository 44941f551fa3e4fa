import type { Theatre } from '../api/theatres.ts';
import { basicPlanFrom, comboPlanFrom } from '../booking/planFrom.ts';
import { planTermsOf, theatreTermsOf } from '../booking/wire.ts';
import { paiseIn, PLAN_AMOUNTS } from '../api/wireAmounts.ts';
import { buildCall } from './buildClient.ts';

/**
 * Build time: the package figures the home page and /Basicplan show, from the catalogue (the
 * theatres the page loads, and their packages), priced by the wizard's own rules, so that a card
 * and the wizard never disagree, and a published price change reaches every card.
 */
export function basicPlanFromOf(theatres: readonly Theatre[]): { theatreId: string; totalPaise: number } | null {
  return basicPlanFrom(theatres.map((t) => ({ _id: t._id, terms: theatreTermsOf(t) })));
}

/** /Basicplan's two cards' figures; null where the catalogue has nothing to say. */
export interface PlanFigures {
  basicFromPaise: number | null;
  comboFromPaise: number | null;
  comboOffPercent: number | null;
}

export async function planFiguresOf(theatres: readonly Theatre[]): Promise<PlanFigures> {
  const { occasions } = await buildCall('occasions');
  const offers = await Promise.all(
    theatres.map(async (t) => {
      const perOccasion = await Promise.all(occasions.map((o) => buildCall('occasionById', { occasionId: o._id, theatreId: t._id })));
      return {
        theatre: theatreTermsOf(t),
        plans: perOccasion.flatMap((r) => r.plans).map((p) => ({ ...planTermsOf(p), listPricePaise: paiseIn(PLAN_AMOUNTS, p).price })),
      };
    }),
  );
  const combo = comboPlanFrom(offers);
  return {
    basicFromPaise: basicPlanFromOf(theatres)?.totalPaise ?? null,
    comboFromPaise: combo?.totalPaise ?? null,
    comboOffPercent: combo?.offPercent ?? null,
  };
}
