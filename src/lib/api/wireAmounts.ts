import { toPaise, toRupees } from '../money.ts';

/**
 * The contract's amounts for code that reads the wire without zod: a page's island ships no schema,
 * so each shape's amount fields are named here, once, and a unit test holds every list to the
 * codecs of its schema (money.ts), which convert them on the server. Read a wire value with
 * `paiseIn` where it arrives and the rules get paise, as on the server.
 */

/** A theatre's prices (Theatre). */
export const THEATRE_AMOUNTS = ['offerPrice', 'oneandhalfslotPrice', 'onehalfanhourExtraPersonPrice', 'extraPersonprice'] as const;

/** A combo package's prices (Plan). */
export const PLAN_AMOUNTS = ['price', 'offerPrice', 'oneandhalfslotPrice', 'extraPersonPrice'] as const;

/** The advances (Charges). */
export const CHARGES_AMOUNTS = ['advancePayment', 'comboAdvancePayment'] as const;

/** An occasion's, a cake's (per 500 gm) or an add-on's price. */
export const PRICE_AMOUNTS = ['price'] as const;

/** A booking's figures (BookingAmounts). */
export const BOOKING_AMOUNTS = [
  'theatrePrice',
  'extraPersonPrice',
  'occasionPrice',
  'cakePrice',
  'addonsPrice',
  'planOfferPrice',
  'subTotal',
  'couponAmount',
  'totalPrice',
  'advancePayment',
  'remainingAmount',
] as const;

/** The card order's amount (CheckoutOrderRequest), sent in rupees. */
export const CHECKOUT_ORDER_AMOUNTS = ['amount'] as const;

/**
 * A coupon's limits as the coupon check describes them (CheckCouponResponse). Its `couponAmount` is
 * an amount only for a Fixed coupon (a percent otherwise), so no codec can carry it: FIXED_COUPON
 * names it beside the limits.
 */
export const COUPON_LIMITS = ['minAmount', 'maxDiscount'] as const;
export const FIXED_COUPON = ['couponAmount', ...COUPON_LIMITS] as const;

const convert =
  (to: (amount: number) => number) =>
  <T extends object>(fields: readonly (keyof T)[], value: T): T => {
    const out = { ...value };
    for (const field of fields) {
      const amount = value[field];
      if (typeof amount === 'number') out[field] = to(amount) as T[keyof T];
    }
    return out;
  };

/** The value with the named amounts read as paise (as the schema's codecs decode them); the rest, and the keys' order, as they were. */
export const paiseIn = convert(toPaise);

/** The value with the named amounts in the wire's rupees again (as encodeMoney sends them). */
export const rupeesIn = convert(toRupees);
