import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import type { Harness } from './harness.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';

/** A clock the tests move: the app reads it for tokens, holds and "today". */
export function testClock(start = new Date()) {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms), set: (d: Date) => (at = d.getTime()) };
}

/** A POST to an API call as if from a socket at `ip`, so that each test can count under its own address. */
export async function postFrom(
  app: Harness['app'],
  ip: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | null; body: any }> {
  const res = await app.request(
    `${API_PREFIX}${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

/** The seeded Black Forest cake as a cart line of the cake calls: its price for the weight, and the weight. */
export const blackForestLine = (price: number, quantity: string) => ({
  _id: 'cake-egg-black-forest',
  name: 'Black Forest',
  type: 'cake',
  cakeType: 'egg',
  price,
  quantity,
});

export const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

export async function newToken(h: Harness): Promise<string> {
  const res = await h.post('web/session');
  if (res.status !== 200) throw new Error(`web/session answered ${res.status}`);
  return res.body.token;
}

/** Aurora (seed): 2 people included, up to 4 at ₹299 each; full slot ₹2148, 90 minutes ₹1799. */
export const AURORA = {
  id: 'th-aurora',
  name: 'Aurora',
  slot1: { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' },
  ninety: { slotId: 'th-aurora-s4', fromTime: '19:30', toTime: '21:00' },
};

export const tomorrow = (now: Date) => addDays(istToday(now), 1);

export function addBookingBody(date: string, overrides: Record<string, unknown> = {}) {
  return {
    userName: 'Asha Rao',
    userEmail: 'asha@example.com',
    userPhone: '9876543210',
    noOfPersons: 2,
    decoration: 'Yes',
    theatreId: AURORA.id,
    subTotal: 2148,
    time: AURORA.slot1,
    date,
    theaterName: AURORA.name,
    type: 'normal',
    ...overrides,
  };
}

/** Creates a basic booking for tomorrow's first Aurora slot (or the given body) and answers its id. */
export async function createBooking(h: Harness, token: string, body: Record<string, unknown>): Promise<string> {
  const res = await h.post('booking/new/addbooking', body, auth(token));
  if (res.status !== 200) throw new Error(`addbooking answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.bookingId;
}

/** The details step's body for a booking as the server reads it back, with a change: what the checkout's coupon and a details change send again. */
export const detailsAgain = (b: Record<string, any>, change: object = {}) => ({
  bookingId: b._id,
  userName: b.userName,
  userEmail: b.userEmail,
  userPhone: b.userPhone,
  noOfPersons: b.noOfPersons,
  decoration: b.decoration,
  theatreId: b.theatreId,
  time: b.time,
  date: b.date,
  theaterName: b.theaterName,
  type: b.type,
  ...change,
});
