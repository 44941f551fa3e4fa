import { describe, expect, it } from 'vitest';
import { chosenPlanOf } from '../../src/lib/booking/comboPlan.ts';
import { groupByCategory, onePageStages } from '../../src/lib/booking/onePageStages.ts';
import { wizardAmounts } from '../../src/lib/booking/wizardQuote.ts';
import { DETAILS_MESSAGES } from '../../src/lib/forms/bookingDetailsRules.ts';
import { firstInvalid, ONE_PAGE_MESSAGES as M, personOptions, personsWithin, validateOnePage } from '../../src/lib/forms/onePageRules.ts';
import { EMPTY_WIZARD, type WizardState } from '../../src/lib/stores/wizard.ts';
import { choicesOf } from '../../src/islands/booking/amounts.ts';
import { addonsBody, cakesBody, comboBody, occasionBody } from '../../src/islands/booking/updateBodies.ts';

const plan = {
  _id: 'plan-1',
  name: 'Standard',
  noOfPersons: 2,
  price: 5857,
  offerPrice: 4100,
  oneandhalfslotPrice: 3700,
  extraPersonPrice: 300,
  theatrePriceIncluded: 'Yes' as const,
  benefits: [],
  notIncluded: [],
};
const details = { userName: 'Asha Rao', noOfPersons: 2, userPhone: '9876543210', userEmail: 'asha@example.com' };
const normal: WizardState = { ...EMPTY_WIZARD, plan: 'normal', details };
const birthday = { _id: 'occ-birthday', name: 'Birthday', price: 499 };
const combo: WizardState = {
  ...EMPTY_WIZARD,
  plan: 'combo',
  details,
  occasion: birthday,
  personName: 'Asha',
  comboPlan: chosenPlanOf(plan),
  planCake: { _id: 'pp-cake', name: 'Black Forest', cakeType: 'egg' },
  flavour: 'Pineapple',
};

describe('THR-58..61, VAL-01..07: the one-page form rules', () => {
  it('a complete basic booking without an occasion, and a complete combo, can be sent', () => {
    expect(validateOnePage(normal, 4)).toEqual({});
    expect(validateOnePage(combo, 4)).toEqual({});
  });

  it('THR-58: the type is required, and the persons are asked for with it', () => {
    expect(validateOnePage({ ...normal, plan: null, details: { ...details, noOfPersons: 0 } }, 4)).toEqual({ type: M.type });
    expect(validateOnePage({ ...normal, details: { ...details, noOfPersons: 0 } }, 4)).toEqual({
      noOfPersons: DETAILS_MESSAGES.persons(4),
    });
  });

  it("THR-59: the special person name is required once an occasion is chosen, in the spec's words", () => {
    expect(validateOnePage({ ...normal, occasion: birthday, personName: '  ' }, 4)).toEqual({
      personName: 'Please fill out the text field!',
    });
    expect(validateOnePage({ ...normal, occasion: birthday, personName: 'Asha' }, 4)).toEqual({});
  });

  it("a combo needs its occasion, its package and the cake's flavour", () => {
    expect(validateOnePage({ ...combo, occasion: null, personName: '', comboPlan: null, planCake: null, flavour: '' }, 4)).toEqual({
      occasion: M.occasion,
    });
    expect(validateOnePage({ ...combo, comboPlan: null, planCake: null, flavour: '' }, 4)).toEqual({ comboPlan: M.comboPlan });
    expect(validateOnePage({ ...combo, flavour: '' }, 4)).toEqual({ flavour: M.flavour });
  });

  it('VAL-01..07: name, phone and e-mail follow the booking details rules', () => {
    const errors = validateOnePage({ ...normal, details: { userName: '', noOfPersons: 2, userPhone: '5123456789', userEmail: 'a@' } }, 4);
    expect(errors).toEqual({
      userName: DETAILS_MESSAGES.nameRequired,
      userPhone: DETAILS_MESSAGES.phoneStart,
      userEmail: DETAILS_MESSAGES.email,
    });
  });

  it('the first invalid field is the first one on the form', () => {
    expect(firstInvalid({ userEmail: 'x', personName: 'y' })).toBe('personName');
    expect(firstInvalid({ userEmail: 'x', type: 'y' })).toBe('type');
    expect(firstInvalid({})).toBeUndefined();
  });

  it('THR-60/61: persons options run from 1 to the limit; a count above it is nulled', () => {
    expect(personOptions(4)).toEqual([1, 2, 3, 4]);
    expect(personOptions(0)).toEqual([]);
    expect(personsWithin(4, 2)).toBe(0);
    expect(personsWithin(2, 2)).toBe(2);
    expect(personsWithin(0, 2)).toBe(0);
  });
});

describe("the one-page form's calls", () => {
  it('a basic booking saves the details, the occasion when chosen, the cakes and the add-ons', () => {
    expect(onePageStages(normal, false)).toEqual(['details', 'cakes', 'addons']);
    expect(onePageStages({ ...normal, occasion: birthday }, false)).toEqual(['details', 'occasion', 'cakes', 'addons']);
  });

  it('a combo saves the details, the occasion and the package; on a booking made before, it empties the cart too', () => {
    expect(onePageStages(combo, false)).toEqual(['details', 'occasion', 'combo']);
    expect(onePageStages(combo, true)).toEqual(['details', 'occasion', 'cakes', 'addons', 'combo']);
  });

  it("the calls before the last send no totals; the last sends the summary's", () => {
    const full = {
      ...normal,
      bookingId: 'b1',
      occasion: birthday,
      personName: 'Asha',
      cakes: [{ _id: 'c1', name: 'Black Forest', cakeType: 'egg' as const, price: 499, weight: '1' as const }],
      addons: [{ _id: 'a1', name: 'Fog Entry', price: 599 }],
    };
    const choice = {
      theatre: { _id: 'th-aurora', maxPeople: 2, maxSeating: 4, extraPerson: 'Yes' as const },
      time: { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' },
      date: '2030-01-10',
      prices: { offerPrice: 2148, oneandhalfslotPrice: 1799, extraPersonprice: 299, onehalfanhourExtraPersonPrice: 249 },
    };
    const amounts = wizardAmounts({
      choice,
      choices: choicesOf(full),
      coupon: null,
      priced: null,
      charges: { advancePayment: 750, comboAdvancePayment: 1000 },
    }).amounts;
    expect(amounts.subTotal).toBe(2148 + 499 + 998 + 599);
    for (const body of [
      occasionBody(full, null),
      cakesBody(full, null),
      addonsBody(full, null),
      comboBody({ ...combo, bookingId: 'b1', planCake: { _id: 'k', name: 'K', cakeType: 'egg' } }, null),
    ]) {
      expect(body).not.toHaveProperty('subTotal');
      expect(body).not.toHaveProperty('totalPrice');
    }
    expect(cakesBody(full, null).products[0]).toMatchObject({ _id: 'c1', price: 998, quantity: '1' });
    expect(addonsBody(full, amounts)).toMatchObject({ subTotal: amounts.subTotal, totalPrice: amounts.totalPrice });
    expect(occasionBody(full, amounts)).toMatchObject({ subTotal: amounts.subTotal, totalPrice: amounts.totalPrice });
    expect(occasionBody({ ...full, plan: 'combo' }, amounts)).not.toHaveProperty('subTotal');
  });
});

describe('the lists the occasion brings', () => {
  it('THR-54: add-on products grouped by category, in the order given', () => {
    const p = (id: string, categoryName: string) => ({ _id: id, name: id, image: '', price: 1, categoryName });
    expect(groupByCategory([p('a', 'Decor'), p('b', 'Photo'), p('c', 'Decor')]).map((g) => [g.name, g.products.map((x) => x._id)])).toEqual(
      [
        ['Decor', ['a', 'c']],
        ['Photo', ['b']],
      ],
    );
  });
});
