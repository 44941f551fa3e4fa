import { customers, DEMO_PASSWORD } from '../../server/db/seed/data/customers.ts';
import { DEV_STAFF } from '../../server/db/seed/data/staff.ts';
import { PROFILE_SESSION_KEY } from '../../src/lib/profile/referral.ts';
import type { TabSeed } from './lighthouse.ts';
import { seedTypeOf, wizardSeed } from './wizardSeed.ts';

/**
 * What each measured page needs in its tab to show what a person sees there: the booking pages a
 * booking in progress (wizardSeed.ts), /profile a signed-in customer (the tab's session, as the
 * sign-in stores it) and /desk a signed-in front desk (the session cookie of a sign-in made from
 * the tab). The development accounts of a fresh embedded database (not under NODE_ENV=production).
 */
export async function tabSeeds(origin: string, pages: readonly string[]): Promise<(page: string) => TabSeed | undefined> {
  const types = new Set(pages.map(seedTypeOf).filter((t) => t !== undefined));
  const booking = {
    normal: types.has('normal') ? { storage: await wizardSeed(origin, 'normal') } : undefined,
    combo: types.has('combo') ? { storage: await wizardSeed(origin, 'combo') } : undefined,
  };
  const profile = pages.includes('/profile') ? await profileSeed(origin) : undefined;
  return (page) => {
    if (page === '/profile') return profile;
    if (page === '/desk') return deskSeed();
    const type = seedTypeOf(page);
    return type ? booking[type] : undefined;
  };
}

/** The demo customer with bookings, signed in as /profile signs in: the session the tab keeps. */
async function profileSeed(origin: string): Promise<TabSeed> {
  const res = await fetch(`${origin}/v1/theatre/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: customers[0].phone, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`The customer sign-in answered ${res.status}: ${await res.text()}`);
  const { token, expiresAt, user } = (await res.json()) as { token: string; expiresAt: string; user: unknown };
  return { storage: { [PROFILE_SESSION_KEY]: JSON.stringify({ token, expiresAt, user }) } };
}

/**
 * A front desk's sign-in from the tab (each run's browser is new, so each run signs in), and the
 * desk opened once, as it is after a sign-in on it: the page measured is the desk coming back.
 */
function deskSeed(): TabSeed {
  const frontDesk = DEV_STAFF.find((s) => s.role === 'front-desk')!;
  return { posts: [{ path: '/v1/desk/sign-in', body: { login: frontDesk.login, password: frontDesk.password } }], visit: '/desk' };
}
