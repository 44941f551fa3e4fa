import type { Queryable } from '../db/database.ts';
import type { CatalogueTerms } from '../../src/lib/booking/priceTerms.ts';
import { couponByRef } from '../repo/coupons.ts';
import * as cat from '../repo/bookingCatalogue.ts';
import type { BookingDraft, BookingLine } from './draft.ts';
import { fieldError } from './errors.ts';

export interface DraftCatalogue {
  /** The cart in order, named as the catalogue names its items now; not priced yet. */
  lines: BookingLine[];
  /** Whether the draft's coupon is still switched on. */
  couponActive: boolean;
  /** The catalogue's prices now for everything the draft names. */
  terms: CatalogueTerms;
}

/**
 * What the catalogue has now of everything a draft names. Anything it no longer has is a 400 naming
 * it, even an item whose price the booking kept: what is no longer offered cannot be served.
 */
export async function draftCatalogue(db: Queryable, draft: BookingDraft): Promise<DraftCatalogue> {
  const occasion = draft.occasionId ? await cat.findOccasion(db, draft.occasionId) : undefined;
  if (draft.occasionId && !occasion) throw fieldError('occasionId', 'is not an occasion we offer');
  const plan = draft.type === 'combo' && draft.planId ? await cat.findPlan(db, draft.planId) : undefined;
  if (draft.type === 'combo' && draft.planId && !plan) throw fieldError('planId', 'is not a plan we offer');
  const ids = (kind: BookingLine['kind']) => draft.lines.filter((l) => l.kind === kind).map((l) => l.productId);
  const cakes = await cat.findCakes(db, ids('cake'));
  const addons = await cat.findAddons(db, ids('other'));
  const food = ids('food').length > 0 ? await cat.findFood(db, ids('food')) : undefined;
  const coupon = draft.couponId ? await couponByRef(db, draft.couponId) : undefined;

  const terms: CatalogueTerms = {
    occasion: occasion ? { id: occasion.id, pricePaise: occasion.pricePaise } : null,
    plan: plan
      ? {
          id: plan.id,
          noOfPersons: plan.noOfPersons,
          theatrePriceIncluded: plan.theatrePriceIncluded,
          offerPricePaise: plan.offerPricePaise,
          ninetyMinutePricePaise: plan.ninetyMinutePricePaise,
          extraPersonPricePaise: plan.extraPersonPricePaise,
        }
      : null,
    cakes: {},
    addons: {},
    coupon: coupon ? { id: coupon.id, terms: coupon.terms } : null,
    ...(food ? { food: {} } : {}),
  };
  const lines: BookingLine[] = draft.lines.map((line, i) => {
    if (line.kind === 'cake') {
      const cake = cakes.get(line.productId);
      if (!cake || !line.weight) throw fieldError(`products.${i}._id`, 'is not a cake we offer');
      terms.cakes[cake.id] = cake.pricePer500Paise;
      return { ...line, name: cake.name, cakeType: cake.cakeType, pricePaise: 0 };
    }
    if (line.kind === 'food') {
      // Food is sold once it is served: a dish taken off the menu or the counter since stays what it
      // cost (priceSale refuses selling one the counter has no price for).
      const dish = food?.get(line.productId);
      terms.food![line.productId] = dish?.pricePaise ?? Math.round(line.pricePaise / (line.quantity ?? 1));
      return { ...line, name: dish?.name ?? line.name, pricePaise: 0 };
    }
    const addon = addons.get(line.productId);
    if (!addon) throw fieldError(`products.${i}._id`, 'is not an add-on we offer');
    terms.addons[addon.id] = addon.pricePaise;
    return { ...line, name: addon.name, pricePaise: 0 };
  });
  return { lines, couponActive: coupon?.active ?? false, terms };
}
