import type { Cake, Plan, Product } from '../../lib/api/catalogue.ts';
import type { PlanType } from '../../lib/stores/booking.ts';
import { api } from '../theatres/apiClient.ts';
import { useRuntimeList } from './useRuntimeList.ts';

interface Need {
  occasionId: string | null;
  theatreId: string | null;
  type: PlanType | null;
  planId: string | null;
}

/**
 * What the chosen occasion brings, loaded when it is chosen (spec section 4): the add-on products
 * and the cakes; for a combo, the occasion's packages in this theatre, and the chosen package's products.
 */
export function useOccasionLists({ occasionId, theatreId, type, planId }: Need) {
  const products = useRuntimeList<Product>(occasionId, () => api.products().then((r) => r.products));
  const cakes = useRuntimeList<Cake>(occasionId, () => api.cakes({}).then((r) => r.normalCakes));
  const plansKey = type === 'combo' && occasionId && theatreId ? `${occasionId}|${theatreId}` : null;
  const plans = useRuntimeList<Plan>(plansKey, () =>
    api.occasionById({ occasionId: occasionId!, theatreId: theatreId! }).then((r) => r.plans),
  );
  const planProducts = useRuntimeList(type === 'combo' ? planId : null, () =>
    api.planProducts({ planId: planId! }).then((r) => r.planProducts),
  );
  return { products, cakes, plans, planProducts };
}
