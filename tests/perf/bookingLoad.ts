import type { TheatreWithSlots } from '../../src/lib/api/theatres.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { quote } from '../../src/lib/booking/quote.ts';
import { advanceTermsOf, theatreTermsOf } from '../../src/lib/booking/wire.ts';
import { toPaise, toRupees } from '../../src/lib/money.ts';
import { loadCall, type LoadFigures } from './apiLoad.ts';

/**
 * Load on the booking calls at a fixed rate: `addbooking`, each request for a theatre, date and slot
 * nobody holds yet (every slot of every theatre from tomorrow to the horizon, in turn), and
 * `updateocasion` spread over bookings made beforehand. Every request is a real, correctly priced
 * booking, so a 406 or 400 in the figures is a fault, not noise.
 */

const post = async (origin: string, path: string, body: unknown, token?: string) => {
  const res = await fetch(`${origin}/v1/theatre/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${json.message}`);
  return json;
};

/** Every bookable (theatre, slot, date) from tomorrow on, with the body that books it for one person. */
export async function freeSlots(origin: string, days: number) {
  const first = addDays(istToday(new Date()), 1);
  const theatres: TheatreWithSlots[] = (await post(origin, 'web/getalltheatres/forweb', { slotDate: first })).theatres;
  const charges = (await post(origin, 'web/getcharges', {})).charges;
  const bodies: Record<string, unknown>[] = [];
  for (let d = 0; d < days; d++) {
    const date = addDays(first, d);
    for (const t of theatres) {
      for (const s of t.availableSlots.filter((x) => x.isActive)) {
        const q = quote({ type: 'normal', theatre: theatreTermsOf(t), slot: s, persons: 1, advance: advanceTermsOf(charges) });
        bodies.push({
          userName: 'Load Test',
          userEmail: 'load@example.com',
          userPhone: '9876543210',
          noOfPersons: 1,
          theatreId: t._id,
          subTotal: toRupees(q.subTotalPaise),
          time: { slotId: s._id, fromTime: s.fromTime, toTime: s.toTime },
          date,
          theaterName: t.name,
          type: 'normal',
        });
      }
    }
  }
  return bodies;
}

export async function loadBookingCalls(origin: string, database: string, seconds: number, rate: number): Promise<LoadFigures[]> {
  const token = (await post(origin, 'web/session', {})).token as string;
  const headers = { authorization: `Bearer ${token}` };
  const slots = await freeSlots(origin, 89);
  const updates = 40;
  const needed = updates + Math.ceil(rate * seconds) + 1;
  if (slots.length < needed) throw new Error(`Only ${slots.length} free slots for ${needed} bookings: lower the rate or the seconds.`);

  // Bookings for the update run, each with its occasion saved once, so that repeating it keeps the total.
  const occasion = (await post(origin, 'web/getalloccasions', {})).occasions[0] as { _id: string; price: number };
  const updateBodies: unknown[] = [];
  for (const body of slots.slice(0, updates)) {
    const { bookingId, amounts } = await post(origin, 'booking/new/addbooking', body, token);
    const update = {
      bookingId,
      occasionId: occasion._id,
      personName: 'Load',
      totalPrice: toRupees(toPaise(amounts.totalPrice) + toPaise(occasion.price)),
    };
    await post(origin, 'booking/new/updateocasion', update, token);
    updateBodies.push(update);
  }
  const rest = slots.slice(updates);
  return [
    await loadCall(origin, database, 'booking/new/addbooking', (i: number) => rest[i], { seconds, rate, connections: 10, headers }),
    await loadCall(origin, database, 'booking/new/updateocasion', (i: number) => updateBodies[i % updates], {
      seconds,
      rate,
      connections: 10,
      headers,
    }),
  ];
}
