import type { CallName } from '../../src/lib/api/calls.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';
import type { Harness } from './harness.ts';

/** Today in India, the date every sample body uses. */
export const today = istToday(new Date());

/**
 * Every call the server answers without a token, with a valid body; `{theatre}` and the like stand for
 * ids of the seeded business (loadSampleIds). The booking calls have their own tests.
 */
export const valid: Partial<Record<CallName, unknown>> = {
  allModules: {},
  contactUs: {},
  footer: {},
  gallery: {},
  allTheatres: {},
  theatresForWeb: { slotDate: today },
  theatreById: { id: '{theatre}' },
  slotsByDate: { theatreId: '{theatre}', slotDate: today },
  occasions: {},
  occasionById: { occasionId: '{occasion}', theatreId: '{theatre}' },
  planProducts: { planId: '{plan}' },
  policies: {},
  aboutUs: {},
  aboutFeatures: {},
  cakes: {},
  products: {},
  addonProducts: {},
  foodMenu: {},
  charges: {},
  checkCoupon: { couponId: 'FLAT400BASIC', amount: 2500 },
  addEnquiry: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    mobileNumber: '9876543210',
    description: 'Birthday for 6',
    eventName: 'Birthday',
  },
  addLead: { theatreId: '', date: today, time: '', name: '', email: '', phone: '9876543210' },
  addresses: undefined,
  session: {},
  // A seeded demo customer (server/db/seed/data/customers.ts).
  login: { phone: '9876500001', password: 'Celebrate@2026' },
};

/** Ids of the seeded theatre, occasion and plan that the sample bodies refer to. */
export async function loadSampleIds(h: Harness): Promise<Record<string, string>> {
  const theatre = (await h.post('web/getalltheatres')).body.theatres[0]._id;
  const occasion = (await h.post('web/getalloccasions')).body.occasions[0]._id;
  const plan = (await h.post('web/getoccasionbyid', { occasionId: occasion, theatreId: theatre })).body.plans[0]._id;
  return { theatre, occasion, plan };
}

/** A sample body with its `{name}` placeholders replaced by ids. */
export const fillIds = (body: unknown, ids: Record<string, string>): unknown =>
  JSON.parse(JSON.stringify(body ?? {}).replace(/\{(\w+)\}/g, (_, k: string) => ids[k]));
