import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';

// The stores read their storage when their modules load: switch to the test storage first.
useTestStorageEngine();
let wizard: typeof import('../../src/lib/stores/wizard.ts');
let booking: typeof import('../../src/lib/stores/booking.ts');
beforeAll(async () => {
  wizard = await import('../../src/lib/stores/wizard.ts');
  booking = await import('../../src/lib/stores/booking.ts');
});
beforeEach(() => {
  cleanTestStorage();
  wizard.clearWizard();
});

const cake = { _id: 'cake-egg-black-forest', name: 'Black Forest', cakeType: 'egg' as const, price: 499 };

describe('the wizard store', () => {
  it('keeps every choice in sessionStorage as it is made', () => {
    wizard.setDetails({ userName: 'Asha' });
    wizard.setDetails({ noOfPersons: 3 });
    wizard.choosePlan('normal', {
      code: 'FLAT400BASIC',
      kind: 'Fixed',
      amountOffPaise: 40000,
      planType: 'normal',
      minSubTotalPaise: 100000,
    });
    wizard.chooseOccasion({ _id: 'occ-birthday', name: 'Birthday', price: 299 });
    wizard.chooseOccasion({ _id: 'occ-proposal', name: 'Proposal', price: 499 });
    const kept = JSON.parse(getTestStorage()['booking:wizard']);
    expect(kept).toMatchObject({
      details: { userName: 'Asha', noOfPersons: 3 },
      plan: 'normal',
      occasion: { _id: 'occ-proposal', price: 499 },
    });
  });

  it('toggles cakes in at 500 gm and out, and changes a weight', () => {
    wizard.toggleCake(cake);
    expect(wizard.$wizard.get().cakes).toEqual([{ ...cake, weight: '500' }]);
    wizard.setCakeWeight(cake._id, '2');
    expect(wizard.$wizard.get().cakes[0].weight).toBe('2');
    wizard.toggleCake(cake);
    expect(wizard.$wizard.get().cakes).toEqual([]);
  });

  it('toggles add-ons', () => {
    const fog = { _id: 'addon-fog-entry', name: 'Fog Entry', price: 599 };
    wizard.toggleAddon(fog);
    wizard.toggleAddon({ _id: 'addon-x', name: 'X', price: 1 });
    wizard.toggleAddon(fog);
    expect(wizard.$wizard.get().addons.map((a) => a._id)).toEqual(['addon-x']);
  });

  it('dropping an unreachable booking keeps only the details typed', () => {
    wizard.setDetails({ userName: 'Asha', userPhone: '9876543210' });
    wizard.toggleCake(cake);
    wizard.saved('b1', { key: 'k', amounts: {} as never }, 'ORD1');
    expect(wizard.$wizard.get()).toMatchObject({ bookingId: 'b1', orderId: 'ORD1' });
    wizard.dropBooking();
    expect(wizard.$wizard.get()).toEqual({
      ...wizard.EMPTY_WIZARD,
      details: { ...wizard.EMPTY_WIZARD.details, userName: 'Asha', userPhone: '9876543210' },
    });
  });

  it("the booking store's clearBooking forgets the wizard and its token too", () => {
    wizard.setGuest({ token: 't', expiresAt: '2030-01-01T00:00:00Z' });
    wizard.setDetails({ userName: 'Asha' });
    booking.clearBooking();
    expect(wizard.$guest.get()).toBeNull();
    expect(wizard.$wizard.get()).toEqual(wizard.EMPTY_WIZARD);
  });

  it.each([
    [
      'a fixed coupon',
      { code: 'FLAT400BASIC', kind: 'Fixed', value: 400, minAmount: 1000, maxDiscount: null },
      { kind: 'Fixed', amountOffPaise: 40000, minSubTotalPaise: 100000 },
    ],
    [
      'a percentage',
      { code: 'CELEBRATE10', kind: 'Percentage', value: 10, minAmount: 2000, maxDiscount: 500 },
      { kind: 'Percentage', percent: 10, maxDiscountPaise: 50000, minSubTotalPaise: 200000 },
    ],
    [
      'one without limits (the plan card before its check)',
      { code: 'FLAT400BASIC', kind: 'Fixed', value: 0 },
      { kind: 'Fixed', amountOffPaise: 0, minSubTotalPaise: 0 },
    ],
    [
      'rupee fractions',
      { code: 'X', kind: 'Fixed', value: 0.1 + 0.2, minAmount: 2149.99 },
      { amountOffPaise: 30, minSubTotalPaise: 214999 },
    ],
  ] as const)("an older tab's coupon (rupees) reads in paise: %s", (_, kept, terms) => {
    expect(wizard.keptCoupon(kept)).toMatchObject({ code: kept.code, planType: null, ...terms });
  });

  it("today's coupon is kept as it is, and no coupon stays none", () => {
    const terms = {
      code: 'CELEBRATE10',
      kind: 'Percentage',
      percent: 10,
      maxDiscountPaise: 50000,
      planType: 'combo',
      minSubTotalPaise: 200000,
    } as const;
    expect(wizard.keptCoupon(terms)).toBe(terms);
    expect(wizard.keptCoupon(null)).toBeNull();
    expect(wizard.keptCoupon(undefined)).toBeNull();
  });
});
