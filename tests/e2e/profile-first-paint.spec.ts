import { expect, test } from '@playwright/test';
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
