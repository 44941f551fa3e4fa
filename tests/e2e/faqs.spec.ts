import { expect, test } from '@playwright/test';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from './axe.ts';

/** /Faqs, against what the API answers now. */

test('FAQ: every question as an accordion, the first open and the rest closed', async ({ page, request }) => {
  const { faqs } = await api(request, 'web/allmodules');
  await page.goto('/Faqs');
  await expect(page.locator('main h1')).toHaveText('Frequently Asked Questions');
  const items = page.locator('main details');
  await expect(items).toHaveCount(faqs.length);
  for (const [i, faq] of faqs.entries()) await expect(items.nth(i).locator('summary')).toHaveText(faq.question);

  await expect(items.first()).toHaveAttribute('open', '');
  await expect(page.getByText(faqs[0].answer)).toBeVisible();
  for (let i = 1; i < faqs.length; i++) await expect(items.nth(i)).not.toHaveAttribute('open');
  await expect(page.getByText(faqs[1].answer)).toBeHidden();

  await items.nth(1).locator('summary').click();
  await expect(page.getByText(faqs[1].answer)).toBeVisible();
  await expect(items.first()).not.toHaveAttribute('open'); // one open at a time
  await expectNoAxeViolations(page);
});
