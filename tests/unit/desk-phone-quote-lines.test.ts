import { describe, expect, it } from 'vitest';
import { couponNote, phoneQuoteLines, type PricedPhoneChoices } from '../../src/lib/desk/phoneQuoteLines.ts';

/** The phone booking's Total, line by line: what the staff read to the caller adds up to what the hold charges. */

const figures = {
  theatrePricePaise: 214800,
  planOfferPricePaise: 0,
  extraPersons: 1,
  extraPersonRatePaise: 29900,
  extraPersonPricePaise: 29900,
  occasionPricePaise: 29900,
  couponAmountPaise: 41440,
  couponStatus: 'applied' as const,
  subTotalPaise: 414400,
};
const basic: PricedPhoneChoices = {
  theatreName: 'Aurora',
  planName: null,
  occasionName: 'Birthday',
  figures,
  cakes: [{ name: 'Red Velvet', cakeType: 'egg', weight: '1', pricePaise: 139800 }],
  addons: [],
  couponCode: 'CELEBRATE10',
  couponMinimumPaise: 200000,
};

describe('the phone quote’s lines', () => {
  it('name each part in the order of the site’s summary, the coupon taken off last, and add up to the total', () => {
    const lines = phoneQuoteLines(basic);
    expect(lines).toEqual([
      { label: 'Aurora theatre', amountPaise: 214800 },
      { label: '1 extra person × ₹299', amountPaise: 29900 },
      { label: 'Occasion: Birthday', amountPaise: 29900 },
      { label: 'Red Velvet (egg), 1 kg', amountPaise: 139800 },
      { label: 'Coupon CELEBRATE10', amountPaise: -41440 },
    ]);
    expect(lines.reduce((a, l) => a + l.amountPaise, 0)).toBe(figures.subTotalPaise - figures.couponAmountPaise);
  });

  it('leave out what costs nothing: a combo includes the theatre, two extra persons are plural', () => {
    const combo = phoneQuoteLines({
      ...basic,
      planName: 'Standard',
      occasionName: null,
      cakes: [],
      figures: {
        ...figures,
        theatrePricePaise: 0,
        planOfferPricePaise: 410000,
        extraPersons: 2,
        extraPersonPricePaise: 69800,
        extraPersonRatePaise: 34900,
        occasionPricePaise: 0,
        couponAmountPaise: 0,
      },
    });
    expect(combo.map((l) => l.label)).toEqual(['Combo plan: Standard', '2 extra persons × ₹349']);
  });

  it('say why a coupon takes nothing off: below its minimum, or for the other plan; nothing when it applies', () => {
    expect(couponNote({ couponCode: 'CELEBRATE10', couponMinimumPaise: 200000, status: 'belowMinimum' })).toBe(
      'CELEBRATE10 takes off from a sub total of ₹2,000.',
    );
    expect(couponNote({ couponCode: 'FLAT700COMBO', couponMinimumPaise: 0, status: 'otherPlanType' })).toBe(
      'FLAT700COMBO is not for this plan.',
    );
    expect(couponNote({ couponCode: 'CELEBRATE10', couponMinimumPaise: 0, status: 'applied' })).toBe('');
  });
});
