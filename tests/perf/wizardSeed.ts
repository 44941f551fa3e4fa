import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import type { TheatreWithSlots } from '../../src/lib/api/theatres.ts';
import { bookingChoice } from '../../src/lib/stores/bookingChoice.ts';
import type { SessionSeed } from './lighthouse.ts';

import { wizardAmounts, type ChosenPlan } from '../../src/lib/booking/wizardQuote.ts';
import { COMBO_STEPS, WIZARD_STEPS } from '../support/routes.ts';

/** The booking pages, by the booking they show: without one they leave for /theaters. */
export const SEEDED_PAGES: Record<'normal' | 'combo', readonly string[]> = {
  normal: [...WIZARD_STEPS, '/BookingDetails'],
  combo: COMBO_STEPS,
};
export const seedTypeOf = (page: string): 'normal' | 'combo' | undefined =>
  SEEDED_PAGES.normal.includes(page) ? 'normal' : SEEDED_PAGES.combo.includes(page) ? 'combo' : undefined;

const post = async (origin: string, path: string, body: object, token?: string) => {
  const res = await fetch(`${origin}/v1/theatre/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
};

/**
 * A real booking in progress, made through the API as the details step makes it (Aurora, the first
 * free slot a week ahead, a birthday; a combo also with its Standard package), and the tab's
 * sessionStorage that carries it: the steps are measured as a customer sees them, not as the
 * redirect of an empty tab.
 */
export async function wizardSeed(origin: string, type: 'normal' | 'combo' = 'normal'): Promise<SessionSeed> {
  const date = addDays(istToday(new Date()), 7);
  const { theatres } = (await post(origin, 'web/getalltheatres/forweb', { slotDate: date, locationId: 'loc-jubilee-hills' })) as {
    theatres: TheatreWithSlots[];
  };
  const theatre = theatres.find((t) => t._id === 'th-aurora')!;
  const slot = theatre.availableSlots.find((s) => !s.isBooked)!;
  const choice = bookingChoice(
    { _id: 'loc-jubilee-hills', name: 'CineCelebrations Jubilee Hills', city: 'Hyderabad' },
    date,
    type,
    theatre,
    slot,
  );
  const guest = (await post(origin, 'web/session', {})) as { token: string; expiresAt: string };
  const details = { userName: 'Asha Rao', userEmail: 'asha@example.com', userPhone: '9876543210', noOfPersons: 2 };
  const made = await post(
    origin,
    'booking/new/addbooking',
    {
      ...details,
      theatreId: theatre._id,
      subTotal: type === 'combo' ? 0 : choice.prices.theatrePrice,
      time: choice.time,
      date,
      theaterName: theatre.name,
      type,
    },
    guest.token,
  );
  const occasion = { _id: 'occ-birthday', name: 'Birthday', price: 299 };
  const wizard = {
    bookingId: made.bookingId,
    orderId: '',
    details,
    plan: type,
    decoration: 'Yes',
    coupon: null,
    occasion,
    personName: 'Asha',
    cakes: [],
    addons: [],
    ...(type === 'combo'
      ? await comboPackage(origin, guest.token, made.bookingId, choice)
      : { comboPlan: null, planCake: null, flavour: '' }),
    priced: null,
  };
  return {
    'booking:choice': JSON.stringify(choice),
    'booking:wizard': JSON.stringify(wizard),
    'booking:guest': JSON.stringify({ token: guest.token, expiresAt: guest.expiresAt }),
  };
}

/** A combo's occasion and Standard package, saved on the server as /ComboOccassions and /ComboPlans save them. */
async function comboPackage(origin: string, token: string, bookingId: string, choice: ReturnType<typeof bookingChoice>) {
  await post(origin, 'booking/new/updateocasion', { bookingId, occasionId: 'occ-birthday', personName: 'Asha', totalPrice: 0 }, token);
  const { plans } = (await post(origin, 'web/getoccasionbyid', { occasionId: 'occ-birthday', theatreId: choice.theatre._id })) as {
    plans: ChosenPlan[];
  };
  const plan = plans.find((p) => p.name === 'Standard')!;
  const { planProducts } = (await post(origin, 'web/getplanproducts', { planId: plan._id })) as {
    planProducts: { _id: string; name: string; categoryName: string; cakeType: 'egg' | 'eggless' }[];
  };
  const cake = planProducts.find((p) => p.categoryName === 'cakes')!;
  const { normalCakes } = (await post(origin, 'web/category/getcakes', { cakeType: cake.cakeType })) as { normalCakes: { name: string }[] };
  const choices = { type: 'combo' as const, persons: 2, occasion: null, cakes: [], addons: [], plan };
  const { totalPrice } = wizardAmounts({
    choice,
    choices,
    coupon: null,
    priced: null,
    charges: { advancePayment: 0, comboAdvancePayment: 0 },
  }).amounts;
  const flavour = normalCakes[0].name;
  await post(origin, 'booking/new/updatecombo', { bookingId, totalPrice, planId: plan._id, flavour, productId: cake._id }, token);
  return { comboPlan: plan, planCake: { _id: cake._id, name: cake.name, cakeType: cake.cakeType }, flavour };
}
