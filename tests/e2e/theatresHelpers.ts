import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
/**
 * /theaters and /booknow (checklist THR-*). The browser's clock is fixed at 10:00 in India on a
 * day a month ahead (inside the 90-day booking horizon the server keeps by its own clock), so which
 * slots are open does not depend on the hour the tests run; the server's clock only decides
 * isBooked, which these tests set through the API's answer where they need it.
 */
export const TODAY = addDays(istToday(new Date()), 30);
export const YESTERDAY = addDays(TODAY, -1);
export const TOMORROW = addDays(TODAY, 1);
export const MORNING = new Date(`${TODAY}T10:00:00+05:30`);
export const JUBILEE = 'CineCelebrations Jubilee Hills';
export const FOR_WEB = '**/v1/theatre/web/getalltheatres/forweb';

export interface WireSlot {
  _id: string;
  fromTime: string;
  toTime: string;
  isBooked: boolean;
  isActive: boolean;
}
export interface WireTheatre {
  _id: string;
  availableSlots: WireSlot[];
}

/** Opens the screen with the fixed clock; the tests go on at once, as the Book Now buttons wait for the island. */
export async function open(page: Page, path = '/theaters', now = MORNING): Promise<void> {
  await page.clock.setFixedTime(now);
  await page.goto(path);
}

export async function chooseBranch(page: Page, name = JUBILEE): Promise<void> {
  await page.getByRole('button', { name: `Book Now at ${name}` }).click();
  await expect(page.locator('main h1')).toHaveText(`Choose your dream theatre setup in ${name}`);
  await expect(page.locator('main article').first()).toBeVisible();
}

export const card = (page: Page, name: string): Locator =>
  page.locator('main article', { has: page.getByRole('heading', { level: 2, name, exact: true }) });
export const slotButton = (theatre: Locator, label: string): Locator => theatre.getByRole('button', { name: new RegExp(`^${label}`) });

/** Rewrites the theatre list answer on its way to the page. */
export async function editForWeb(page: Page, edit: (theatres: WireTheatre[], call: number) => void): Promise<void> {
  let call = 0;
  await page.route(FOR_WEB, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { theatres: WireTheatre[] };
    edit(body.theatres, ++call);
    await route.fulfill({ response, json: body });
  });
}

export const stored = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
