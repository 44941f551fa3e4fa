import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  dayFor,
  expectSummaryMatchesServer,
  makeComboBooking,
  fillDetails,
  JUBILEE,
  seedChoice,
  serverBooking,
  stepReady,
  stored,
} from './wizardHelpers.ts';

/**
 * The combo flow (checklist CF, CO; DECISIONS 1): from the home page's Standard package card through
 * /ComboForm, and from /Basicplan's COMBO PLAN, with the server's booking checked after each save.
 */

const couponBox = (page: Page) => page.getByRole('textbox', { name: 'Discount Coupon' });
const applyButton = (page: Page) => page.locator('main').getByRole('button', { name: /^(Apply|Applied|Checking\.\.\.)$/ });

test('CF: the Standard package card leads through /ComboForm (details, decoration, coupon) to the combo occasions', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 15);
  await page.goto('/');
  // On a phone the package cards are a moving carousel: the link is followed wherever the slide is.
  const standard = page.getByRole('link', { name: 'Choose Standard Plan' });
  await expect(standard).toHaveAttribute('href', '/theaters?plan=combo');
  await standard.dispatchEvent('click');
  await page.waitForURL(/\/theaters\?plan=combo$/);
  await page.getByRole('button', { name: `Book Now at ${JUBILEE}` }).click();
  await page.getByLabel('Select Your Date').fill(date);
  const aurora = page.locator('main article', { has: page.getByRole('heading', { level: 2, name: 'Aurora', exact: true }) });
  await aurora.getByRole('button', { name: /^09:00 - 12:00/ }).click();
  await aurora.getByRole('button', { name: /^Book Now/ }).click();

  await page.waitForURL('**/ComboForm');
  await stepReady(page, 'Combo Booking Details');
  const main = page.locator('main');
  // CF-01: the theatre with its city, the day and the slot.
  const overview = main.getByRole('region', { name: 'Your booking' });
  await expect(overview).toContainText('Aurora, Hyderabad');
  await expect(overview).toContainText('09:00 - 12:00');
  // CF-02, CF-03: the details, persons up to the room's seats (Aurora seats 4).
  await expect(main.getByRole('group', { name: 'Your details' })).toBeVisible();
  await expect(main.locator('#details-noOfPersons option:not([value=""])')).toHaveText(['1', '2', '3', '4']);
  // CF-04: decoration is required and its only answer is Yes.
  const decoration = page.getByLabel('Do you want decoration?');
  await expect(decoration.locator('option:not([value=""])')).toHaveText(['Yes']);
  // CF-10: the summary, at ₹0 until the package is chosen.
  await expect(page.locator('[data-summary="total"]')).toHaveText('₹0');

  await fillDetails(page, '2');
  const proceed = main.getByRole('button', { name: 'Proceed' });
  await proceed.click();
  await expect(decoration).toBeFocused();
  await expect(decoration).toHaveAccessibleDescription('Please choose whether you want decoration.');
  expect(page.url()).toContain('/ComboForm');
  await decoration.selectOption('Yes');

  // CF-05..09: the coupon check's message either way; a basic-plan code is refused on a combo.
  await couponBox(page).fill('NOSUCHCODE');
  await applyButton(page).click();
  await expect(couponBox(page)).toHaveAccessibleDescription('The coupon code NOSUCHCODE is not valid.');
  await couponBox(page).fill('flat400basic');
  await applyButton(page).click();
  await expect(couponBox(page)).toHaveAccessibleDescription('The coupon FLAT400BASIC is for the basic plan only.');
  await couponBox(page).fill('flat700combo');
  const check = page.waitForRequest((r) => r.url().endsWith('/web/checkcoupon'));
  await applyButton(page).click();
  expect((await check).postDataJSON()).toEqual({ couponId: 'flat700combo', amount: 0, type: 'combo' });
  await expect(main.getByRole('status').filter({ hasText: 'Coupon FLAT700COMBO added' })).toHaveText(
    'Coupon FLAT700COMBO added: ₹700 off on a sub total of ₹3,000 or more.',
  );
  await expect(applyButton(page)).toHaveText('Applied');
  await expect(applyButton(page)).toBeDisabled();
  await expect(couponBox(page)).toHaveValue('FLAT700COMBO');
  await expectNoAxeViolations(page);

  // A reload keeps everything typed and chosen.
  await page.reload();
  await stepReady(page, 'Combo Booking Details');
  await expect(page.locator('#details-userName')).toHaveValue('Asha Rao');
  await expect(decoration).toHaveValue('Yes');
  await expect(applyButton(page)).toHaveText('Applied');

  // CF-11, CF-12: Proceed makes the combo booking with the coupon, then the combo's occasions.
  const add = page.waitForRequest((r) => r.url().endsWith('/booking/new/addbooking'));
  await proceed.click();
  expect((await add).postDataJSON()).toMatchObject({
    type: 'combo',
    decoration: 'Yes',
    couponId: 'FLAT700COMBO',
    theatreId: 'th-aurora',
    noOfPersons: 2,
    subTotal: 0,
  });
  await page.waitForURL('**/ComboOccassions');
  await stepReady(page, "What's the celebration?");
  const booking = await expectSummaryMatchesServer(page, request);
  expect(booking).toMatchObject({ totalPrice: 0, status: 'held' });
  await expect(page.locator('[data-summary="total"]')).toHaveText('₹0');
  expect(await stored(page, 'booking:wizard')).toMatchObject({ plan: 'combo', coupon: { code: 'FLAT700COMBO' } });

  // On through the occasion and the package to the pay button, the server's totals at each step.
  await main.getByRole('button', { name: /^Anniversary/ }).click();
  await page.locator('#special-person-name').fill('Meera');
  await main.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/ComboPlans');
  await stepReady(page, 'Select Package Type');
  const special = page.getByRole('article', { name: 'Special', exact: true });
  await special.getByRole('button', { name: 'Select Package' }).click();
  const flavour = page.getByLabel('Select Flavor');
  await flavour.selectOption({ index: 1 });
  const chosenFlavour = await flavour.inputValue();
  await main.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/ComboBooking');
  await stepReady(page, 'Terms and Conditions');
  const paid = await expectSummaryMatchesServer(page, request);
  // Aurora's Special package for 2 (its members), FLAT700COMBO's ₹700 off now that the sub total passed ₹3,000.
  const special_ = (
    await (
      await request.post('/v1/theatre/web/getoccasionbyid', { data: { occasionId: 'occ-anniversary', theatreId: 'th-aurora' } })
    ).json()
  ).plans.find((p: { name: string }) => p.name === 'Special');
  expect(paid).toMatchObject({
    occasionId: 'occ-anniversary',
    personName: 'Meera',
    subTotal: special_.offerPrice,
    couponAmount: 700,
    totalPrice: special_.offerPrice - 700,
  });
  expect((await serverBooking(page, request)) as unknown).toMatchObject({ flavour: chosenFlavour });
  await expect(page.getByRole('button', { name: /^Confirm & Pay/ })).toHaveText(
    `Confirm & Pay ₹${paid.advancePayment.toLocaleString('en-IN')} to Reserve`,
  );
  await expectNoAxeViolations(page);

  // CF-13: Back goes to the theatre list.
  await page.goto('/ComboForm');
  await stepReady(page, 'Combo Booking Details');
  await main.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL('**/theaters');
});

test("CO: /Basicplan's COMBO PLAN leads to the combo occasions at ₹0; the name is asked for; Back is /Basicplan", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 16);
  await makeComboBooking(page, request, date, '3');
  await stepReady(page, "What's the celebration?");
  const main = page.locator('main');
  // CO-01: the occasion step as on /Occassions.
  await expect(main).toContainText('Decoration cannot be customized');
  await expect(main).toContainText('You can add multiple names by comma separated, if you have multiple special person');
  await main.getByRole('button', { name: /^Birthday/ }).click();
  // CO-02: the combo's totals are ₹0 until its package.
  await expect(page.locator('[data-summary="subtotal"]')).toHaveText('₹0');
  await expect(page.locator('[data-summary="total"]')).toHaveText('₹0');
  await expectNoAxeViolations(page);

  // CO-03, CO-04: saved without a sub total; an empty name keeps the customer here.
  const update = page.waitForRequest((r) => r.url().endsWith('/booking/new/updateocasion'));
  await main.getByRole('button', { name: 'Proceed' }).click();
  const body = (await update).postDataJSON();
  expect(body).toMatchObject({ occasionId: 'occ-birthday', personName: '', totalPrice: 0 });
  expect(body).not.toHaveProperty('subTotal');
  await expect(page.locator('#special-person-name')).toHaveAccessibleDescription('Please fill out the text field!');
  expect(page.url()).toContain('/ComboOccassions');
  expect((await serverBooking(page, request)).occasionId).toBe('occ-birthday');

  // CO-06: Back is /Basicplan, which still shows the combo plan chosen.
  await main.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL('**/Basicplan');
  await stepReady(page, 'Booking Details');
  await expect(page.getByRole('button', { name: /^COMBO PLAN/ })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await stepReady(page, "What's the celebration?");

  // CO-05: with a name, on to the packages.
  await page.locator('#special-person-name').fill('Asha');
  await main.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/ComboPlans');
  expect((await serverBooking(page, request)).personName).toBe('Asha');
});

test("a combo step opened with a basic booking goes to the basic flow's step", async ({ page, request }, testInfo) => {
  const date = dayFor(testInfo, 17);
  await seedChoice(page, request, date);
  await page.goto('/Basicplan');
  await fillDetails(page);
  await page.getByRole('button', { name: /^BASIC PLAN/ }).click();
  await page.getByRole('dialog', { name: 'Coupon Added!' }).getByRole('button', { name: 'Okay' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/Occassions');
  await page.goto('/ComboOccassions');
  await page.waitForURL('**/Occassions');
  await stepReady(page, "What's the celebration?");
});

test('SUM-16, SUM-17, SUM-11: /ComboBooking asks for the combo advance, sends the package price, and Back is /ComboPlans', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 35);
  await makeComboBooking(page, request, date, '3');
  await stepReady(page, "What's the celebration?");
  await page
    .locator('main')
    .getByRole('button', { name: /^Birthday/ })
    .click();
  await page.locator('#special-person-name').fill('Asha');
  await page.locator('main').getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/ComboPlans');

  // The package as /ComboPlans saves it, through the API with the tab's own token.
  const plans = (
    await (await request.post('/v1/theatre/web/getoccasionbyid', { data: { occasionId: 'occ-birthday', theatreId: 'th-aurora' } })).json()
  ).plans;
  const plan = plans.find((p: { name: string }) => p.name === 'Special');
  const products = (await (await request.post('/v1/theatre/web/getplanproducts', { data: { planId: plan._id } })).json()).planProducts;
  const cake = products.find((p: { categoryName: string }) => p.categoryName === 'cakes');
  const guest = await stored<{ token: string }>(page, 'booking:guest');
  const wizard = await stored<Record<string, unknown> & { bookingId: string }>(page, 'booking:wizard');
  // The package's price, each person above its members at its extra price, FLAT700COMBO's ₹700 off.
  const totalPrice = plan.offerPrice + Math.max(0, 3 - plan.noOfPersons) * plan.extraPersonPrice - 700;
  const saved = await request.post('/v1/theatre/booking/new/updatecombo', {
    headers: { authorization: `Bearer ${guest.token}` },
    data: { bookingId: wizard.bookingId, totalPrice, planId: plan._id, flavour: 'Black Forest', productId: cake._id },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.evaluate(
    ([w, p, c]) =>
      sessionStorage.setItem(
        'booking:wizard',
        JSON.stringify({
          ...w,
          comboPlan: p,
          planCake: { _id: c._id, name: c.name, cakeType: c.cakeType },
          flavour: 'Black Forest',
          priced: null,
        }),
      ),
    [wizard, plan, cake] as const,
  );

  await page.goto('/ComboBooking');
  await stepReady(page, 'Terms and Conditions');
  const charges = (await (await request.post('/v1/theatre/web/getcharges', { data: {} })).json()).charges;
  const booking = await expectSummaryMatchesServer(page, request);
  expect(booking.advancePayment).toBe(Math.min(charges.comboAdvancePayment, booking.totalPrice));
  await expect(page.locator('[data-summary="plan"]')).toHaveText(`₹${plan.offerPrice.toLocaleString('en-IN')}`);
  await expect(page.locator('[data-summary="advance"]')).toHaveText(`₹${booking.advancePayment.toLocaleString('en-IN')}`);
  await expect(page.locator('[data-summary="cake"]')).toHaveText(`${cake.name} (Black Forest)`);
  const terms = page.getByRole('region', { name: 'Terms and conditions' });
  await expect(terms).toBeVisible();
  const pay = page.getByRole('button', { name: /^Confirm & Pay/ });
  await expect(pay).toHaveText(`Confirm & Pay ₹${booking.advancePayment.toLocaleString('en-IN')} to Reserve`);
  await expect(pay).toBeDisabled();
  await page.getByLabel('I agree to all the above conditions.').check();
  await expectNoAxeViolations(page);
  const request_ = page.waitForRequest((r) => r.url().endsWith('/booking/new/updatebookingforPayment'));
  await pay.click();
  const body = (await request_).postDataJSON();
  expect(body).toMatchObject({
    planOfferPrice: plan.offerPrice,
    totalPrice: booking.totalPrice,
    advancePayment: booking.advancePayment,
    status: 'booking-confirmed',
    transactionStatus: 'completed',
    cashType: 'online',
    create_type: 'web',
    transactionId: '',
  });
  expect(body).not.toHaveProperty('theatrePrice');
  // SUM-13: to the payment provider's page; back from it, the step is there to leave by its Back.
  await page.waitForURL(/\/sandbox\/phonepe\/pay\//);
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('Terms and Conditions');

  await page.locator('main').getByRole('link', { name: 'Back' }).click();
  await page.waitForURL('**/ComboPlans');
});
