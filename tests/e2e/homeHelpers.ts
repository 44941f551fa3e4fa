import type { APIRequestContext, Page } from '@playwright/test';

/** What the home page's browser tests share: the seeded site data and the page's parts. */

export interface AllModules {
  contactus: { phone: string; socials: { instagram: string } };
  popup: { title: string; modalEnabled: boolean; popupBoolean: boolean }[];
  occasions: { name: string }[];
  faqs: { question: string; answer: string }[];
  testimonials: { name: string; location: string; rating: number; description: string; occasion: string; image: string }[];
}

export async function allModules(request: APIRequestContext): Promise<AllModules> {
  return (await request.post('/v1/theatre/web/allmodules', { data: {} })).json();
}

/** Most tests are about something else than the one-time popup: mark it as seen before loading. */
export async function gotoWithoutPopup(page: Page, path = '/'): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('popupShown', 'true'));
  await page.goto(path);
  // The home page's script comes after its first paint: these tests are about what it does.
  if (path === '/') await page.waitForFunction(() => customElements.get('auto-carousel') !== undefined);
}

export const popupDialog = (page: Page) => page.locator('once-popup dialog');
export const carousel = (page: Page, label: string) => page.locator(`auto-carousel[aria-label="${label}"]`);

/** Carousels and the popup run on timers: a fixed, paused clock makes them wait for the test. */
export async function stopTheClock(page: Page): Promise<void> {
  const start = new Date('2026-11-21T10:00:00+05:30');
  await page.clock.install({ time: start });
  // A moment ahead of the install, so the pause is never in the clock's past; no page runs yet.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}
