import { expect, test } from '@playwright/test';
import { holdRequests } from './hydrationTyping.ts';
import { largestPaints } from './largestPaint.ts';

/**
 * On a phone the banner is in the page's first paint: its blurred copy, inlined in the HTML
 * (heroPlaceholder.ts), is drawn at the banner's full size before the photo has come, and counts as
 * the page's largest paint, so the photo that replaces it later does not make the page wait for it.
 */

test('the banner’s blurred copy is the largest paint while its photo is on its way, and the photo then takes its place', async ({
  page,
}) => {
  // The photos held back, as on a slow network: only what the HTML carries can be drawn.
  const photos = await holdRequests(page, /\/_astro\/.*\.(avif|webp)$/);
  const paints = await largestPaints(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });

  const photo = page.getByRole('group', { name: 'Banner' }).locator('img').first();
  await expect(photo).toBeVisible();
  const box = (await photo.boundingBox())!;
  await expect.poll(async () => (await paints.latest())?.what.slice(0, 15)).toBe('data:image/avif');
  const copy = (await paints.latest())!;
  expect(copy.size, 'the copy counts at the banner’s full size').toBeGreaterThanOrEqual(Math.floor(box.width * box.height * 0.99));
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);

  await photos.release();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await paints.afterNextFrames();
  expect(await paints.latest(), 'the photo is no larger a paint than its copy').toEqual(copy);
});
