import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

/** /Reviews (checklist REV-*). */

test('REV: heading Reviews and five Google review cards with avatar, name, stars and text', async ({ page }) => {
  await page.goto('/Reviews');
  await expect(page.locator('main h1')).toHaveText('Reviews');
  await expect(page.getByRole('heading', { name: 'Google Reviews', level: 2 })).toBeVisible();
  const cards = page.locator('[data-review-card]');
  await expect(cards).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    const card = cards.nth(i);
    await expect(card.locator('svg text')).toHaveText(/^[A-Z]{1,2}$/); // the initials avatar
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(card.getByRole('img', { name: /^[1-5] out of 5 stars$/ })).toBeVisible();
    expect((await card.locator('blockquote').textContent())!.trim().length).toBeGreaterThan(40);
  }
  await expectNoAxeViolations(page);
});
