import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { toPaise, toRupees, formatRupees } from '../../src/lib/money.ts';
import { couponDiscount } from '../../src/lib/booking/coupons.ts';
import { defineCall } from '../http/defineCall.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Deps } from '../deps.ts';
import * as catalogue from '../repo/catalogue.ts';
import { listOccasions } from '../repo/content.ts';
import { findTheatre } from '../repo/theatres.ts';

const limitsOf = (coupon: catalogue.CouponRow) => ({
  minAmount: toRupees(coupon.min_amount),
  maxDiscount: coupon.max_discount === null ? null : toRupees(coupon.max_discount),
});

export function catalogueRoutes(app: Hono, { db, rateLimiter }: Deps): void {
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
  defineCall(app, calls.charges, async () => ({ charges: await catalogue.getCharges(db) }));

  defineCall(app, calls.checkCoupon, async ({ couponId, amount, type }, c) => {
    // Every check counts, a wrong code included: the limit is what stops codes being guessed.
    await rateLimiter.check(c, 'coupon');
    const coupon = await catalogue.findCoupon(db, couponId);
    if (!coupon || !coupon.active) throw badRequest(`The coupon code ${couponId.toUpperCase()} is not valid.`);
    if (type && coupon.plan_type && coupon.plan_type !== type) {
      throw badRequest(`The coupon ${coupon.code} is for the ${coupon.plan_type === 'combo' ? 'combo' : 'basic'} plan only.`);
    }
    const subTotal = toPaise(amount);
    const minimum = formatRupees(toRupees(coupon.min_amount));
    if (subTotal === 0) {
      // A combo has no sub total before its plan: the booking applies the coupon once it reaches the minimum.
      const value = coupon.kind === 'Fixed' ? formatRupees(toRupees(coupon.value)) : `${coupon.value}%`;
      return {
        message: `Coupon ${coupon.code} added: ${value} off${coupon.min_amount > 0 ? ` on a sub total of ${minimum} or more` : ''}.`,
        couponAmount: coupon.kind === 'Fixed' ? toRupees(coupon.value) : coupon.value,
        coupon_Id: coupon.id,
        couponCodeType: coupon.kind,
        discount: 0,
        ...limitsOf(coupon),
      };
    }
    if (subTotal < coupon.min_amount) {
      throw badRequest(`The coupon ${coupon.code} needs a sub total of at least ${minimum}.`);
    }
    const discount = couponDiscount({ kind: coupon.kind, value: coupon.value, maxDiscount: coupon.max_discount }, subTotal);
    return {
      message: `Coupon ${coupon.code} applied: ${formatRupees(toRupees(discount))} off.`,
      couponAmount: coupon.kind === 'Fixed' ? toRupees(coupon.value) : coupon.value,
      coupon_Id: coupon.id,
      couponCodeType: coupon.kind,
      discount: toRupees(discount),
      ...limitsOf(coupon),
    };
  });
}
