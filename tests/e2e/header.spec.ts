import { expect, test } from '@playwright/test';
import { BUSINESS_NAME } from '../../src/lib/site/config.ts';

/** The site header on the narrowest phones people use (360 px wide, a Galaxy A-series' screen). */

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const route of ['/', '/theaters']) {
    test(`${route}: the header shows the whole business name, beside Book Now and the menu`, async ({ page }) => {
      await page.goto(route);
      const banner = page.getByRole('banner');
      const name = banner.getByRole('link', { name: BUSINESS_NAME });
      await expect(name).toHaveText(BUSINESS_NAME);
      // Not cut short: the name's text needs no more room than it is given.
      const cut = await name.locator('span').evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, 'the business name is truncated').toBe(false);
      // Book Now and the menu are whole on the screen, after the name.
      const [nameBox, book, menu] = await Promise.all([
        name.boundingBox(),
        banner.getByRole('link', { name: 'Book Now' }).boundingBox(),
        banner.getByRole('button', { name: 'Menu' }).boundingBox(),
      ]);
      expect(book!.x).toBeGreaterThanOrEqual(nameBox!.x + nameBox!.width);
      expect(menu!.x).toBeGreaterThanOrEqual(book!.x + book!.width);
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(360);
      expect(menu!.height).toBeGreaterThanOrEqual(44);
    });
  }
});
