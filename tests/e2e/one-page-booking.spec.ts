import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LAYOUT } from './layout.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  JUBILEE,
  aurora,
  chooseOccasion,
  dayFor,
  makeComboBooking,
  seedChoice,
  serverBooking,
  stepReady,
  stored,
} from './wizardHelpers.ts';

/**
 * /BookingDetails, the one-page booking (DECISIONS 1; checklist THR-52..61, VAL-01..10): from a
 * theatre card's 'Book on one page' to /Checkout with the booking saved on the server, in both
 * types. Tests that book take days 18 and 19; the others make no booking.
 */

const HEADING = 'Booking Details';

/** /theaters: the branch, the day, Aurora's 09:00 slot and 'Book on one page'. */
async function fromTheatres(page: Page, date: string): Promise<void> {
  await page.goto('/theaters');
  await page.getByRole('button', { name: `Book Now at ${JUBILEE}` }).click();
  await page.getByLabel('Select Your Date').fill(date);
  const aurora = page.locator('main article', { has: page.getByRole('heading', { level: 2, name: 'Aurora', exact: true }) });
  await aurora.getByRole('button', { name: /^09:00 - 12:00/ }).click();
  await aurora.getByRole('button', { name: /^Book on one page/ }).click();
  await page.waitForURL('**/BookingDetails');
  await stepReady(page, HEADING);
}

/** The choice put in the tab as the card would, and the form opened: for tests that book nothing. */
async function seeded(page: Page, request: APIRequestContext, date: string): Promise<void> {
  await seedChoice(page, request, date);
  await page.goto('/BookingDetails');
  await stepReady(page, HEADING);
}

async function fillContact(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Rao');
  await page.getByLabel('Mobile / WhatsApp Number').fill('9876543210');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
}

const persons = (page: Page) => page.getByLabel('Number of Persons');
const occasion = (page: Page) => page.getByRole('combobox', { name: 'Occasion', exact: true });
const personName = (page: Page) => page.getByLabel('Special Person Name');
const plan = (page: Page) => page.getByRole('combobox', { name: 'Package', exact: true });
const total = (page: Page) => page.locator('[data-summary="total"]');

test('THR-52..54: a basic booking with an occasion, a cake and an add-on is saved and goes to /Checkout', async ({
  page,
  request,
}, testInfo) => {
  await fromTheatres(page, dayFor(testInfo, 18));
  await expect(page.locator('[data-choice="theatre"]')).toContainText('Aurora');
  await expect(page.locator('[data-choice="slot"]')).toHaveText('09:00 - 12:00');

  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('normal');
  await persons(page).selectOption('3');
  const productsCall = page.waitForRequest('**/web/getallproducts');
  const cakesCall = page.waitForRequest('**/web/category/getcakes');
  await occasion(page).selectOption({ label: 'Birthday (₹299)' });
  await Promise.all([productsCall, cakesCall]);
  await personName(page).fill('Asha');
  await page.getByRole('checkbox', { name: /^Black Forest \(Egg/ }).check();
  await page.getByLabel('Weight of Black Forest', { exact: true }).selectOption('1');
  await page.getByRole('checkbox', { name: /^LED Name Letters/ }).check();
  await fillContact(page);
  // Aurora for 3 (one extra at ₹299), Birthday ₹299, Black Forest 1 kg ₹998, LED letters ₹499, less
  // FLAT400BASIC, the basic plan's offer, as /Basicplan's card gives it.
  await expect(page.locator('[data-offer]')).toHaveText('Coupon FLAT400BASIC added: ₹400 off on a sub total of ₹1,000 or more.');
  await expect(total(page)).toHaveText('₹3,843');
  const shown = await total(page).innerText();

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/Checkout');
  const booking = await serverBooking(page, request);
  expect(booking).toMatchObject({ type: 'normal', noOfPersons: 3, occasionId: 'occ-birthday', personName: 'Asha', couponAmount: 400 });
  expect(booking.cakes).toMatchObject([{ _id: 'cake-egg-black-forest', quantity: '1' }]);
  expect(booking.addons.map((a) => a._id)).toEqual(['addon-led-name-letters']);
  expect(formatRupees(booking.totalPrice)).toBe(shown);
  expect(await stored(page, 'booking:wizard')).toMatchObject({ plan: 'normal', coupon: { code: 'FLAT400BASIC' } });

  // Back to the form and sent again with changes: the same booking takes them.
  const firstId = (await stored(page, 'booking:wizard')).bookingId;
  await page.goBack();
  await stepReady(page, HEADING);
  await page.getByLabel('Weight of Black Forest', { exact: true }).selectOption('500');
  await page.getByRole('checkbox', { name: /^LED Name Letters/ }).uncheck();
  await expect(total(page)).toHaveText('₹2,845');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/Checkout');
  const again = await serverBooking(page, request);
  expect(again).toMatchObject({ totalPrice: 2845, occasionId: 'occ-birthday' });
  expect(again.cakes).toMatchObject([{ _id: 'cake-egg-black-forest', quantity: '500' }]);
  expect(again.addons).toEqual([]);
  expect((await stored(page, 'booking:wizard')).bookingId).toBe(firstId);
});

test('THR-55/56: a combo with its occasion, package and flavour is saved and goes to /Checkout', async ({ page, request }, testInfo) => {
  await fromTheatres(page, dayFor(testInfo, 19));
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('combo');
  await persons(page).selectOption('2');
  const plansCall = page.waitForRequest('**/web/getoccasionbyid');
  await occasion(page).selectOption({ label: 'Anniversary' });
  expect((await plansCall).postDataJSON()).toEqual({ occasionId: 'occ-anniversary', theatreId: 'th-aurora' });
  await personName(page).fill('Ravi, Meera');
  const productsCall = page.waitForRequest('**/web/getplanproducts');
  await plan(page).selectOption({ label: 'Standard (2 Members): ₹4,100' });
  expect((await productsCall).postDataJSON()).toMatchObject({ planId: 'plan-aurora-anniversary-standard' });
  const flavour = page.getByLabel(/^Select Flavor for/);
  await flavour.selectOption('Pineapple');
  await expect(page.getByRole('list', { name: 'Add-ons Included' }).getByRole('listitem')).not.toHaveCount(0);
  await fillContact(page);
  // Standard for 2 at ₹4,100, less FLAT700COMBO, the combo plan's offer.
  await expect(total(page)).toHaveText('₹3,400');

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/Checkout');
  const booking = (await serverBooking(page, request)) as Awaited<ReturnType<typeof serverBooking>> & {
    type: string;
    planId: string;
    flavour: string;
    productId: string;
  };
  expect(booking).toMatchObject({
    type: 'combo',
    planId: 'plan-aurora-anniversary-standard',
    flavour: 'Pineapple',
    occasionId: 'occ-anniversary',
    personName: 'Ravi, Meera',
  });
  expect(booking.productId).toBeTruthy();
  expect(booking).toMatchObject({ couponAmount: 700, totalPrice: 3400 });
});

test('one package, one price: a Standard combo for 3 costs ₹3,749 through the wizard and through Book on one page to /Checkout', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // The wizard: /Basicplan's COMBO PLAN (FLAT700COMBO comes with it), the occasion, the Standard package.
  await makeComboBooking(page, request, dayFor(testInfo, 45), '3');
  await chooseOccasion(page, 'Anniversary', 'Meera');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/ComboPlans');
  await page.getByRole('article', { name: 'Standard', exact: true }).getByRole('button', { name: 'Select Package' }).click();
  await page.getByLabel('Select Flavor').selectOption('Pineapple');
  await expect(total(page)).toHaveText('₹3,749');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/ComboBooking');
  const byWizard = await serverBooking(page, request);
  expect(byWizard).toMatchObject({ subTotal: 4449, couponAmount: 700, totalPrice: 3749 });

  // The one-page form, from the theatre card's 'Book on one page', to /Checkout.
  await page.goto('/'); // the home page lets the booking in progress go
  const card = await aurora(page, dayFor(testInfo, 43));
  await card.getByRole('button', { name: /^09:00 - 12:00/ }).click();
  await card.getByRole('button', { name: /^Book on one page/ }).click();
  await page.waitForURL('**/BookingDetails');
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('combo');
  await expect(page.locator('[data-offer]')).toHaveText('Coupon FLAT700COMBO added: ₹700 off on a sub total of ₹3,000 or more.');
  await persons(page).selectOption('3');
  await occasion(page).selectOption({ label: 'Anniversary' });
  await personName(page).fill('Meera');
  await plan(page).selectOption({ label: 'Standard (2 Members): ₹4,100' });
  await page.getByLabel(/^Select Flavor for/).selectOption('Pineapple');
  await fillContact(page);
  await expect(total(page)).toHaveText('₹3,749');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/Checkout');
  await expect(page.locator('[data-summary="coupon"]')).toHaveText('- ₹700');
  await expect(page.locator('[data-summary="total"]')).toHaveText('₹3,749');
  const byOnePage = await serverBooking(page, request);
  for (const figure of ['subTotal', 'couponAmount', 'totalPrice'] as const) expect(byOnePage[figure]).toBe(byWizard[figure]);
});

test('THR-53: choosing the type reveals the persons, occasion and add-on sections', async ({ page, request }, testInfo) => {
  await seeded(page, request, dayFor(testInfo, 20));
  await expect(persons(page)).toHaveCount(0);
  await expect(occasion(page)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('normal');
  await expect(persons(page)).toBeVisible();
  await expect(occasion(page)).toBeVisible();
  await occasion(page).selectOption({ label: 'Proposal (₹499)' });
  await expect(page.getByRole('group', { name: 'Cakes' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^LED Name Letters/ })).toBeVisible();
});

test("THR-58/59, VAL-01..07: required fields say so, the first one is focused, the special person name in the spec's words", async ({
  page,
  request,
}, testInfo) => {
  await seeded(page, request, dayFor(testInfo, 21));
  let booked = false;
  page.on('request', (r) => r.url().includes('addbooking') && (booked = true));
  const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
  await proceed.click();
  const type = page.getByRole('combobox', { name: 'Type', exact: true });
  await expect(type).toBeFocused();
  await expect(type).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#onepage-type-error')).toHaveText('Please choose the booking type.');
  await expect(page.locator('#details-userName-error')).toHaveText('Please enter your name.');

  await type.selectOption('normal');
  await persons(page).selectOption('2');
  await occasion(page).selectOption({ label: 'Birthday (₹299)' });
  const leadCall = page.waitForRequest('**/web/addlead');
  await fillContact(page);
  const lead = await leadCall;
  await proceed.click();
  await expect(personName(page)).toBeFocused();
  await expect(page.locator('#special-person-name-error')).toHaveText('Please fill out the text field!');
  await expect(personName(page)).toHaveAttribute('aria-describedby', /special-person-name-error/);

  // VAL-08/09: a lead goes once the phone holds 10 digits (filled above), with the slot.
  expect(lead.postDataJSON()).toMatchObject({ theatreId: 'th-aurora', time: '09:00 - 12:00', phone: '9876543210' });
  await page.getByLabel('Mobile / WhatsApp Number').fill('98a7');
  await expect(page.getByLabel('Mobile / WhatsApp Number')).toHaveValue('987');
  expect(booked).toBe(false);
});

test('THR-60/61: persons run to maxSeating with extra persons allowed, else maxPeople; a count above is nulled', async ({
  page,
  request,
}, testInfo) => {
  await seeded(page, request, dayFor(testInfo, 22));
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('normal');
  // Aurora: 2 included, 4 seats, extra persons allowed: 1..4 and the prompt.
  await expect(persons(page).locator('option')).toHaveCount(5);
  await persons(page).selectOption('4');
  await page.evaluate(() => {
    const choice = JSON.parse(sessionStorage.getItem('booking:choice')!);
    sessionStorage.setItem('booking:choice', JSON.stringify({ ...choice, theatre: { ...choice.theatre, extraPerson: 'No' } }));
  });
  await page.reload();
  await stepReady(page, HEADING);
  await expect(persons(page).locator('option')).toHaveCount(3);
  await expect(persons(page)).toHaveValue('');
  await expect.poll(async () => (await stored(page, 'booking:wizard')).details.noOfPersons).toBe(0);
});

test('THR-57: a new occasion resets the chosen package; the form passes axe', LAYOUT, async ({ page, request }, testInfo) => {
  await seeded(page, request, dayFor(testInfo, 23));
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('combo');
  await persons(page).selectOption('2');
  await occasion(page).selectOption({ label: 'Birthday' });
  await plan(page).selectOption({ label: 'Standard (2 Members): ₹4,100' });
  await expect(page.getByLabel(/^Select Flavor for/)).toBeVisible();
  await expectNoAxeViolations(page);

  await occasion(page).selectOption({ label: 'Farewell' });
  await expect(plan(page)).toHaveValue('');
  await expect(page.getByLabel(/^Select Flavor for/)).toHaveCount(0);
  expect(await stored(page, 'booking:wizard')).toMatchObject({ comboPlan: null, planCake: null, flavour: '' });

  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('normal');
  await expect(page.getByRole('checkbox', { name: /^LED Name Letters/ })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expectNoAxeViolations(page);
});
