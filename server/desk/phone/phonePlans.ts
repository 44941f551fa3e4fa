import type { PhonePlan } from '../../../src/lib/api/deskPhoneQuote.ts';
import { includedAddons, planCakeOf } from '../../../src/lib/booking/comboPlan.ts';
import type { Queryable } from '../../db/database.ts';
import { cakeFlavours } from '../../repo/bookingCatalogue.ts';
import { listPlanProducts, listPlans } from '../../repo/catalogue.ts';

/**
 * The combo plans of a theatre for an occasion, as the site's plan cards list them (the same calls
 * to the catalogue), each with its cake and the flavours that cake can be, by the site's rule.
 */
export async function phonePlans(db: Queryable, theatreId: string, occasionId: string): Promise<PhonePlan[]> {
  const plans = await listPlans(db, occasionId, theatreId);
  return Promise.all(
    plans.map(async (plan) => {
      const products = await listPlanProducts(db, plan._id);
      const cake = planCakeOf(products);
      return {
        ...plan,
        cake: cake && { _id: cake._id, name: cake.name },
        flavours: cake ? await cakeFlavours(db, cake.cakeType) : [],
        included: includedAddons(products).map((p) => p.name),
      };
    }),
  );
}
