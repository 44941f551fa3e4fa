import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskMenu, deskSignIn } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';

/**
 * The owner's GST settings: a branch's legal name, GSTIN and address, saved and shown again after a
 * reload; a GSTIN with a typing mistake is refused at its field before anything is sent. Kukatpally,
 * a branch no other browser test books, so that no other test's invoice becomes a tax invoice; both
 * projects save the same values, so their runs side by side agree.
 */

const BRANCH = 'CineCelebrations Kukatpally';
const LEGAL_NAME = 'CineCelebrations Private Limited';
const ADDRESS = 'Plot 7, KPHB Colony, Kukatpally, Hyderabad 500072';
const GSTIN = '36AAACR5055K1Z8';

test('the owner sets a branch’s GSTIN: a wrong one is refused at the field, a saved one shows after a reload', LAYOUT, async ({ page }) => {
  test.slow();
  await deskSignIn(page, DESK.owner);
  await deskMenu(page).getByRole('link', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: 'GST invoices' });
  await form.getByLabel('Branch').selectOption({ label: BRANCH });
  await form.getByLabel('Legal name').fill(LEGAL_NAME);
  const gstin = form.getByLabel('GSTIN');
  // One character typed wrong: the check character no longer matches.
  await gstin.fill('36AAACR5055K1Z9');
  await form.getByLabel('Registered address').fill(ADDRESS);
  await form.getByRole('button', { name: 'Save the GST settings' }).click();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toHaveAccessibleDescription(/check character does not match: please check it for a typing mistake/);
  await expect(gstin).toBeFocused();
  await expectNoAxeViolations(page);

  await gstin.fill(GSTIN.toLowerCase());
  await form.getByRole('button', { name: 'Save the GST settings' }).click();
  await expect(page.getByRole('status')).toHaveText(`Invoices of this branch now carry GST under ${GSTIN}.`);
  await expect(gstin).toHaveAttribute('aria-invalid', 'false');
  await expect(gstin).toHaveValue(GSTIN);
  await expect(form).toContainText('Last changed by Meera Iyer');
  await expectNoAxeViolations(page);

  await page.reload();
  const again = page.getByRole('form', { name: 'GST invoices' });
  await again.getByLabel('Branch').selectOption({ label: BRANCH });
  await expect(again.getByLabel('GSTIN')).toHaveValue(GSTIN);
  await expect(again.getByLabel('Legal name')).toHaveValue(LEGAL_NAME);
  await expect(again.getByLabel('Registered address')).toHaveValue(ADDRESS);
  await expect(again.getByLabel('GST rate (%)')).toHaveValue('18');
  await expect(again.getByLabel('SAC code')).toHaveValue('999692');
});
