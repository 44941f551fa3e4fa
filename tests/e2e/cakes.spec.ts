import { expect, test, type Page } from '@playwright/test';
import { LAYOUT } from './layout.ts';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from './axe.ts';

/** /cakes and /addons (checklist CAKE-*), against what the API answers now. */

type Cake = { name: string; price: number };
type Cakes = { premiumCakes: Cake[]; normalCakes: Cake[] };

async function expectCakes(page: Page, cakes: Cakes, shown: boolean) {
  for (const cake of [...cakes.premiumCakes, ...cakes.normalCakes]) {
    const heading = page.getByRole('heading', { name: cake.name, exact: true, includeHidden: true });
    if (shown) await expect(heading).toBeVisible();
    else await expect(heading).toBeHidden();
  }
}

for (const route of ['/cakes', '/addons']) {
  test(`CAKE: ${route} switches between egg and eggless lists without a call`, async ({ page, request }) => {
    const egg: Cakes = await api(request, 'web/category/getcakes', { cakeType: 'egg' });
    const eggless: Cakes = await api(request, 'web/category/getcakes', { cakeType: 'eggless' });
    expect(egg.premiumCakes.length && egg.normalCakes.length && eggless.normalCakes.length).toBeTruthy();

    await page.goto(route);
    await expect(page.locator('main h1')).toHaveText('Cakes');
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/v1/theatre/') && calls.push(r.url()));

    await expect(page.getByRole('radio', { name: 'Egg', exact: true })).toBeChecked();
    await expectCakes(page, egg, true);
    await expectCakes(page, eggless, false);
    await expect(page.getByRole('heading', { name: 'Premium Cakes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Normal Cakes' })).toBeVisible();
    await expect(page.getByText('Customised cakes must be ordered 3 days prior.').filter({ visible: true })).toHaveCount(1);
    const normal = egg.normalCakes[0]!;
    const card = page.locator('li', { has: page.getByRole('heading', { name: normal.name, exact: true }) });
    await expect(card).toContainText(`₹${normal.price} / 500 gm`);
    // Premium cakes show name and image only.
    const premium = page.locator('li', { has: page.getByRole('heading', { name: egg.premiumCakes[0]!.name, exact: true }) });
    await expect(premium).not.toContainText('₹');
    await expect(premium.locator('img')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Call to order' })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(page.getByRole('link', { name: 'WhatsApp to order' })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
    await expectNoAxeViolations(page);

    await page.getByText('Eggless', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Eggless' })).toBeChecked();
    await expectCakes(page, eggless, true);
    await expectCakes(page, egg, false);
    await expect(page.getByText('Customised cakes must be ordered 3 days prior.').filter({ visible: true })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByText('Egg', { exact: true }).click();
    await expectCakes(page, egg, true);
    expect(calls).toEqual([]);
  });
}

test('CAKE: the switch works from the keyboard', LAYOUT, async ({ page }) => {
  await page.goto('/cakes');
  await page.getByRole('radio', { name: 'Egg', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Eggless' })).toBeChecked();
});
