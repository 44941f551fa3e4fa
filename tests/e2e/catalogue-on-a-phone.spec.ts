import { expect, test, type Page } from '@playwright/test';
import { DESK, deskSignIn, openDeskScreen } from './deskHelpers.ts';

/**
 * The editors' screens on a 390 px phone (an iPhone's width, narrower than the phone project's):
 * nothing is wider than the screen, whatever is listed or open. A map link or an image's path, one
 * long word, once made the Catalogue 524 px wide, to be scrolled sideways.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** The page's width as laid out, once the screen shows what it is checked with. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** `ready`: what the screen shows of its own once loaded, above the records. */
async function everyKindFits(page: Page, screen: 'Content' | 'Catalogue', ready: string) {
  await openDeskScreen(page, screen);
  await expect(page.getByRole('heading', { name: screen, level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: ready })).toBeVisible();
  const what = page.getByLabel('What to edit');
  await expect(what).toBeVisible();
  for (const kind of await what.locator('option').allTextContents()) {
    await what.selectOption({ label: kind });
    const section = page.getByRole('region', { name: kind, exact: true });
    const edit = section.getByRole('button', { name: /^Edit / }).first();
    await expect(edit).toBeVisible();
    expect(await pageWidth(page), `${screen}: ${kind}`).toBeLessThanOrEqual(390);
    // With a record's form open too.
    await edit.click();
    await expect(section.getByRole('button', { name: 'Save', exact: true }).first()).toBeVisible();
    expect(await pageWidth(page), `${screen}: ${kind}, a form open`).toBeLessThanOrEqual(390);
  }
}

test("the Catalogue and Content screens fit a 390 px phone: every kind listed, and with a record's form open", async ({ page }) => {
  test.setTimeout(90_000);
  await deskSignIn(page, DESK.editor);
  // The theatres' own cards (prices, photos) are on the Catalogue above its records; the FAQs and
  // the offer popup on Content.
  await everyKindFits(page, 'Catalogue', 'Cosmos prices');
  await everyKindFits(page, 'Content', 'Offer popup');
});
