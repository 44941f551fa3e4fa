import { describe, expect, it } from 'vitest';
import type { BookingLine } from '../../server/booking/draft.ts';
import { phoneQuoteLines } from '../../server/desk/phone/quotePhoneBooking.ts';
import type { Quote } from '../../src/lib/booking/quote.ts';
import { couponNote } from '../../src/lib/desk/couponNote.ts';

/** The phone booking's Total, line by line: what the staff read to the caller adds up to what the hold charges. */

const quote: Quote = {
  theatrePricePaise: 214800,
  planOfferPricePaise: 0,
  extraPersons: 1,
  extraPersonRatePaise: 29900,
  extraPersonPricePaise: 29900,
  occasionPricePaise: 29900,
  cakeLinesPaise: [139800],
  cakesPricePaise: 139800,
  addonsPricePaise: 0,
  subTotalPaise: 414400,
  couponStatus: 'applied',
  couponAmountPaise: 41440,
  discountAmountPaise: 0,
  totalPaise: 372960,
  advancePaise: 75000,
  remainingPaise: 297960,
};
const redVelvet: BookingLine = {
  kind: 'cake',
  productId: 'cake-red-velvet',
  name: 'Red Velvet',
  cakeType: 'egg',
  weight: '1',
  pricePaise: 139800,
};
const basic = { draft: { theatreName: 'Aurora', flavour: '', discountReason: '' }, priced: { quote, lines: [redVelvet] } };
const sum = (lines: { amountPaise: number }[]) => lines.reduce((a, l) => a + l.amountPaise, 0);

describe('the phone quote’s lines', () => {
  it('name each part as the invoice will, in the order of the site’s summary, the coupon taken off last, and add up to the total', () => {
    const lines = phoneQuoteLines(basic, { occasion: 'Birthday' }, 'CELEBRATE10');
    expect(lines).toEqual([
      { label: 'Theatre: Aurora', amountPaise: 214800 },
      { label: 'Extra persons: 1', amountPaise: 29900 },
      { label: 'Occasion: Birthday', amountPaise: 29900 },
      { label: 'Cake: Red Velvet (1 kg)', amountPaise: 139800 },
      { label: 'Coupon CELEBRATE10', amountPaise: -41440 },
    ]);
    expect(sum(lines)).toBe(quote.totalPaise);
  });

  it('take a manager’s discount off after the coupon, still adding up to the total', () => {
    const discounted = { ...quote, discountAmountPaise: 50000, totalPaise: quote.totalPaise - 50000 };
    const lines = phoneQuoteLines(
      { draft: { ...basic.draft, discountReason: 'Regular customer' }, priced: { quote: discounted, lines: [redVelvet] } },
      { occasion: 'Birthday' },
      'CELEBRATE10',
    );
    expect(lines.slice(-2)).toEqual([
      { label: 'Coupon CELEBRATE10', amountPaise: -41440 },
      { label: 'Discount: Regular customer', amountPaise: -50000 },
    ]);
    expect(sum(lines)).toBe(discounted.totalPaise);
  });

  it('leave out what costs nothing: a combo includes the theatre, and no coupon took anything off', () => {
    const combo = phoneQuoteLines(
      {
        draft: { theatreName: 'Aurora', flavour: '', discountReason: '' },
        priced: {
          quote: {
            ...quote,
            theatrePricePaise: 0,
            planOfferPricePaise: 410000,
            extraPersons: 2,
            extraPersonPricePaise: 69800,
            extraPersonRatePaise: 34900,
            occasionPricePaise: 0,
            couponAmountPaise: 0,
          },
          lines: [],
        },
      },
      { plan: 'Standard' },
      '',
    );
    expect(combo.map((l) => l.label)).toEqual(['Plan: Standard', 'Extra persons: 2']);
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
