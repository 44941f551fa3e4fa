import { expect, test } from '@playwright/test';
import { DESK, deskSignIn, openDeskScreen } from './deskHelpers.ts';

/**
 * The owner's hours settings: how long before the slot customers may reschedule their own booking,
 * beside the refund window, each form with its own Save. The value is saved as it is (24 hours),
 * so that no other browser test's booking meets another window meanwhile.
 */

test('the owner saves the reschedule window: a wrong value is refused at the field, a saved one shows after a reload', async ({ page }) => {
  test.slow();
  await deskSignIn(page, DESK.owner);
  await openDeskScreen(page, 'Settings');
  const form = page.getByRole('form', { name: 'Customers’ own changes' });
  const hours = form.getByLabel('Customers may reschedule up to … hours before the slot');
  await expect(hours).toHaveValue('24');

  await hours.fill('721');
  await form.getByRole('button', { name: 'Save the reschedule window' }).click();
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await expect(hours).toHaveAccessibleDescription(/Please enter whole hours from 0 to 720\./);
  await expect(hours).toBeFocused();

  await hours.fill('24');
  await form.getByRole('button', { name: 'Save the reschedule window' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Customers may now reschedule their booking themselves up to 24 hours before the slot.',
  );
  await expect(hours).toHaveAttribute('aria-invalid', 'false');
  await expect(form).toContainText('Last changed by Meera Iyer');

  await page.reload();
  const again = page.getByRole('form', { name: 'Customers’ own changes' });
  await expect(again.getByLabel('Customers may reschedule up to … hours before the slot')).toHaveValue('24');
  await expect(again).toContainText('Last changed by Meera Iyer');
  // The refund window is its own form, untouched by this one's Save.
  await expect(page.getByRole('form', { name: 'Refunds' }).getByLabel('Refund window (hours before the slot)')).toHaveValue('72');
});
