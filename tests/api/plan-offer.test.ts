import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { PLAN_OFFERS } from '../../src/lib/booking/planOffers.ts';
import type { CouponTerms } from '../../src/lib/booking/priceTerms.ts';
import { couponTermsOf } from '../../src/lib/booking/wire.ts';
import { wizardAmounts, type ChoiceForQuote, type ChosenPlan, type PricedChoices } from '../../src/lib/booking/wizardQuote.ts';
import { openHarness, type Harness } from './harness.ts';
import { addBookingBody, AURORA, auth, newToken, testClock } from './bookingFixtures.ts';

/**
 * One package, one price: the plan's offer (FLAT700COMBO on a combo) goes on the booking whichever
 * way it is made, the wizard's steps or the one-page form's calls, and the server prices both alike,
 * to the figures the site's rules (src/lib/booking) show before it answers.
 */

let h: Harness;
const clock = testClock();
let day = 30;
const nextDate = () => addDays(istToday(clock.now()), day++);

beforeAll(async () => {
  h = await openHarness({ now: clock.now });
});
afterAll(() => h?.close());

const charges = { advancePayment: 750, comboAdvancePayment: 1000 };

/** The slot as the theatre card stores it (web/getalltheatres/forweb), for the rules. */
async function auroraChoice(date: string): Promise<ChoiceForQuote> {
  const res = await h.post('web/getalltheatres/forweb', { slotDate: date, locationId: 'loc-jubilee-hills' });
  const t = res.body.theatres.find((x: { _id: string }) => x._id === AURORA.id);
  return {
    theatre: { _id: t._id, maxPeople: t.maxPeople, maxSeating: t.maxSeating, extraPerson: t.extraPerson },
    time: AURORA.slot1,
    date,
    prices: t,
  };
}

/** The Standard package for an anniversary in Aurora, as web/getoccasionbyid lists it. */
async function standardPlan(): Promise<ChosenPlan> {
  const res = await h.post('web/getoccasionbyid', { occasionId: 'occ-anniversary', theatreId: AURORA.id });
  return res.body.plans.find((p: { name: string }) => p.name === 'Standard');
}

/** The plan's offer as the site takes it: the coupon check at ₹0 describes it. */
async function offerTerms(type: 'normal' | 'combo'): Promise<CouponTerms> {
  const code = PLAN_OFFERS[type];
  const res = await h.post('web/checkcoupon', { couponId: code, amount: 0, type });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return couponTermsOf(code, type, res.body);
}

const ok = async (token: string, path: string, body: object) => {
  const res = await h.post(path, body, auth(token));
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

const comboFor3 = (plan: ChosenPlan | null): PricedChoices => ({ type: 'combo', persons: 3, occasion: null, cakes: [], addons: [], plan });
const planBody = (bookingId: string, plan: ChosenPlan) => ({
  bookingId,
  planId: plan._id,
  flavour: 'Pineapple',
  productId: 'cake-egg-black-forest',
});

describe('a Standard combo for 3 in Aurora', () => {
  it('costs ₹3,749 with FLAT700COMBO through the wizard’s steps and through the one-page form’s calls', async () => {
    const plan = await standardPlan();
    const offer = await offerTerms('combo');
    expect(offer).toMatchObject({ kind: 'Fixed', amountOffPaise: 70000, minSubTotalPaise: 300000 });

    // The wizard: the details with the plan card's coupon, the occasion, then the package, each with its totals.
    const wizard = { token: await newToken(h), choice: await auroraChoice(nextDate()) };
    const amounts = (choices: PricedChoices, choice: ChoiceForQuote) =>
      wizardAmounts({ choice, choices, coupon: offer, priced: null, charges }).amounts;
    const details = amounts(comboFor3(null), wizard.choice);
    const made = await ok(
      wizard.token,
      'booking/new/addbooking',
      addBookingBody(wizard.choice.date, { type: 'combo', noOfPersons: 3, subTotal: details.subTotal, couponId: PLAN_OFFERS.combo }),
    );
    await ok(wizard.token, 'booking/new/updateocasion', {
      bookingId: made.bookingId,
      occasionId: 'occ-anniversary',
      personName: 'Meera',
      totalPrice: details.totalPrice,
    });
    const shown = amounts(comboFor3(plan), wizard.choice);
    const byWizard = await ok(wizard.token, 'booking/new/updatecombo', { ...planBody(made.bookingId, plan), totalPrice: shown.totalPrice });

    // The one-page form: the same calls, only the last with the summary's totals (submitOnePage.ts).
    const onePage = { token: await newToken(h), choice: await auroraChoice(nextDate()) };
    const { subTotal: _, ...withoutTotals } = addBookingBody(onePage.choice.date, {
      type: 'combo',
      noOfPersons: 3,
      couponId: PLAN_OFFERS.combo,
    });
    const first = await ok(onePage.token, 'booking/new/addbooking', withoutTotals);
    await ok(onePage.token, 'booking/new/updateocasion', {
      bookingId: first.bookingId,
      occasionId: 'occ-anniversary',
      personName: 'Meera',
    });
    const summary = amounts(comboFor3(plan), onePage.choice);
    const byOnePage = await ok(onePage.token, 'booking/new/updatecombo', {
      ...planBody(first.bookingId, plan),
      totalPrice: summary.totalPrice,
    });

    for (const answer of [byWizard, byOnePage]) {
      expect(answer.amounts).toMatchObject({
        planOfferPrice: 4100,
        extraPersonPrice: 349,
        subTotal: 4449,
        couponAmount: 700,
        totalPrice: 3749,
      });
    }
    expect(byOnePage.amounts).toEqual(byWizard.amounts);
    // The summary's figures are the server's (the coupon's id aside, which only the server gives).
    const { couponId: __, ...figures } = summary;
    expect(byOnePage.amounts).toMatchObject(figures);
  });

  it('without the offer the one-page form’s summary would not be the server’s price: its last call is refused with the server’s figures', async () => {
    const plan = await standardPlan();
    const token = await newToken(h);
    const choice = await auroraChoice(nextDate());
    const { subTotal: _, ...body } = addBookingBody(choice.date, { type: 'combo', noOfPersons: 3, couponId: PLAN_OFFERS.combo });
    const made = await ok(token, 'booking/new/addbooking', body);
    await ok(token, 'booking/new/updateocasion', { bookingId: made.bookingId, occasionId: 'occ-anniversary', personName: 'Meera' });
    const noOffer = wizardAmounts({ choice, choices: comboFor3(plan), coupon: null, priced: null, charges }).amounts;
    const res = await h.post('booking/new/updatecombo', { ...planBody(made.bookingId, plan), totalPrice: noOffer.totalPrice }, auth(token));
    expect(res.status).toBe(400);
    expect(res.body.amounts.totalPrice).toBe(3749);
  });
});

describe('switching the one-page form’s type on a booking already made', () => {
  it('takes the new plan’s offer, and refuses the old one, which is for the other plan', async () => {
    const token = await newToken(h);
    const date = nextDate();
    const { subTotal: _, ...combo } = addBookingBody(date, { type: 'combo', noOfPersons: 3, couponId: PLAN_OFFERS.combo });
    const made = await ok(token, 'booking/new/addbooking', combo);
    const again = { ...combo, bookingId: made.bookingId, type: 'normal' };
    const refused = await h.post('booking/new/addbooking', again, auth(token));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'couponId', message: 'couponId FLAT700COMBO is for the combo plan only' });
    const basic = await ok(token, 'booking/new/addbooking', { ...again, couponId: PLAN_OFFERS.normal });
    // Aurora for 3: 2148 + 299, less FLAT400BASIC.
    expect(basic.amounts).toMatchObject({ subTotal: 2447, couponAmount: 400, totalPrice: 2047, couponId: 'cpn-flat400basic' });
  });
});
