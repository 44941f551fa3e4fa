import { expect, test, type Page } from '@playwright/test';
import { coveredControls, LAPTOP, pageWidth, PHONE_WIDTH, prepareCoverCheck } from '../support/coveredControls.ts';
import { LAYOUT } from './layout.ts';

/**
 * The call and WhatsApp buttons float over every page: on a 412 px phone and a 1366 px laptop, at
 * every stop of a scroll through the page, no button or link may lie under them (or under anything
 * else). Every route is checked as it loads (routes.spec.ts); here, the theatre list once a branch
 * and a slot are chosen, and (wizard-paths.spec.ts) the steps with a booking in progress.
 */

/** 10:00 tomorrow in India: every slot of the day is open, and the day is within the booking horizon. */
const TOMORROW = new Date(Date.now() + 24 * 3600_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const MORNING = new Date(`${TOMORROW}T10:00:00+05:30`);

test.beforeEach(async ({ page, isMobile }) => {
  await prepareCoverCheck(page, isMobile);
  await page.clock.setFixedTime(MORNING);
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(await pageWidth(page)).toBe(test.info().project.name === 'mobile' ? PHONE_WIDTH : LAPTOP.width);
}

/** Opens the theatre list of the first branch (its Book Now pressed once the island can act on it, the cards shown). */
async function openTheatreList(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page
    .getByRole('button', { name: /^Book Now at / })
    .first()
    .click();
  await expect(page.locator('main h1')).toHaveText(/^Choose your dream theatre setup in /);
  await expect(page.locator('main article').first()).toBeVisible();
}

/** Picks the first open slot of the first theatre, accepting the 1.5-hour note if it comes. */
async function pickFirstSlot(page: Page): Promise<void> {
  const first = page.locator('main article').first();
  await first
    .getByRole('group', { name: /Select a time slot/ })
    .getByRole('button', { disabled: false })
    .first()
    .click();
  const note = page.getByRole('dialog', { name: 'Note: 1.5 hour slot' });
  if (await note.isVisible()) await note.getByRole('button', { name: 'Okay' }).click();
  await expect(first.getByRole('button', { name: /^Book Now/ })).toBeEnabled();
}

test('/theaters with a branch chosen: the theatre cards are clear of the floating buttons', LAYOUT, async ({ page }) => {
  await openTheatreList(page, '/theaters');
  expect(await coveredControls(page)).toEqual([]);
});

test('/theaters with a slot chosen: Book Now and Book on one page are clear of the floating buttons', LAYOUT, async ({ page }) => {
  await openTheatreList(page, '/theaters');
  await pickFirstSlot(page);
  await expect(
    page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^Book on one page/ }),
  ).toBeVisible();
  expect(await coveredControls(page)).toEqual([]);
});
