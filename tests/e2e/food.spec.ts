import { expect, test } from '@playwright/test';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from './axe.ts';

/** /Food, against what the API answers now. */

test('FOOD: All Items by default; Veg & Non-veg shows two grids split by food type', async ({ page, request }) => {
  const { foodcategories } = await api(request, 'web/foodcategorywiseproducts');
  const products = foodcategories.flatMap((c: { foodproducts: { name: string; foodType: string }[] }) => c.foodproducts);
  const veg = products.find((p: { foodType: string }) => p.foodType === 'Veg')!;
  const nonVeg = products.find((p: { foodType: string }) => p.foodType === 'Non-veg')!;

  await page.goto('/Food');
  await expect(page.locator('main h1')).toHaveText('Food');
  await expect(page.getByRole('radio', { name: 'All Items' })).toBeChecked();
  for (const product of products) await expect(page.getByRole('heading', { name: product.name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Veg Items' })).toBeHidden();
  await expect(page.locator('main')).not.toContainText('₹'); // image and name only
  await expectNoAxeViolations(page);

  await page.getByText('Veg & Non-veg').click();
  const vegGrid = page.locator('section', { has: page.getByRole('heading', { name: 'Veg Items', exact: true }) });
  const nonVegGrid = page.locator('section', { has: page.getByRole('heading', { name: 'Non-veg Items', exact: true }) });
  await expect(vegGrid).toBeVisible();
  await expect(nonVegGrid).toBeVisible();
  await expect(vegGrid.getByRole('heading', { name: veg.name, exact: true })).toBeVisible();
  await expect(vegGrid.getByRole('heading', { name: nonVeg.name, exact: true })).toHaveCount(0);
  await expect(nonVegGrid.getByRole('heading', { name: nonVeg.name, exact: true })).toBeVisible();
  await expect(nonVegGrid.getByRole('heading', { name: veg.name, exact: true })).toHaveCount(0);
  await expect(vegGrid.locator('li')).toHaveCount(products.filter((p: { foodType: string }) => p.foodType === 'Veg').length);
  await expectNoAxeViolations(page);
});
