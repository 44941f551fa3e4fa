import type { CouponTerms, TheatreTerms } from '../../src/lib/booking/priceTerms.ts';

/** The catalogue's terms the quote's unit tests price with (paise): Aurora, the advance, CELEBRATE10. */
export const aurora: TheatreTerms = {
  offerPricePaise: 214800,
  ninetyMinutePricePaise: 179900,
  extraPersonPricePaise: 29900,
  ninetyMinuteExtraPersonPricePaise: 24900,
  maxPeople: 2,
  maxSeating: 4,
  extraPerson: 'Yes',
};
export const advance = { basicPaise: 75000, comboPaise: 100000 };
export const celebrate10: Extract<CouponTerms, { kind: 'Percentage' }> = {
  code: 'CELEBRATE10',
  kind: 'Percentage',
  percent: 10,
  maxDiscountPaise: 50000,
  planType: null,
  minSubTotalPaise: 200000,
};
