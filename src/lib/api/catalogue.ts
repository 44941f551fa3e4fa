import { z } from 'zod';
import { envelope } from './envelope.ts';
import { CakeType, Id, MediaPath, storableText, YesNo } from './fields.ts';
import { Paise } from './money.ts';

export const Occasion = z.object({ _id: Id, name: z.string(), price: Paise, image: MediaPath });
export type Occasion = z.infer<typeof Occasion>;
export const OccasionsResponse = envelope({ occasions: z.array(Occasion) });

/** A combo package offered for one occasion in one theatre. */
export const Plan = z.object({
  _id: Id,
  name: z.string(),
  /** People included. */
  noOfPersons: z.number().int().positive(),
  /** List price, shown struck through. */
  price: Paise,
  /** Price of a full slot. */
  offerPrice: Paise,
  /** Price of a 90-minute slot. */
  oneandhalfslotPrice: Paise,
  /** Price per person above noOfPersons. */
  extraPersonPrice: Paise,
  /** 'No' adds the theatre's price to the plan's. */
  theatrePriceIncluded: YesNo,
  benefits: z.array(z.string()),
  notIncluded: z.array(z.string()),
});
export type Plan = z.infer<typeof Plan>;

export const OccasionByIdRequest = z.object({ occasionId: Id, theatreId: Id });
export const OccasionByIdResponse = envelope({ plans: z.array(Plan) });

export const PlanProduct = z.object({
  _id: Id,
  /** 'cakes' for the cake the customer picks a flavour of; anything else is an included add-on. */
  categoryName: z.string(),
  name: z.string(),
  image: MediaPath,
  cakeType: CakeType.optional(),
});
export const PlanProductsRequest = z.object({ planId: Id });
export const PlanProductsResponse = envelope({ planProducts: z.array(PlanProduct) });

export const Cake = z.object({
  _id: Id,
  name: z.string(),
  image: MediaPath,
  /** Per 500 gm. */
  price: Paise,
  cakeType: CakeType,
  /** Customised cake: ordered 3 days ahead, shown without a price. */
  isPremium: z.boolean(),
});
export type Cake = z.infer<typeof Cake>;

export const CakesRequest = z.object({ cakeType: CakeType.optional() });
export const CakesResponse = envelope({
  products: z.array(Cake),
  premiumCakes: z.array(Cake),
  normalCakes: z.array(Cake),
});
export type CakesResponse = z.infer<typeof CakesResponse>;

export const Product = z.object({
  _id: Id,
  name: z.string(),
  image: MediaPath,
  price: Paise,
  categoryName: z.string(),
});
export type Product = z.infer<typeof Product>;
export const ProductsResponse = envelope({ products: z.array(Product) });

export const AddonCategory = z.object({
  _id: Id,
  name: z.string(),
  products: z.array(z.object({ _id: Id, name: z.string(), image: MediaPath, price: Paise })),
});
export type AddonCategory = z.infer<typeof AddonCategory>;
export const AddonProductsResponse = envelope({ products: z.array(AddonCategory) });

export const FoodType = z.enum(['Veg', 'Non-veg']);
export const FoodCategory = z.object({
  _id: Id,
  name: z.string(),
  foodproducts: z.array(z.object({ _id: Id, name: z.string(), image: MediaPath, foodType: FoodType })),
});
export type FoodCategory = z.infer<typeof FoodCategory>;
export const FoodMenuResponse = envelope({ foodcategories: z.array(FoodCategory) });

export const Charges = z.object({
  /** Advance for a basic booking. */
  advancePayment: Paise,
  /** Advance for a combo booking. */
  comboAdvancePayment: Paise,
});
export const ChargesResponse = envelope({ charges: Charges });

export const CouponCodeType = z.enum(['Percentage', 'Fixed']);
export const CheckCouponRequest = z.object({
  /** The code as the customer typed it. */
  couponId: storableText(z.string({ error: 'must be a coupon code' }).trim().min(1, 'must be a coupon code').max(40)),
  /** The sub total the coupon applies to; 0 while it is not known yet (a combo before its plan). */
  amount: Paise,
  /** The booking's plan type, when known: a coupon for the other plan type is refused. */
  type: z.enum(['normal', 'combo']).optional(),
});
export const CheckCouponResponse = envelope({
  /** The coupon's value: a percentage or rupees, by couponCodeType. */
  couponAmount: z.number().nonnegative(),
  coupon_Id: Id,
  couponCodeType: CouponCodeType,
  /** Rupees off the amount sent, never more than it. */
  discount: Paise,
  /** The smallest sub total it takes anything off, rupees (0: any). */
  minAmount: Paise,
  /** The most a percentage coupon takes off, rupees; null: no cap. */
  maxDiscount: Paise.nullable(),
});
