import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { couponAddedText, couponDiscountPaise, isForPlanType, reachesMinimum } from '../../src/lib/booking/coupons.ts';
import { couponRefusalText } from '../../src/lib/booking/couponUsable.ts';
import { refusalNow } from '../booking/resolveCoupon.ts';
import { chargesOf, couponDescriptionOf } from '../../src/lib/booking/wire.ts';
import { defineCall } from '../http/defineCall.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Deps } from '../deps.ts';
import * as catalogue from '../repo/catalogue.ts';
import { couponByCode } from '../repo/coupons.ts';
import { listOccasions } from '../repo/content.ts';
import { findTheatre } from '../repo/theatres.ts';

export function catalogueRoutes(app: Hono, { db, now, rateLimiter }: Deps): void {
  defineCall(app, calls.occasions, async () => ({ occasions: await listOccasions(db) }));

  defineCall(app, calls.occasionById, async ({ occasionId, theatreId }) => {
    const occasions = await listOccasions(db);
    if (!occasions.some((o) => o._id === occasionId)) throw notFound('No occasion has that id.');
    if (!(await findTheatre(db, theatreId))) throw notFound('No theatre has that id.');
    return { plans: await catalogue.listPlans(db, occasionId, theatreId) };
  });

  defineCall(app, calls.planProducts, async ({ planId }) => ({ planProducts: await catalogue.listPlanProducts(db, planId) }));

  defineCall(app, calls.cakes, async ({ cakeType }) => {
    const products = await catalogue.listCakes(db, cakeType);
    return {
      products,
      premiumCakes: products.filter((c) => c.isPremium),
      normalCakes: products.filter((c) => !c.isPremium),
    };
  });

  defineCall(app, calls.products, async () => ({ products: await catalogue.listProducts(db) }));
  defineCall(app, calls.addonProducts, async () => ({ products: await catalogue.listAddonCategories(db) }));
  defineCall(app, calls.foodMenu, async () => ({ foodcategories: await catalogue.listFoodMenu(db) }));
  defineCall(app, calls.charges, async () => ({ charges: chargesOf(await catalogue.getAdvanceTerms(db)) }));

  defineCall(app, calls.checkCoupon, async ({ couponId, amount, type }, c) => {
    // Every check counts, a wrong code included: the limit is what stops codes being guessed.
    await rateLimiter.check(c, 'coupon');
    const coupon = await couponByCode(db, couponId);
    if (!coupon || !coupon.active) throw badRequest(`The coupon code ${couponId.toUpperCase()} is not valid.`);
    const { terms } = coupon;
    // Its days and most uses, as a new booking would find them (a booking that has it already keeps it).
    const refusal = await refusalNow(db, coupon, now());
    if (refusal) throw badRequest(`The coupon code ${couponRefusalText(terms.code, refusal)}.`);
    if (type && !isForPlanType(terms, type)) {
      throw badRequest(`The coupon ${terms.code} is for the ${terms.planType === 'combo' ? 'combo' : 'basic'} plan only.`);
    }
    const subTotal = amount;
    const minimum = formatPaise(terms.minSubTotalPaise);
    const described = { ...couponDescriptionOf(terms), coupon_Id: coupon.id };
    if (subTotal === 0) {
      // A combo has no sub total before its plan: the booking applies the coupon once it reaches the minimum.
      return { message: couponAddedText(terms), discount: 0, ...described };
    }
    if (!reachesMinimum(terms, subTotal)) throw badRequest(`The coupon ${terms.code} needs a sub total of at least ${minimum}.`);
    const discount = couponDiscountPaise(terms, subTotal);
    return { message: `Coupon ${terms.code} applied: ${formatPaise(discount)} off.`, discount, ...described };
  });
}
