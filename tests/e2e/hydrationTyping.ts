import { expect, type Locator, type Page, type Route } from '@playwright/test';

/**
 * A person on a slow phone types as soon as a field shows, not once its island has hydrated. These
 * helpers open a page the way that person meets it (four times slower CPU, as Lighthouse's phone;
 * the island's scripts still on their way) and type into it key by key from the first moment.
 */

/** Islands still waiting for their scripts carry Astro's `ssr` attribute. */
const UNHYDRATED = 'astro-island[ssr]';

/** Chromium's CPU throttling, as on a mid-range phone. */
export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Holds back every script of the page's islands until `release()` is called: the page shows its
 * server-rendered form, and the person can type into it for as long as the scripts take.
 */
export const holdIslandScripts = (page: Page) => holdRequests(page, /\/_astro\/.*\.js$/);

/** Holds back every request of the page to an address `url` matches until `release()` is called, as a slow network would. */
export async function holdRequests(page: Page, url: RegExp): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(url, (route) => (holding ? held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

export const hydrated = (page: Page) => expect(page.locator(UNHYDRATED)).toHaveCount(0, { timeout: 60_000 });

/** Whether some island of the page is still server-rendered only. */
export const stillServerRendered = async (page: Page) => (await page.locator(UNHYDRATED).count()) > 0;

/**
 * Types `text` key by key into `field` from the moment it shows, and checks that the island had not
 * hydrated when the first key went in (else the test would prove nothing). Returns once every key
 * is in; the caller checks the value after hydration.
 *
 * `afterFirstKey`: the release of scripts held back (holdIslandScripts), called once the first key
 * is in, so that they arrive late, as over a slow mobile network, and hydration comes while the
 * typing goes on: after the person began, whatever the machine's speed (a fixed delay on the
 * scripts let a busy machine see the field only after they had run).
 */
export async function typeFromFirstSight(
  page: Page,
  field: Locator,
  text: string,
  delay = 60,
  afterFirstKey?: () => Promise<void>,
): Promise<void> {
  await field.waitFor({ state: 'visible' });
  expect(await stillServerRendered(page), 'the island had already hydrated when typing began').toBe(true);
  if (!afterFirstKey) return field.pressSequentially(text, { delay });
  await field.pressSequentially(text.slice(0, 1));
  const released = afterFirstKey();
  await field.pressSequentially(text.slice(1), { delay });
  await released;
}

/**
 * For a field the island draws itself (none in the page's HTML): typed key by key from the moment
 * it shows, and the field still has focus after the last key (nothing took it mid-word).
 */
export async function typeAsItShows(field: Locator, text: string, delay = 60): Promise<void> {
  await field.waitFor({ state: 'visible' });
  await field.pressSequentially(text, { delay });
  await expect(field).toBeFocused();
}
