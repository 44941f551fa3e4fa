import { expect, test, type Page } from '@playwright/test';
import { TODAY_INTRO } from '../../src/islands/desk/todayWords.ts';
import { DESK, deskMenu, deskSignIn, openDeskScreen } from './deskHelpers.ts';
import { holdIslandScripts } from './hydrationTyping.ts';
import { largestPaints } from './largestPaint.ts';

/**
 * A browser that had the desk open draws the desk's frame in its first paint, before any script,
 * and the desk takes its place once the session is known; a signed-out one shows the sign-in from
 * the start, and a session that ended meanwhile brings the sign-in in place of the frame.
 */

const signInForm = (page: Page) => page.getByLabel('Phone or e-mail');
const today = (page: Page) => page.getByRole('heading', { level: 1, name: 'Today' });

/** Reloads /desk with the island's scripts held back: what the page draws from its HTML alone. */
async function reloadWithoutScripts(page: Page) {
  const scripts = await holdIslandScripts(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  return scripts;
}

test('the desk reopened draws its frame before any script, then the board; signed out, the sign-in from the start', async ({ page }) => {
  await deskSignIn(page, DESK.frontDesk);

  const paints = await largestPaints(page);
  const scripts = await reloadWithoutScripts(page);
  await expect(today(page)).toBeVisible();
  await expect(page.getByText(TODAY_INTRO)).toBeVisible();
  await expect(signInForm(page)).toBeHidden();
  await expect.poll(async () => (await paints.latest())?.what).toBe(`P: ${TODAY_INTRO}`);
  const frame = (await paints.latest())!;

  await scripts.release();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('(front desk)');
  await expect(page.getByLabel('Branch', { exact: true })).toBeVisible();
  await expect(today(page), 'the frame gave way to the desk: one Today heading').toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Today' }).getByText('Loading the board…')).toBeHidden();
  await paints.afterNextFrames();
  expect(await paints.latest(), 'the desk drawn in the frame’s place is no larger a paint').toEqual(frame);
  await expect(deskMenu(page).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInForm(page)).toBeVisible();
  await page.unrouteAll();
  await reloadWithoutScripts(page);
  await expect(signInForm(page)).toBeVisible();
  await expect(today(page)).toBeHidden();
});

test('a session that ended while the desk was closed: the frame gives way to the sign-in, which then shows from the start', async ({
  page,
}) => {
  await deskSignIn(page, DESK.manager);
  // The desk closed (an open one would hear of the session's end at its next refresh and forget it),
  // then the session gone (timed out, or ended elsewhere); the browser still remembers the desk.
  await page.goto('/Faqs');
  await page.context().clearCookies({ name: /desk_session/ });

  const scripts = await holdIslandScripts(page);
  await page.goto('/desk', { waitUntil: 'domcontentloaded' });
  await expect(today(page)).toBeVisible();
  await scripts.release();
  await expect(signInForm(page)).toBeVisible();
  await expect(today(page)).toBeHidden();

  await page.unrouteAll();
  await reloadWithoutScripts(page);
  await expect(signInForm(page)).toBeVisible();
  await expect(today(page)).toBeHidden();
});

test('an address inside another screen opens on a frame without the Today board', async ({ page }) => {
  await deskSignIn(page, DESK.manager);
  await openDeskScreen(page, 'Leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  const scripts = await reloadWithoutScripts(page);
  await expect(page.getByText('Opening the desk…')).toBeVisible();
  await expect(today(page)).toBeHidden();
  await scripts.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByText('Opening the desk…')).toBeHidden();
});
