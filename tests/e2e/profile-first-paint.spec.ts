import { expect, test, type Page } from '@playwright/test';
import { holdIslandScripts } from './hydrationTyping.ts';
import { largestPaints } from './largestPaint.ts';
import { ANANYA, openSignIn, signInAs } from './profileHelpers.ts';

/**
 * A signed-in customer's profile is drawn from its HTML before any script (the frame, with the
 * details the tab's session holds), and its largest paint is there: the island that then draws the
 * profile in its place, with its figures, makes no larger one.
 */

test('the profile’s largest paint is its frame, before the island; the profile drawn in its place is no larger a paint', async ({
  page,
}) => {
  await openSignIn(page);
  await signInAs(page);
  const welcome = page.getByRole('heading', { level: 1, name: `Welcome back, ${ANANYA.name}!` });
  await expect(welcome).toBeVisible();

  const paints = await largestPaints(page);
  const scripts = await holdIslandScripts(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(welcome).toBeVisible();
  await expect.poll(async () => (await paints.latest())?.what).toBe(`H1: Welcome back, ${ANANYA.name}!`);
  const frame = (await paints.latest())!;

  await scripts.release();
  await expect(page.getByTestId('points-total')).toContainText(/\d/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
  await paints.afterNextFrames();
  expect(await paints.latest(), 'the island’s profile is no larger a paint than the frame').toEqual(frame);
});

/** When the page asked for the profile island's own script, and when it first painted, in the page's time. */
const islandAskedAndFirstPaint = (page: Page) =>
  page.evaluate(() => {
    const island = performance.getEntriesByType('resource').find((e) => /\/ProfileApp\.[^/]*\.js$/.test(new URL(e.name).pathname));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      asked: island?.startTime,
      painted: paint?.startTime,
      loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart,
    };
  });

test('with a session the island’s script is asked for after the first paint; without one, at once', async ({ page }) => {
  // Signed out: the island draws the sign-in, so its script goes with the page.
  await openSignIn(page);
  const signedOut = await islandAskedAndFirstPaint(page);
  expect(signedOut.asked, 'the island’s script was asked for').toBeDefined();
  expect(signedOut.asked!).toBeLessThan(signedOut.loaded);

  // Signed in: the frame is the first screen, and nothing of the island's stands before it.
  await signInAs(page);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${ANANYA.name}!` })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('points-total')).toContainText(/\d/);
  const signedIn = await islandAskedAndFirstPaint(page);
  expect(signedIn.painted, 'the page painted').toBeDefined();
  expect(signedIn.asked, 'the island’s script was asked for').toBeDefined();
  expect(signedIn.asked!).toBeGreaterThan(signedIn.painted!);
});
