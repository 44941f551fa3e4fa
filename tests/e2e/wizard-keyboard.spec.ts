import { expect, test, type Page } from '@playwright/test';
import { LAYOUT } from './layout.ts';
import { dayFor, seedChoice, stepReady } from './wizardHelpers.ts';

/** Presses Tab until the focused element is `selector` or its text starts with `text` (at most 80 times). */
async function tabTo(page: Page, match: { text?: string; id?: string }): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const [id, text] = await page.evaluate(() => [document.activeElement?.id ?? '', document.activeElement?.textContent?.trim() ?? '']);
    if ((match.id && id === match.id) || (match.text && text.startsWith(match.text))) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(match)}`);
}

/** A keyboard user starts each step from its heading: focus goes there once the step is ready, and Tab goes on from it. */
const headingFocused = (page: Page) => expect(page.locator('main h1')).toBeFocused();

test('the keyboard alone fills the details, chooses the plan and the occasion', LAYOUT, async ({ page, request }, testInfo) => {
  await seedChoice(page, request, dayFor(testInfo, 10));
  await page.goto('/Basicplan');
  await stepReady(page, 'Booking Details');
  await headingFocused(page);
  await tabTo(page, { id: 'details-userName' });
  await page.keyboard.type('Asha Rao');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#details-noOfPersons')).toHaveValue('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9876543210');
  await page.keyboard.press('Tab');
  await page.keyboard.type('asha@example.com');
  await tabTo(page, { text: 'BASIC PLAN' });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Coupon Added!' });
  await expect(dialog.getByRole('button', { name: 'Okay' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^BASIC PLAN/ })).toBeFocused();
  await tabTo(page, { text: 'Proceed' });
  await page.keyboard.press('Enter');
  await page.waitForURL('**/Occassions');
  await stepReady(page, "What's the celebration?");
  await headingFocused(page);
  await tabTo(page, { text: 'Proposal' });
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: /^Proposal/ })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, { id: 'special-person-name' });
  await page.keyboard.type('Ravi');
  await tabTo(page, { text: 'Proceed' });
  await page.keyboard.press('Enter');
  await page.waitForURL('**/CakesComponent');
  await stepReady(page, 'Select Cake');
  await headingFocused(page);
});
