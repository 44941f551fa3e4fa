import { describe, expect, it } from 'vitest';
import type { DeskBookingSummary } from '../../src/lib/api/deskBookings.ts';
import { PREP_KINDS, prepTotals } from '../../src/lib/desk/prepTotals.ts';
import { deskSummary } from './deskSummaryFixture.ts';

type Cake = DeskBookingSummary['cakes'][number];
const cake = (name: string, weight: Cake['weight'], cakeType: Cake['cakeType'], fromPlan = false): Cake => ({
  name,
  weight,
  cakeType,
  fromPlan,
});

const booking = (extra: Partial<DeskBookingSummary> = {}) => deskSummary('b', 'Asha', extra);

const kind = (totals: ReturnType<typeof prepTotals>, key: string) => totals.kinds.find((k) => k.key === key)?.counts;

describe("the prep list's totals", () => {
  it('groups cakes by flavour, weight and egg or eggless, a plan\u2019s cake with the cart\u2019s of the same', () => {
    const totals = prepTotals([
      booking({ cakes: [cake('Black Forest', '1', 'eggless'), cake('Black Forest', '500', 'eggless')] }),
      booking({ cakes: [cake('Black Forest', '1', 'egg')] }),
      booking({ cakes: [cake('Black Forest', '1', 'eggless', true), cake('Butterscotch', null, 'egg', true)] }),
      booking({ cakes: [cake('Black Forest', '1', 'eggless')] }),
    ]);
    expect(kind(totals, 'cakes')).toEqual([
      { label: 'Black Forest, 1 kg, egg', count: 1 },
      { label: 'Black Forest, 1 kg, eggless', count: 3 },
      { label: 'Black Forest, 500 gm, eggless', count: 1 },
      { label: 'Butterscotch, weight not stated, egg', count: 1 },
    ]);
  });

  it('counts each dish of food sold at the venue as many times as it was sold', () => {
    const totals = prepTotals([
      booking({
        food: [
          { name: 'Paneer Tikka', quantity: 2 },
          { name: 'Cold Coffee', quantity: 1 },
        ],
      }),
      booking({ food: [{ name: 'Paneer Tikka', quantity: 3 }] }),
      booking(),
    ]);
    expect(kind(totals, 'food')).toEqual([
      { label: 'Cold Coffee', count: 1 },
      { label: 'Paneer Tikka', count: 5 },
    ]);
    expect(kind(prepTotals([booking()]), 'food')).toEqual([]);
  });

  it('counts add-ons by name, a combo plan\u2019s items among them, and decorations by occasion', () => {
    const totals = prepTotals([
      booking({ addons: ['Fog entry', 'Rose path'], occasion: 'Birthday' }),
      booking({
        addons: ['Fog entry'],
        occasion: 'Anniversary',
        plan: { type: 'combo', name: 'Gold', includes: ['Photo shoot', 'Fog entry'] },
      }),
      booking({ decoration: false, occasion: 'Birthday', addons: ['Rose path'] }),
      booking({ occasion: null }),
      booking({ occasion: 'Birthday' }),
    ]);
    expect(kind(totals, 'addons')).toEqual([
      { label: 'Fog entry', count: 3 },
      { label: 'Photo shoot', count: 1 },
      { label: 'Rose path', count: 2 },
    ]);
    expect(kind(totals, 'decorations')).toEqual([
      { label: 'Anniversary', count: 1 },
      { label: 'Birthday', count: 2 },
      { label: 'No occasion', count: 1 },
    ]);
  });

  it('sums the persons and counts the bookings', () => {
    const totals = prepTotals([booking({ persons: 2 }), booking({ persons: 6 }), booking({ persons: 11 })]);
    expect(totals.persons).toBe(19);
    expect(totals.bookings).toBe(3);
  });

  it('is zeros and empty lists, each kind still named, on a day with nothing booked', () => {
    const totals = prepTotals([]);
    expect(totals).toEqual({ bookings: 0, persons: 0, kinds: PREP_KINDS.map((k) => ({ key: k.key, title: k.title, counts: [] })) });
    expect(totals.kinds.map((k) => k.title)).toEqual(['Cakes', 'Decorations', 'Add-ons', 'Food']);
  });
});
