import { z } from 'zod';
import { Charges, Plan } from '../../../src/lib/api/catalogue.ts';
import { Paise } from '../../../src/lib/api/money.ts';
import { Theatre } from '../../../src/lib/api/theatres.ts';
import type { SeedData } from './types.ts';

declare const inPaise: unique symbol;

/** The seed with its amounts in paise (seedInPaise): what the rows and the booking rules are made from. */
export type PaiseSeed = SeedData & { readonly [inPaise]: true };

const priced = z.looseObject({ price: Paise });

/**
 * Where the seed's amounts are: each is read by the contract's codec (src/lib/api/money.ts), with
 * the checks a request's rupees get (two decimals at most), and everything else is kept as written.
 */
const SeedAmounts = z.looseObject({
  theatres: z.array(
    Theatre.pick({ offerPrice: true, oneandhalfslotPrice: true, onehalfanhourExtraPersonPrice: true, extraPersonprice: true }).loose(),
  ),
  occasions: z.array(priced),
  plans: z.array(Plan.pick({ price: true, offerPrice: true, oneandhalfslotPrice: true, extraPersonPrice: true }).loose()),
  cakes: z.array(priced),
  addonCategories: z.array(z.looseObject({ products: z.array(priced) })),
  venueFoodPrices: z.record(z.string(), Paise),
  coupons: z.array(
    z.discriminatedUnion('kind', [
      // A Fixed coupon's value is rupees off; a Percentage coupon's a percent.
      z.looseObject({ kind: z.literal('Fixed'), value: Paise, minAmount: Paise, maxDiscount: Paise.nullable() }),
      z.looseObject({ kind: z.literal('Percentage'), minAmount: Paise, maxDiscount: Paise.nullable() }),
    ]),
  ),
  charges: Charges,
  bookings: z.array(
    z.looseObject({ theatrePrice: Paise, occasionPrice: Paise, cakesPrice: Paise, addonsPrice: Paise, advancePayment: Paise }),
  ),
});

/**
 * The seed as people write it (data/: rupees, as the spec gives its prices) read through the
 * contract once, as a request would be, so that nothing after it converts an amount.
 */
export const seedInPaise = (s: SeedData): PaiseSeed => SeedAmounts.parse(s) as unknown as PaiseSeed;
