import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import type { TheatreWithSlots } from '../../src/lib/api/theatres.ts';
import { bookingChoice } from '../../src/lib/stores/bookingChoice.ts';
import type { SessionSeed } from './lighthouse.ts';

/** The basic wizard's steps: they show a booking in progress, and without one they leave for /theaters. */
export { WIZARD_STEPS as WIZARD_PAGES } from '../support/routes.ts';

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
 * A real booking in progress, made through the API as the details step makes it (Aurora, a morning
 * slot a week ahead, a birthday), and the tab's sessionStorage that carries it: the steps are
 * measured as a customer sees them, not as the redirect of an empty tab.
 */
export async function wizardSeed(origin: string): Promise<SessionSeed> {
  const date = addDays(istToday(new Date()), 7);
  const { theatres } = (await post(origin, 'web/getalltheatres/forweb', { slotDate: date, locationId: 'loc-jubilee-hills' })) as { theatres: TheatreWithSlots[] };
  const theatre = theatres.find((t) => t._id === 'th-aurora')!;
  const slot = theatre.availableSlots.find((s) => !s.isBooked)!;
  const choice = bookingChoice({ _id: 'loc-jubilee-hills', name: 'CineCelebrations Jubilee Hills', city: 'Hyderabad' }, date, 'normal', theatre, slot);
  const guest = (await post(origin, 'web/session', {})) as { token: string; expiresAt: string };
  const details = { userName: 'Asha Rao', userEmail: 'asha@example.com', userPhone: '9876543210', noOfPersons: 2 };
  const made = await post(
    origin,
    'booking/new/addbooking',
    { ...details, theatreId: theatre._id, subTotal: choice.prices.theatrePrice, time: choice.time, date, theaterName: theatre.name, type: 'normal' },
    guest.token,
  );
  const wizard = {
    bookingId: made.bookingId,
    orderId: '',
    details,
    plan: 'normal',
    coupon: null,
    occasion: { _id: 'occ-birthday', name: 'Birthday', price: 299 },
    personName: 'Asha',
    cakes: [],
    addons: [],
    priced: null,
  };
  return {
    'booking:choice': JSON.stringify(choice),
    'booking:wizard': JSON.stringify(wizard),
    'booking:guest': JSON.stringify({ token: guest.token, expiresAt: guest.expiresAt }),
  };
}
