import { test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// Pages whose own tests run axe after their interactions; this covers the shell on a plain page.
test('the site shell has no axe violations', async ({ page }) => {
  await page.goto('/profile');
  await expectNoAxeViolations(page);
});
