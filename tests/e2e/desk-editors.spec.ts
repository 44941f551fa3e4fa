import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskMenu, deskSignIn } from './deskHelpers.ts';

/**
 * The editors' screens on a phone and on a tablet: every kind of record under 'What to edit' opens
 * its list and its form, and the screens pass axe with a form open. Nothing is saved here.
 */

async function everyKind(page: Page, screen: 'Content' | 'Catalogue') {
  await deskMenu(page).getByRole('link', { name: screen }).click();
  await expect(page.getByRole('heading', { name: screen, level: 1 })).toBeVisible();
  const what = page.getByLabel('What to edit');
  // The records' editor is fetched when the screen first opens.
  await expect(what).toBeVisible();
  const kinds = await what.locator('option').allTextContents();
  expect(kinds.length).toBeGreaterThan(5);
  for (const kind of kinds) {
    await what.selectOption({ label: kind });
    const section = page.getByRole('region', { name: kind, exact: true });
    await expect(section.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
  }
  return kinds;
}

test('every kind of content and catalogue record opens its list and its form; the screens pass axe with a form open', async ({ page }) => {
  test.setTimeout(90_000);
  await deskSignIn(page, DESK.editor);
  const content = await everyKind(page, 'Content');
  expect(content).toEqual(expect.arrayContaining(['Home banner', 'Policies', 'Gallery', 'Food menu', 'Testimonials', 'About']));
  // The gallery's Add form: its image is chosen from the uploaded ones, its alt text is required.
  await page.getByLabel('What to edit').selectOption({ label: 'Gallery' });
  const gallery = page.getByRole('region', { name: 'Gallery', exact: true });
  await gallery.getByRole('button', { name: 'Add a photo' }).click();
  await gallery.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(gallery.getByText('Alt text is required')).toBeVisible();
  await expect(gallery.getByLabel('Photo', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  const catalogue = await everyKind(page, 'Catalogue');
  expect(catalogue).toEqual(expect.arrayContaining(['Branches', 'Theatres', 'Slot times', 'Cakes', 'Add-ons', 'Combo plans', 'Coupons']));
  await page.getByLabel('What to edit').selectOption({ label: 'Coupons' });
  const coupons = page.getByRole('region', { name: 'Coupons', exact: true });
  await coupons
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(coupons.getByLabel('Discount')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a slot saved over another of its theatre's is refused in its form, naming the other slot as the desk writes times", async ({
  page,
}) => {
  await deskSignIn(page, DESK.editor);
  await deskMenu(page).getByRole('link', { name: 'Catalogue' }).click();
  await page.getByLabel('What to edit').selectOption({ label: 'Slot times' });
  const slots = page.getByRole('region', { name: 'Slot times', exact: true });
  await slots.getByRole('button', { name: 'Edit Aurora 12:30–15:30' }).click();
  const form = slots.getByRole('form', { name: 'Aurora 12:30–15:30' });
  const from = form.getByLabel('From', { exact: true });
  await from.fill('11:00');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  // By the field, as the form names its fields; and what was refused, below the form.
  await expect(from).toHaveAccessibleDescription("From and To make this slot overlap Aurora's slot 9:00 AM – 12:00 PM");
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(slots.getByRole('alert')).toHaveText(
    "Not saved: Aurora's slot 11:00 AM – 3:30 PM would overlap Aurora's slot 9:00 AM – 12:00 PM: a theatre's bookable slots may " +
      'not overlap, or one room would be sold twice for the same time. Change its times, or the other slot’s first.',
  );
  // Readable where it is: the message wraps inside the screen, on a phone too.
  const width = page.viewportSize()!.width;
  for (const text of [form.getByText("From and To make this slot overlap Aurora's slot"), slots.getByRole('alert')]) {
    const box = (await text.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  // Nothing was saved: the slot is as it is live.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(slots.getByRole('button', { name: 'Edit Aurora 12:30–15:30' })).toBeVisible();
  await expect(slots.getByRole('listitem').filter({ hasText: 'Aurora 12:30–15:30' }).getByText('Live', { exact: true })).toBeVisible();
});
