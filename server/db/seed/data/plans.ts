import type { SeedPlan, SeedTheatre } from '../types.ts';
import { addonById, addonCategoryOf } from './addons.ts';
import { cakeById } from './cakes.ts';
import { occasions, occasionTouch } from './occasions.ts';
import { theatres } from './theatres.ts';

/**
 * Combo plans: for every occasion in every theatre, Standard, Special and Premium, generated from
 * each theatre's combo base price. The list price is set so the offer reads as about 30% off
 * ('Flat 30% Off on Plans'); the cheapest combo is ₹4100 ('starts from ₹4100').
 */

interface ComboBase {
  /** Offer price of the Standard plan with the theatre included. */
  standard: number;
  /** false: the Standard plan is priced without the theatre, whose price is added on top. */
  standardIncludesTheatre: boolean;
}

const COMBO_BASE: Record<string, ComboBase> = {
  'th-aurora': { standard: 4100, standardIncludesTheatre: true },
  'th-starlight': { standard: 4299, standardIncludesTheatre: true },
  'th-marigold': { standard: 4599, standardIncludesTheatre: true },
  'th-velvet': { standard: 4799, standardIncludesTheatre: true },
  'th-lumiere': { standard: 4999, standardIncludesTheatre: true },
  'th-nebula': { standard: 5499, standardIncludesTheatre: true },
  'th-cosmos': { standard: 5799, standardIncludesTheatre: true },
  // A big room: its Standard plan is the add-ons only, the room's price comes on top.
  'th-royale': { standard: 7599, standardIncludesTheatre: false },
};

type Tier = 'Standard' | 'Special' | 'Premium';

interface TierRule {
  /** Added to the theatre's Standard price. */
  step: number;
  /** Taken off the offer price for a 90-minute slot. */
  ninetyMinuteCut: number;
  cakeId: string;
  addonIds: string[];
  /** People above the room's included count that the plan covers. */
  extraPeopleIncluded: number;
}

const TIERS: Record<Tier, TierRule> = {
  Standard: {
    step: 0,
    ninetyMinuteCut: 400,
    cakeId: 'cake-egg-black-forest',
    addonIds: ['addon-led-name-letters', 'addon-fog-entry'],
    extraPeopleIncluded: 0,
  },
  Special: {
    step: 1500,
    ninetyMinuteCut: 500,
    cakeId: 'cake-egg-chocolate-truffle',
    addonIds: ['addon-led-name-letters', 'addon-fog-entry', 'addon-photo-shoot-20min', 'addon-red-roses-12', 'addon-candle-path'],
    extraPeopleIncluded: 0,
  },
  Premium: {
    step: 3000,
    ninetyMinuteCut: 600,
    cakeId: 'cake-egg-red-velvet',
    addonIds: [
      'addon-balloon-arch',
      'addon-led-name-letters',
      'addon-cold-pyro-entry',
      'addon-photo-shoot-20min',
      'addon-cinematic-reel',
      'addon-teddy-roses-box',
    ],
    extraPeopleIncluded: 2,
  },
};

/** A list price about 30% above the offer, ending in 99. */
const listPrice = (offer: number): number => Math.ceil(offer / 0.7 / 100) * 100 - 1;

function benefits(tier: Tier, theatre: SeedTheatre, occasionId: string, includesTheatre: boolean): string[] {
  const touch = occasionTouch[occasionId];
  if (!touch) throw new Error(`seed: no decoration words for ${occasionId}`);
  const room = includesTheatre ? `Private ${theatre.name} theatre for your slot` : `Decoration set-up in ${theatre.name}`;
  const standard = [
    room,
    'Theme balloon decoration',
    touch.letters,
    '500 gm cake of your choice',
    'Fog entry',
    'Screening of your own content (OTT or pen drive)',
    'Welcome cake-cutting set-up with candles',
  ];
  if (tier === 'Standard') return standard;
  const special = [
    ...standard,
    touch.special,
    'Photo shoot (20 min) with 30 edited photos',
    'Red roses bouquet (12 stems)',
    'Candle path with rose petals',
  ];
  if (tier === 'Special') return special;
  return [
    ...special.map((b) => (b === '500 gm cake of your choice' ? '1 kg cake of your choice' : b)).filter((b) => b !== 'Fog entry'),
    'Balloon arch at the entrance',
    'Cold pyro entry (2 fountains)',
    '60-second cinematic reel',
    'Teddy and roses box',
  ];
}

function notIncluded(tier: Tier, persons: number): string[] {
  if (tier === 'Standard') return ['Food and beverages', 'Photography', 'Bouquet and flowers', `Guests above ${persons}`];
  if (tier === 'Special') return ['Food and beverages', 'Cold pyro entry', `Guests above ${persons}`];
  return ['Food and beverages', `Guests above ${persons}`];
}

const slug = (id: string): string => id.replace(/^(th|occ)-/, '');

function plan(theatre: SeedTheatre, occasionId: string, tier: Tier): SeedPlan {
  const base = COMBO_BASE[theatre._id];
  if (!base) throw new Error(`seed: no combo base price for ${theatre._id}`);
  const rule = TIERS[tier];
  const includesTheatre = tier !== 'Standard' || base.standardIncludesTheatre;
  const offerPrice = includesTheatre ? base.standard + rule.step : base.standard - theatre.offerPrice + 500;
  const noOfPersons = Math.min(theatre.maxSeating, theatre.maxPeople + rule.extraPeopleIncluded);
  const cake = cakeById(rule.cakeId);
  return {
    _id: `plan-${slug(theatre._id)}-${slug(occasionId)}-${tier.toLowerCase()}`,
    occasionId,
    theatreId: theatre._id,
    name: tier,
    noOfPersons,
    price: listPrice(offerPrice),
    offerPrice,
    oneandhalfslotPrice: offerPrice - rule.ninetyMinuteCut,
    extraPersonPrice: theatre.extraPersonprice + 50,
    theatrePriceIncluded: includesTheatre ? 'Yes' : 'No',
    benefits: benefits(tier, theatre, occasionId, includesTheatre),
    notIncluded: notIncluded(tier, noOfPersons),
    products: [
      { _id: cake._id, categoryName: 'cakes', name: cake.name, image: cake.image, cakeType: 'egg' },
      ...rule.addonIds.map((id) => {
        const a = addonById(id);
        return { _id: a._id, categoryName: addonCategoryOf(id), name: a.name, image: a.image };
      }),
    ],
  };
}

export const plans: SeedPlan[] = theatres.flatMap((t) =>
  occasions.flatMap((o) => (['Standard', 'Special', 'Premium'] as const).map((tier) => plan(t, o._id, tier))),
);
