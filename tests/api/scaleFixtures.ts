import type { testClock } from './bookingFixtures.ts';
import { addTestStaff, deskApp, sessionCookie, type App } from './deskFixtures.ts';
import { openHarness, type Harness } from './harness.ts';

/**
 * What the files that write bookings in bulk start from: a harness, the desk's app and a front
 * desk's session cookie; and every active slot's columns as arrays, so that an `insert ... select
 * from generate_series` spreads its bookings over the slots by `n % count` ($1 to $5 of `slotParams`).
 */
export async function openDeskAtScale(
  clock: ReturnType<typeof testClock>,
): Promise<{ h: Harness; app: App; cookie: string; slotParams: unknown[] }> {
  const h = await openHarness({ now: clock.now });
  const app = deskApp(h.db, { now: clock.now });
  const cookie = await sessionCookie(h.db, (await addTestStaff(h.db, 'front-desk')).id, clock.now());
  const slots = await h.db.query<{ theatre_id: string; id: string; from_time: string; to_time: string }>(
    'select theatre_id, id, from_time, to_time from slots where is_active order by theatre_id, sort',
  );
  const slotParams = [
    slots.map((s) => s.theatre_id),
    slots.map((s) => s.id),
    slots.map((s) => s.from_time),
    slots.map((s) => s.to_time),
    slots.length,
  ];
  return { h, app, cookie, slotParams };
}
