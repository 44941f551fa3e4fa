import type { z } from 'zod';
import type { PhoneOffer } from '../../../src/lib/api/deskPhoneOffer.ts';
import { fieldError } from '../../booking/errors.ts';
import type { Queryable } from '../../db/database.ts';
import { cakeFlavours, findPlan, findPlanCake } from '../../repo/bookingCatalogue.ts';

export interface ChosenPhonePlan {
  planId: string;
  cakeId: string | null;
  flavour: string;
}

/**
 * The combo plan the caller chose, by the site's rules (chooseComboPlan.ts): a package of the
 * booking's theatre for its occasion, the package's cake and a flavour that cake can be, in the
 * site's words. A quote (`complete` false) prices a package whose cake is not chosen yet, and a
 * combo with no package yet as the site does (its cart alone); a hold needs it all.
 */
export async function checkPhonePlan(
  db: Queryable,
  p: z.output<typeof PhoneOffer> & { theatreId: string; occasionId: string },
  complete: boolean,
): Promise<ChosenPhonePlan | null> {
  if (p.type !== 'combo') {
    if (p.planId) throw fieldError('planId', 'cannot be chosen for a basic booking: choose the combo plan');
    return null;
  }
  if (!p.occasionId) throw fieldError('occasionId', 'must be chosen for a combo plan');
  if (!p.planId) {
    if (complete) throw fieldError('planId', 'must be chosen for a combo plan');
    return null;
  }
  const plan = await findPlan(db, p.planId);
  if (!plan || plan.theatreId !== p.theatreId || plan.occasionId !== p.occasionId)
    throw fieldError('planId', 'is not a plan of this theatre for this occasion');
  if (!p.planCakeId) {
    if (complete) throw fieldError('planCakeId', "must be the plan's cake");
    return { planId: plan.id, cakeId: null, flavour: '' };
  }
  const cake = await findPlanCake(db, plan.id, p.planCakeId);
  if (!cake) throw fieldError('planCakeId', "is not this plan's cake");
  const flavours = await cakeFlavours(db, cake.cakeType);
  const flavour = flavours.find((f) => f.toLowerCase() === p.flavour.toLowerCase());
  if (!flavour && (complete || p.flavour)) throw fieldError('flavour', `must be one of: ${flavours.join(', ')}`);
  return { planId: plan.id, cakeId: cake.id, flavour: flavour ?? '' };
}
