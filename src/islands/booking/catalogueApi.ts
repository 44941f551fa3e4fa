import { createClient } from '../../lib/api/client.ts';
import type { Plan } from '../../lib/api/catalogue.ts';
import type { PlanProductItem } from '../../lib/booking/comboPlan.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';

/**
 * The catalogue calls a step makes at run time (what depends on the booking: its theatre and
 * occasion). They only read, so one retry is safe; a time-out so that a loading state cannot hang.
 */
const api = createClient({ origin: apiOrigin, fetchOptions: { retry: 1, timeout: 20_000 } });

/** The combo packages of an occasion in a theatre; a refusal (400) or a failure reads as none. */
export async function comboPlans(occasionId: string, theatreId: string): Promise<Plan[]> {
  try {
    return (await api.occasionById({ occasionId, theatreId })).plans;
  } catch {
    return [];
  }
}

/** What a package includes; null when it could not be loaded. */
export async function planProducts(planId: string): Promise<PlanProductItem[] | null> {
  try {
    return (await api.planProducts({ planId })).planProducts;
  } catch {
    return null;
  }
}
