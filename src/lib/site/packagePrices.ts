import type { Theatre } from '../api/theatres.ts';
import { basicPlanFrom } from '../booking/basicPlanFrom.ts';
import { theatreTermsOf } from '../booking/wire.ts';

/**
 * Build time: the home page's package figures from the catalogue (the theatres the page already
 * loads), priced by the wizard's own rules, so that the card and the wizard never disagree.
 */
export function basicPlanFromOf(theatres: readonly Theatre[]): { theatreId: string; totalPaise: number } | null {
  return basicPlanFrom(theatres.map((t) => ({ _id: t._id, terms: theatreTermsOf(t) })));
}
