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

test('the banner photo is asked for from the head, once; the page’s script only after the first paint', async ({ page }) => {
  await page.goto('/');
  // The page's script has run: the banner's carousel is wired (its pause button answers).
  await expect(page.getByRole('group', { name: 'Banner' }).getByRole('button', { name: /pause/i })).toBeVisible();
  const seen = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: resources.filter((e) => new URL(e.name).pathname.endsWith('.js')).map((e) => ({ url: e.name, asked: e.startTime })),
      // Every file the first slide's <picture> names, in any format and width.
      banner: (() => {
        const picture = document.querySelector('[data-slide] picture')!;
        const named = new Set(
          [...picture.querySelectorAll('source, img')].flatMap((el) =>
            [el.getAttribute('srcset') ?? '', el.getAttribute('src') ?? ''].flatMap((set) =>
              set
                .split(',')
                .map((c) => c.trim().split(/\s+/)[0])
                .filter(Boolean)
                .map((url) => new URL(url, location.href).href),
            ),
          ),
        );
        return resources.filter((e) => named.has(e.name)).map((e) => ({ url: e.name, by: e.initiatorType }));
      })(),
    };
  });
  expect(seen.painted, 'the page painted').toBeDefined();
  expect(seen.scripts.length, 'the page’s script was fetched').toBeGreaterThan(0);
  for (const script of seen.scripts) expect(script.asked, script.url).toBeGreaterThan(seen.painted!);
  // One photo, asked for by the head's preload: the <picture> names the same file, so it is not fetched again.
  expect(seen.banner.length, JSON.stringify(seen.banner)).toBe(1);
  expect(seen.banner[0].by).toBe('link');
});
