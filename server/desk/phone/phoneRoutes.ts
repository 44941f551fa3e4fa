import type { Hono } from 'hono';
import { deskCalls } from '../../../src/lib/api/deskCalls.ts';
import { tokenSecretLoader } from '../../auth/tokenSecret.ts';
import { listCakes, listProducts } from '../../repo/catalogue.ts';
import { listOccasions } from '../../repo/content.ts';
import { defineDeskCall } from '../defineDeskCall.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { makePaymentLink } from './makePaymentLink.ts';
import { sessionOf } from '../access.ts';
import { phoneCoupon } from './phoneCoupon.ts';
import { checkDiscountRole } from './phoneDiscount.ts';
import { phonePlans } from './phonePlans.ts';
import { pricePhoneChoices } from './pricePhoneChoices.ts';
import { phoneQuoteOf } from './quotePhoneBooking.ts';
import { takePhoneBooking } from './takePhoneBooking.ts';

/** Bookings taken by phone or WhatsApp: what the form offers, what it costs, the booking, and its payment link. */
export function phoneRoutes(app: Hono, deps: DeskDeps): void {
  // The key that signs the way back from the pay page, as the site's own payments sign it.
  const secret = tokenSecretLoader(deps.db, deps.tokenSecret);

  defineDeskCall(app, deps, deskCalls.phoneOptions, async () => {
    const [occasions, cakes, addons] = await Promise.all([listOccasions(deps.db), listCakes(deps.db), listProducts(deps.db)]);
    return {
      occasions: occasions.map((o) => ({ _id: o._id, name: o.name, price: o.price })),
      cakes: cakes.filter((k) => !k.isPremium).map((k) => ({ _id: k._id, name: k.name, cakeType: k.cakeType, price: k.price })),
      addons: addons.map((a) => ({ _id: a._id, name: a.name, price: a.price, categoryName: a.categoryName })),
    };
  });

  defineDeskCall(app, deps, deskCalls.phoneBooking, (input, c) => takePhoneBooking(deps, c, input));

  defineDeskCall(app, deps, deskCalls.phoneQuote, async (input, c) => {
    checkDiscountRole(sessionOf(c).staff, input.discount);
    const now = deps.now();
    const couponId = await phoneCoupon(deps.db, input.couponId, input.type, now);
    const options = { couponId, now, horizonDays: deps.bookingHorizonDays, complete: false };
    return phoneQuoteOf(deps.db, await pricePhoneChoices(deps.db, input, null, options));
  });

  defineDeskCall(app, deps, deskCalls.phonePlans, async ({ theatreId, occasionId }) => ({
    plans: await phonePlans(deps.db, theatreId, occasionId),
  }));

  defineDeskCall(app, deps, deskCalls.paymentLink, (input, c) => makePaymentLink(deps, secret, c, input));
}
