/** Cake weights as the booking carries them: '500' gm, or '1', '2', '3' kg. */
export type CakeWeight = '500' | '1' | '2' | '3';

export const CAKE_WEIGHTS: readonly CakeWeight[] = ['500', '1', '2', '3'];

/** How each weight reads on screen (DECISIONS 8). */
export const cakeWeightLabel: Record<CakeWeight, string> = { '500': '500 gm', '1': '1 kg', '2': '2 kg', '3': '3 kg' };

/** Cakes are priced per 500 gm: a kilogram is two of those (spec section 9: x1, x2, x4, x6). */
const cakeWeightFactor: Record<CakeWeight, number> = { '500': 1, '1': 2, '2': 4, '3': 6 };

/** The price of one cake at a weight, in paise, from its price per 500 gm in paise. */
export const cakeLinePaise = (pricePer500Paise: number, weight: CakeWeight): number => pricePer500Paise * cakeWeightFactor[weight];

/**
 * The weight of a combo package's cake, as the package's benefits state it ('1 kg cake of your
 * choice'): a package's cake has no weight field of its own, and the kitchen needs one. Null when
 * no benefit names a cake with one of the weights the site sells.
 */
export function planCakeWeight(benefits: readonly string[]): CakeWeight | null {
  for (const line of benefits) {
    const m = /(?:^|[^\d.])(500\s*(?:gm|g|grams?)|([123])\s*kgs?)\b[^.]*\bcakes?\b/i.exec(line);
    if (m) return m[2] ? (m[2] as CakeWeight) : '500';
  }
  return null;
}
