import { expect, test } from '@playwright/test';
import { LAYOUT } from './layout.ts';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { stopTheClock } from './homeHelpers.ts';

/** /gallery and its image viewer (checklist GAL-*), against what the API answers now. */

test.describe('gallery', () => {
  test('GAL-01/03: a grid of every image with its alt', LAYOUT, async ({ page, request }) => {
    const { gallerys } = await api(request, 'web/getallgallery');
    await page.goto('/gallery');
    await expect(page.locator('main h1')).toHaveText('Gallery');
    const thumbs = page.locator('main [data-gallery-open]');
    await expect(thumbs).toHaveCount(gallerys.length);
    for (const [i, item] of gallerys.entries()) await expect(thumbs.nth(i).locator('img')).toHaveAttribute('alt', item.alt);
    await expectNoAxeViolations(page);
  });

  test(
    'GAL-04/05: the viewer wraps around both ways, by keyboard and by buttons; Escape closes and gives focus back',
    LAYOUT,
    async ({ page, request }) => {
      const { gallerys } = await api(request, 'web/getallgallery');
      const n = gallerys.length;
      await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: every step here is the test's own
      await page.goto('/gallery');
      const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
      const counter = dialog.locator('[data-viewer-counter]');
      const shownAlt = () => dialog.locator('[data-viewer-slide]:not([hidden]) img');
      const last = page.locator('main [data-gallery-open]').nth(n - 1);

      await expect(dialog).toBeHidden();
      await last.click();
      await expect(dialog).toBeVisible();
      await expect(counter).toHaveText(`${n} of ${n}`);
      await expect(shownAlt()).toHaveAttribute('alt', gallerys[n - 1].alt);

      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`1 of ${n}`);
      await expect(shownAlt()).toHaveAttribute('alt', gallerys[0].alt);
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(`${n} of ${n}`);

      await dialog.getByRole('button', { name: 'Next image' }).click();
      await expect(counter).toHaveText(`1 of ${n}`);
      await dialog.getByRole('button', { name: 'Previous image' }).click();
      await expect(counter).toHaveText(`${n} of ${n}`);
      await dialog.getByRole('button', { name: 'Previous image' }).click();
      await expect(counter).toHaveText(`${n - 1} of ${n}`);
      await expect(shownAlt()).toHaveAttribute('alt', gallerys[n - 2].alt);

      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(last).toBeFocused();

      // The Close button does the same, for the image opened from the keyboard.
      const first = page.locator('main [data-gallery-open]').first();
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(counter).toHaveText(`1 of ${n}`);
      await dialog.getByRole('button', { name: 'Close viewer' }).click();
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();
    },
  );

  test(
    'GAL-06: the strip shows 7 thumbnails, the current one marked; a thumbnail and a swipe move the viewer',
    LAYOUT,
    async ({ page, request }) => {
      const { gallerys } = await api(request, 'web/getallgallery');
      const n = gallerys.length;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/gallery');
      await page.locator('main [data-gallery-open]').first().click();
      const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
      const counter = dialog.locator('[data-viewer-counter]');
      await expect(counter).toHaveText(`1 of ${n}`);

      const visible = await dialog.locator('.viewer-strip').evaluate((strip) => {
        const thumb = strip.querySelector('li')!.getBoundingClientRect().width;
        const gap = parseFloat(getComputedStyle(strip).columnGap) || 0;
        const style = getComputedStyle(strip);
        const inner = strip.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return Math.round((inner + gap) / (thumb + gap));
      });
      expect(visible).toBe(7);

      await dialog.getByRole('button', { name: `Show image 4 of ${n}` }).click();
      await expect(counter).toHaveText(`4 of ${n}`);
      await expect(dialog.getByRole('button', { name: `Show image 4 of ${n}` })).toHaveAttribute('aria-current', 'true');

      // A drag of more than 40 px to the left shows the next image; a shorter one does nothing.
      const box = (await dialog.locator('[data-viewer-stage]').boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 100, y, { steps: 5 });
      await page.mouse.up();
      await expect(counter).toHaveText(`5 of ${n}`);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 20, y, { steps: 2 });
      await page.mouse.up();
      await expect(counter).toHaveText(`5 of ${n}`);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 100, y, { steps: 5 });
      await page.mouse.up();
      await expect(counter).toHaveText(`4 of ${n}`);
    },
  );

  test('GAL-07: the viewer plays every 2 seconds and the pause button stops it', async ({ page, request }) => {
    const { gallerys } = await api(request, 'web/getallgallery');
    const n = gallerys.length;
    // The viewer's seconds pass on the page's clock, stopped and moved by the test.
    await stopTheClock(page);
    await page.goto('/gallery');
    await page.locator('main [data-gallery-open]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
    const counter = dialog.locator('[data-viewer-counter]');
    await expect(counter).toHaveText(`1 of ${n}`);
    await page.clock.runFor(1500);
    await expect(counter).toHaveText(`1 of ${n}`);
    await page.clock.runFor(600);
    await expect(counter).toHaveText(`2 of ${n}`);

    await dialog.getByRole('button', { name: 'Pause slideshow' }).click();
    const paused = await counter.textContent();
    await page.clock.runFor(2600);
    await expect(counter).toHaveText(paused!);
    await expect(dialog.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the viewer does not play by itself for a visitor who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/gallery');
    await page.locator('main [data-gallery-open]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
    await expect(dialog.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(2600);
    await expect(dialog.locator('[data-viewer-counter]')).toHaveText(/^1 of /);
  });
});
