import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Plan } from '../../src/lib/api/catalogue.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { dayFor, makeComboBooking, serverBooking, stepReady, stored } from './wizardHelpers.ts';

/** /ComboPlans (checklist CP-*): the packages of the booking's occasion and theatre, against the API's answer. */

const OCCASION = { _id: 'occ-birthday', name: 'Birthday', price: 299 };
const THEATRE = 'th-aurora';
const HEADING = 'Select Package Type';

/** A combo booking with its occasion saved, as /ComboOccassions leaves it, then /ComboPlans. */
async function openComboPlans(page: Page, request: APIRequestContext, date: string, slotId?: string): Promise<void> {
  await makeComboBooking(page, request, date, '2', slotId);
  const guest = await stored<{ token: string }>(page, 'booking:guest');
  const wizard = await stored<{ bookingId: string }>(page, 'booking:wizard');
  const res = await request.post('/v1/theatre/booking/new/updateocasion', {
    headers: { authorization: `Bearer ${guest.token}` },
    data: { bookingId: wizard.bookingId, occasionId: OCCASION._id, personName: 'Asha', totalPrice: 0 },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.evaluate((occasion) => {
    const w = JSON.parse(sessionStorage.getItem('booking:wizard')!);
    sessionStorage.setItem('booking:wizard', JSON.stringify({ ...w, occasion, personName: 'Asha' }));
  }, OCCASION);
  await page.goto('/ComboPlans');
  await stepReady(page, HEADING);
}

const plansOf = async (request: APIRequestContext): Promise<Plan[]> =>
  (await api<{ plans: Plan[] }>(request, 'web/getoccasionbyid', { occasionId: OCCASION._id, theatreId: THEATRE })).plans;

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('CP-01..22: the packages, a chosen one with its cake and add-ons, the flavour asked for, then /ComboBooking', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const plans = await plansOf(request);
  expect(plans.length).toBeGreaterThan(1);
  const loaded = page.waitForRequest((r) => r.url().endsWith('/web/getoccasionbyid'));
  await openComboPlans(page, request, dayFor(testInfo, 12));
  expect((await loaded).postDataJSON()).toEqual({ occasionId: OCCASION._id, theatreId: THEATRE });
  await expect(page.getByRole('heading', { name: 'Choose Your Celebration Package' })).toBeVisible();

  for (const plan of plans) {
    const c = card(page, plan.name);
    await expect(c).toContainText(`(${plan.noOfPersons}) Members`);
    await expect(c.locator('s[data-plan="list"]')).toHaveText(formatRupees(plan.price));
    await expect(c.locator('[data-plan="off"]')).toHaveText(`${formatRupees(plan.price - plan.offerPrice)} Off`);
    await expect(c.locator('[data-plan="price"]')).toHaveText(formatRupees(plan.offerPrice));
    await expect(c.locator('[data-plan="inclusive"]')).toHaveText(
      plan.theatrePriceIncluded === 'Yes' ? 'All-Inclusive package' : "Plus the theatre's price for your slot",
    );
    await expect(c.getByRole('heading', { name: "What's Included" })).toBeVisible();
    await expect(c.locator('[data-plan="included"]')).toHaveCount(plan.benefits.length);
    await expect(c.locator('[data-plan="not-included"]')).toHaveCount(plan.notIncluded.length);
    await expect(c.locator('[data-plan="included"]').first()).toContainText(`Included: ${plan.benefits[0]}`);
    await expect(c.locator('[data-plan="not-included"]').first()).toContainText(`Not included: ${plan.notIncluded[0]}`);
    await expect(c).toHaveAttribute('data-chosen', 'false');
    await expect(c.getByRole('button', { name: 'Select Package' })).toBeVisible();
  }

  // Proceed before a package asks for one; the notice goes once one is chosen (below).
  await page.getByRole('button', { name: 'Proceed' }).click();
  const notice = page.locator('#toasts').getByText('Please choose a package to continue.');
  await expect(notice).toBeVisible();

  const plan = plans[0]!;
  const productsCall = page.waitForRequest((r) => r.url().endsWith('/web/getplanproducts'));
  const select = card(page, plan.name).getByRole('button', { name: /^(Select Package|Continue with Add-Ons)/ });
  await select.click();
  expect((await productsCall).postDataJSON()).toEqual({ planId: plan._id });
  await expect(card(page, plan.name)).toHaveAttribute('data-chosen', 'true');
  await expect(select).toHaveText('Continue with Add-Ons →');
  await expect(notice).toHaveCount(0);

  const { planProducts } = await api<{ planProducts: { _id: string; categoryName: string; name: string; cakeType?: string }[] }>(
    request,
    'web/getplanproducts',
    { planId: plan._id },
  );
  const cake = planProducts.find((p) => p.categoryName === 'cakes')!;
  const addons = planProducts.filter((p) => p.categoryName !== 'cakes');
  await expect(page.locator('[data-plan="cake-type"]')).toHaveText(cake.cakeType === 'egg' ? 'Egg' : 'Eggless');
  const grid = page.getByRole('region', { name: 'Add-ons Included' });
  await expect(grid.locator('li')).toHaveText(addons.map((a) => a.name));
  await expect(grid.locator('li img')).toHaveCount(addons.length);
  await expect(grid).not.toContainText('₹');
  await expect(page.locator('[data-summary="plan"]')).toHaveText(formatRupees(plan.offerPrice));
  // The theatre is charged only when the package leaves it out; the advance and what remains are shown.
  await expect(page.locator('[data-summary="theatre"]')).toHaveCount(plan.theatrePriceIncluded === 'Yes' ? 0 : 1);
  await expect(page.locator('[data-summary="advance"]')).toHaveCount(1);
  await expect(page.locator('[data-summary="remaining"]')).toHaveCount(1);

  // 'Continue with Add-Ons →' does what it says: the package stays chosen and the flavour to pick has focus.
  const flavour = page.getByLabel('Select Flavor');
  await select.click();
  await expect(flavour).toBeFocused();
  await expect(select).toHaveText('Continue with Add-Ons →');
  await expect(card(page, plan.name)).toHaveAttribute('data-chosen', 'true');
  await expect(page.locator('[data-summary="plan"]')).toHaveText(formatRupees(plan.offerPrice));

  // Another package is how the choice changes: its card is chosen, the first one's is not.
  const other = card(page, plans[1]!.name);
  await other.getByRole('button', { name: 'Select Package' }).click();
  await expect(other).toHaveAttribute('data-chosen', 'true');
  await expect(card(page, plan.name)).toHaveAttribute('data-chosen', 'false');
  await expect(select).toHaveText('Select Package');
  await select.click();

  // Proceed without a flavour: the field says so and has focus; the customer stays.
  await expect(flavour).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Please select a flavor.')).toBeVisible();
  await expect(flavour).toHaveAttribute('aria-invalid', 'true');
  await expect(flavour).toHaveAttribute('aria-describedby', 'plan-flavour-error');
  await expect(flavour).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/ComboPlans');
  await expectNoAxeViolations(page);

  const cakes = await api<{ normalCakes: { name: string }[] }>(request, 'web/category/getcakes', { cakeType: cake.cakeType });
  const name = cakes.normalCakes.at(-1)!.name;
  await flavour.selectOption({ label: name });
  await expect(page.getByText('Please select a flavor.')).toHaveCount(0);

  // A reload keeps the package, its cake and the flavour.
  await page.reload();
  await stepReady(page, HEADING);
  await expect(card(page, plan.name)).toHaveAttribute('data-chosen', 'true');
  await expect(page.getByLabel('Select Flavor')).toHaveValue(name);
  await expect(page.locator('[data-summary="cake"]')).toHaveText(`${cake.name} (${name})`);

  const total = await page.locator('[data-summary="total"]').textContent();
  const saved = page.waitForRequest((r) => r.url().endsWith('/booking/new/updatecombo'));
  await page.getByRole('button', { name: 'Proceed' }).click();
  const body = (await saved).postDataJSON();
  expect(body).toMatchObject({ planId: plan._id, flavour: name, productId: cake._id });
  expect(formatRupees(body.totalPrice)).toBe(total);
  await page.waitForURL('**/ComboBooking');
  const booking = (await serverBooking(page, request)) as Awaited<ReturnType<typeof serverBooking>> & {
    planId: string;
    flavour: string;
    productId: string;
  };
  expect(booking).toMatchObject({ planId: plan._id, flavour: name, productId: cake._id, totalPrice: body.totalPrice });
});

test('CP-10: a 90-minute slot shows and charges each package at its 90-minute price; Back goes to /ComboOccassions', async ({
  page,
  request,
}, testInfo) => {
  const plans = await plansOf(request);
  await openComboPlans(page, request, dayFor(testInfo, 13), 'th-aurora-s4');
  for (const plan of plans) {
    const c = card(page, plan.name);
    await expect(c.locator('[data-plan="price"]')).toHaveText(formatRupees(plan.oneandhalfslotPrice));
    // The card's figures add up: list price less the saving is the 90-minute price.
    await expect(c.locator('s[data-plan="list"]')).toHaveText(formatRupees(plan.price));
    await expect(c.locator('[data-plan="off"]')).toHaveText(`${formatRupees(plan.price - plan.oneandhalfslotPrice)} Off`);
    await expect(c.locator('[data-plan="inclusive"]')).toContainText('90-minute slot price');
  }
  const plan = plans.at(-1)!;
  await card(page, plan.name).getByRole('button', { name: 'Select Package' }).click();
  await expect(page.locator('[data-summary="plan"]')).toHaveText(formatRupees(plan.oneandhalfslotPrice));
  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL('**/ComboOccassions');
});

test('CP-03..05: a refused or empty plan list says there are none, and Click Now goes to /theaters', async ({
  page,
  request,
}, testInfo) => {
  await page.route('**/web/getoccasionbyid', (route) =>
    route.fulfill({ status: 400, json: { success: false, message: 'Invalid request.' } }),
  );
  await openComboPlans(page, request, dayFor(testInfo, 14));
  const none = page.getByText('There are no plans available for this theater. Please choose another theater.');
  await expect(none).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.unroute('**/web/getoccasionbyid');
  await page.route('**/web/getoccasionbyid', (route) => route.fulfill({ json: { success: true, message: 'ok', plans: [] } }));
  await page.reload();
  await stepReady(page, HEADING);
  await expect(none).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Click Now' }).click();
  await page.waitForURL('**/theaters');
});
