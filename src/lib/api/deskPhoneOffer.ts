import { z } from 'zod';
import { PlanType } from './booking.ts';
import { PhoneDiscount } from './deskPhoneDiscount.ts';
import { Id, Text } from './fields.ts';

/**
 * The offer and the package, as the site's wizard takes them. `couponId` is what the customer
 * would type on the site (a code): '' puts the plan's own offer on, as the site does for everyone.
 */
export const PhoneOffer = z.object({
  type: PlanType.default('normal'),
  /** The combo plan (a package of the theatre for the occasion); '' on a basic booking. */
  planId: z.union([z.literal(''), Id]).default(''),
  /** The package's cake, whose flavour the customer picks. */
  planCakeId: z.union([z.literal(''), Id]).default(''),
  flavour: Text(100).default(''),
  couponId: Text(40).default(''),
  /** A manager's discount with its reason, after the coupon (deskPhoneDiscount.ts); none for other roles. */
  discount: PhoneDiscount.optional(),
});
