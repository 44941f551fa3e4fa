import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { formatRupees } from '../../src/lib/money.ts';
import {
  bookOnTheatres,
  chooseBasicPlan,
  dayFor,
  expectSummaryMatchesServer,
  fillDetails,
  serverBooking,
  stepReady,
  stored,
} from './wizardHelpers.ts';

/**
 * The basic wizard from the theatre list to the pay button (checklist BP, OCC, CKC, ADD, SUM): after
 * each step the summary's total is the server's total for the booking as saved, read back with the
 * tab's own token; axe finds nothing on any step; a reload keeps every choice.
 */
test("the whole basic flow, from /theaters to Confirm & Pay, with the server's totals", async ({ page, request }, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 0);
  const total = page.locator('[data-summary="total"]');

  // /theaters: branch, a date inside the booking horizon, Aurora's morning slot, Book Now.
  await bookOnTheatres(page, date);

  // BP: details and plan.
  await page.waitForURL('**/Basicplan');
  await stepReady(page, 'Booking Details');
  const main = page.locator('main');
  await expect(main.getByRole('group', { name: 'Your details' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Select Plan' })).toBeVisible();
  const basic = main.getByRole('button', { name: /^BASIC PLAN/ });
  const combo = main.getByRole('button', { name: /^COMBO PLAN/ });
  await expect(basic).toContainText('FLAT400BASIC');
  await expect(basic).toContainText('starts from ₹2148');
  await expect(basic).toContainText('theatre and decoration');
  await expect(basic).toContainText('cake and fog entry');
  await expect(combo).toContainText('FLAT700COMBO');
  await expect(combo).toContainText('Flat 30% Off on Plans');
  await expect(combo).toContainText('₹4100');
  await expect(combo).toContainText('14 services in total');
  await expect(main.locator('#details-noOfPersons option:not([value=""])')).toHaveText(['1', '2', '3', '4']);
  const proceed = main.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await fillDetails(page, '3');
  await chooseBasicPlan(page);
  await expect(basic).toHaveAttribute('aria-pressed', 'true');
  await expect(combo).toHaveAttribute('aria-pressed', 'false');
  // Aurora: ₹2148 for 2, a third person ₹299, FLAT400BASIC ₹400 off.
  await expect(page.locator('[data-summary="theatre"]')).toHaveText('₹2,148');
  await expect(page.locator('[data-summary="extra"]')).toHaveText('₹299');
  await expect(page.locator('[data-summary="coupon"]')).toHaveText('- ₹400');
  await expect(total).toHaveText('₹2,047');
  await expectNoAxeViolations(page);
  await page.reload();
  await stepReady(page, 'Booking Details');
  await expect(page.locator('#details-userName')).toHaveValue('Asha Rao');
  await expect(page.locator('#details-noOfPersons')).toHaveValue('3');
  await expect(basic).toHaveAttribute('aria-pressed', 'true');
  await proceed.click();

  // OCC
  await page.waitForURL('**/Occassions');
  await stepReady(page, "What's the celebration?");
  let booking = await expectSummaryMatchesServer(page, request);
  expect(booking.totalPrice).toBe(2047);
  expect((await stored(page, 'booking:wizard')).orderId).toMatch(/^ORD/);
  await expect(main).toContainText('Decoration cannot be customized');
  await expect(main).toContainText('You can add multiple names by comma separated, if you have multiple special person');
  await expect(page.locator('#special-person-name')).toHaveCount(0);
  await main.getByRole('button', { name: /^Birthday/ }).click();
  await expect(total).toHaveText('₹2,346');
  await main.getByRole('button', { name: /^Anniversary/ }).click();
  await expect(main.getByRole('button', { name: /^Birthday/ })).toHaveAttribute('aria-pressed', 'false');
  // A new occasion's price replaces the previous one: 2047 + 349.
  await expect(total).toHaveText('₹2,396');
  await page.locator('#special-person-name').fill('Asha, Ravi');
  await expectNoAxeViolations(page);
  await page.reload();
  await stepReady(page, "What's the celebration?");
  await expect(main.getByRole('button', { name: /^Anniversary/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#special-person-name')).toHaveValue('Asha, Ravi');
  await proceed.click();

  // CKC
  await page.waitForURL('**/CakesComponent');
  await stepReady(page, 'Select Cake');
  booking = await expectSummaryMatchesServer(page, request);
  expect(booking).toMatchObject({ occasionId: 'occ-anniversary', personName: 'Asha, Ravi', totalPrice: 2396 });
  await expect(page.locator('[data-summary="cakes"]')).toHaveText('No cakes in the cart');
  await expect(main).toContainText('Images are for display purposes only');
  await expect(main).toContainText('Customised cakes must be ordered 3 days prior');
  const weight = page.getByLabel('Weight of Black Forest', { exact: true });
  await expect(weight).toBeDisabled();
  await expect(weight.locator('option')).toHaveText(['500 gm', '1 kg', '2 kg', '3 kg']);
  const blackForest = main.getByRole('button', { name: /^Black Forest/ });
  await blackForest.click();
  // A chosen cake says a second tap lets it go, and it does.
  await expect(blackForest).toContainText('✓ Selected · tap to remove');
  await blackForest.click();
  await expect(blackForest).toHaveAttribute('aria-pressed', 'false');
  await expect(blackForest).toContainText('Tap to select');
  await blackForest.click();
  await expect(weight).toBeEnabled();
  await weight.selectOption('1');
  await expect(page.locator('[data-summary="cakes"]')).toContainText('Black Forest (1 kg)₹998');
  await main.getByRole('button', { name: 'Eggless', exact: true }).click();
  await main.getByRole('button', { name: /^Eggless Pineapple/ }).click();
  await expect(total).toHaveText(formatRupees(2396 + 998 + 499));
  await expectNoAxeViolations(page);
  await page.reload();
  await stepReady(page, 'Select Cake');
  await expect(page.locator('[data-summary="cakes"]')).toContainText('Eggless Pineapple (500 gm)');
  await expect(weight).toHaveValue('1');
  await proceed.click();

  // ADD
  await page.waitForURL('**/AddOnscomponent');
  await stepReady(page, 'Add-ons');
  booking = await expectSummaryMatchesServer(page, request);
  expect(booking.cakes.map((c) => [c._id, c.quantity])).toEqual([
    ['cake-egg-black-forest', '1'],
    ['cake-eggless-pineapple', '500'],
  ]);
  await expect(main).toContainText("Photography timing depends on the photographer's availability.");
  await expect(main.getByRole('heading', { level: 2, name: 'Fog Entry' })).toBeVisible();
  const fog = main.getByRole('button', { name: /^Fog Entry \(Dry Ice\)/ });
  await expect(fog).toContainText('₹599');
  await fog.click();
  await expect(fog).toHaveAttribute('aria-pressed', 'true');
  await expect(total).toHaveText(formatRupees(2396 + 998 + 499 + 599));
  await expect(page.locator('[data-summary="advance"]')).toHaveText('₹750');
  await expectNoAxeViolations(page);
  await page.reload();
  await stepReady(page, 'Add-ons');
  await expect(fog).toHaveAttribute('aria-pressed', 'true');
  await proceed.click();

  // SUM
  await page.waitForURL('**/BookingSummary');
  await stepReady(page, 'Terms and Conditions');
  booking = await expectSummaryMatchesServer(page, request);
  expect(booking.addons.map((a) => a._id)).toEqual(['addon-fog-entry']);
  await expect(page.locator('[data-summary="remaining"]')).toHaveText(formatRupees(booking.remainingAmount));
  const terms = main.getByRole('region', { name: 'Terms and conditions' });
  await expect(terms).not.toBeEmpty();
  expect(await terms.evaluate((el) => getComputedStyle(el).height)).toBe('700px');
  const pay = main.getByRole('button', { name: 'Confirm & Pay ₹750 to Reserve' });
  await expect(pay).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.reload();
  await stepReady(page, 'Terms and Conditions');
  await main.getByLabel('I agree to all the above conditions.').check();
  await expect(pay).toBeEnabled();
  await pay.click();
  // SUM-13: the browser goes to the payment provider's page (the server's sandbox here); the booking waits for its payment.
  await page.waitForURL(/\/sandbox\/phonepe\/pay\//);
  booking = await serverBooking(page, request);
  expect(booking.status).toBe('payment-pending');
});
