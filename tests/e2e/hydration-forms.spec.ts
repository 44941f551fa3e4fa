import { expect, test, type Page } from '@playwright/test';
import { formatRupees } from '../../src/lib/money.ts';
import { holdIslandScripts, hydrated, slowCpu, stillServerRendered, typeAsItShows, typeFromFirstSight } from './hydrationTyping.ts';
import { MORNING, TOMORROW } from './theatresHelpers.ts';
import { dayFor, JUBILEE, makeBooking, seedChoice, serverBooking, stored } from './wizardHelpers.ts';

/**
 * Nothing typed or chosen is lost to hydration: each island form is used the way a person on a slow
 * phone uses it, from the moment its fields show, on a four times slower CPU with the island's
 * scripts arriving late, and with them held back. Flows elsewhere type as soon as a field shows, too; these make sure the typing
 * really starts before hydration and goes on across it.
 */

const NAME = 'Asha Rao Venkataraman';
const details = (page: Page) => ({
  name: page.locator('#details-userName'),
  phone: page.locator('#details-userPhone'),
  email: page.locator('#details-userEmail'),
  persons: page.locator('#details-noOfPersons'),
});

test('/Basicplan on a slow CPU: the details typed from the moment they show, across hydration, all stay', async ({
  page,
  request,
}, testInfo) => {
  await seedChoice(page, request, dayFor(testInfo, 30));
  await slowCpu(page);
  const scripts = await holdIslandScripts(page);
  await page.goto('/Basicplan', { waitUntil: 'commit' });
  const f = details(page);
  await typeFromFirstSight(page, f.name, NAME, 60, scripts.release);
  await f.phone.pressSequentially('98765 43210', { delay: 40 });
  await f.email.pressSequentially('asha@example.com', { delay: 40 });
  await expect(f.email).toBeFocused();
  await hydrated(page);
  await f.persons.selectOption('3');
  await expect(f.name).toHaveValue(NAME);
  await expect(f.phone).toHaveValue('9876543210');
  await expect(f.email).toHaveValue('asha@example.com');
  expect((await stored(page, 'booking:wizard')).details).toMatchObject({
    userName: NAME,
    userPhone: '9876543210',
    userEmail: 'asha@example.com',
    noOfPersons: 3,
  });
});

test('/Basicplan with its scripts held back: what was typed meanwhile is there once they run', async ({ page, request }, testInfo) => {
  await seedChoice(page, request, dayFor(testInfo, 31));
  const scripts = await holdIslandScripts(page);
  await page.goto('/Basicplan', { waitUntil: 'commit' });
  const f = details(page);
  await typeFromFirstSight(page, f.name, 'Asha Rao');
  await f.phone.pressSequentially('9876543210');
  await f.email.pressSequentially('asha@example.com');
  await scripts.release();
  await hydrated(page);
  await expect(f.name).toHaveValue('Asha Rao');
  await expect(f.phone).toHaveValue('9876543210');
  await expect(f.email).toHaveValue('asha@example.com');
  // The person is still where they were, not sent to the heading.
  await expect(f.email).toBeFocused();
  // And the form goes on as usual: the plan and on.
  await f.persons.selectOption('2');
  expect((await stored(page, 'booking:wizard')).details).toMatchObject({ userName: 'Asha Rao', userPhone: '9876543210', noOfPersons: 2 });
});

test('/ComboForm on a slow CPU and with its scripts held back: details, decoration and coupon code typed early all stay', async ({
  page,
  request,
}, testInfo) => {
  await seedChoice(page, request, dayFor(testInfo, 32));
  await slowCpu(page);
  const late = await holdIslandScripts(page);
  await page.goto('/ComboForm', { waitUntil: 'commit' });
  const f = details(page);
  await typeFromFirstSight(page, f.name, NAME, 60, late.release);
  await page.locator('#combo-decoration').selectOption('Yes');
  await page.locator('#discount-coupon').pressSequentially('FLAT700COMBO', { delay: 40 });
  await hydrated(page);
  await expect(f.name).toHaveValue(NAME);
  await expect(page.locator('#combo-decoration')).toHaveValue('Yes');
  await expect(page.locator('#discount-coupon')).toHaveValue('FLAT700COMBO');
  // The island takes in what was typed in its first effect, a moment after hydration.
  await expect.poll(() => stored(page, 'booking:wizard')).toMatchObject({ decoration: 'Yes', details: { userName: NAME } });

  // Again with the scripts held: Apply cannot send the form anywhere before the island can check the code.
  await page.evaluate(() => sessionStorage.removeItem('booking:wizard'));
  const scripts = await holdIslandScripts(page);
  await page.goto('/ComboForm', { waitUntil: 'commit' });
  await typeFromFirstSight(page, page.locator('#discount-coupon'), 'FLAT700COMBO', 0);
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.locator('#combo-decoration').selectOption('Yes');
  await f.name.pressSequentially('Meera');
  await scripts.release();
  await hydrated(page);
  await expect(f.name).toHaveValue('Meera');
  await expect(page.locator('#combo-decoration')).toHaveValue('Yes');
  await expect(page.locator('#discount-coupon')).toHaveValue('FLAT700COMBO');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
});

test('/BookingDetails: the form waits for its island, and a Type chosen the moment it shows on a slow CPU stays, with its persons field', async ({
  page,
  request,
}, testInfo) => {
  await seedChoice(page, request, dayFor(testInfo, 33));
  // Held back, the page offers nothing that would be lost: only that the form is loading.
  const scripts = await holdIslandScripts(page);
  await page.goto('/BookingDetails', { waitUntil: 'commit' });
  await expect(page.getByText('Loading the booking form...')).toBeVisible();
  await expect(page.locator('main select, main input')).toHaveCount(0);
  await scripts.release();

  await slowCpu(page);
  await page.goto('/BookingDetails', { waitUntil: 'commit' });
  const type = page.locator('#onepage-type');
  await type.waitFor();
  await type.selectOption('combo');
  const persons = page.locator('#details-noOfPersons');
  await expect(persons).toBeVisible();
  await persons.selectOption('2');
  await typeAsItShows(page.locator('#details-userName'), 'Asha');
  await expect(type).toHaveValue('combo');
  await expect(persons).toHaveValue('2');
  await expect(page.locator('#details-userName')).toHaveValue('Asha');
  await expect.poll(() => stored(page, 'booking:wizard')).toMatchObject({ plan: 'combo', details: { noOfPersons: 2, userName: 'Asha' } });
});

test('/Checkout: the coupon code and the payment type wait for the booking the island reads; typed and chosen the moment they show, both stay', async ({
  page,
  request,
}, testInfo) => {
  await makeBooking(page, request, dayFor(testInfo, 26));
  // Held back, the page offers nothing that would be lost: the booking's labels, and Check Out disabled.
  const scripts = await holdIslandScripts(page);
  await page.goto('/Checkout', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Check Out', exact: true })).toBeDisabled();
  expect(await stillServerRendered(page)).toBe(true);
  await expect(page.locator('main input')).toHaveCount(0);
  await scripts.release();

  // The code's field and the payment type show together, once the booking is read.
  const code = page.getByLabel('Coupon code');
  const advance = page.getByRole('radio', { name: /^Advance Amount/ });
  await typeAsItShows(code, 'CELEBRATE10');
  await advance.check();
  await hydrated(page);
  await expect(code).toHaveValue('CELEBRATE10');
  await expect(advance).toBeChecked();
  // The island has both, not just the page: the advance is what is paid now, and Apply checks the code typed.
  const booking = await serverBooking(page, request);
  await expect(page.locator('[data-summary="paynow"]')).toHaveText(formatRupees(booking.advancePayment));
  const check = page.waitForRequest((r) => r.url().endsWith('/web/checkcoupon'));
  await page.getByRole('button', { name: 'Apply' }).click();
  expect((await check).postDataJSON()).toMatchObject({ couponId: 'CELEBRATE10' });
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(advance).toBeChecked();
});

test('/BookingSummary: scrolled down to the terms’ box while the island loads, the page stays where the person is, and the tick counts', async ({
  page,
  request,
}, testInfo) => {
  await makeBooking(page, request, dayFor(testInfo, 24));
  const scripts = await holdIslandScripts(page);
  await page.goto('/BookingSummary', { waitUntil: 'commit' });
  const box = page.getByLabel('I agree to all the above conditions.');
  await box.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await scripts.release();
  await hydrated(page);
  // The step's heading takes the focus for a screen reader, without moving the page under the person's finger.
  await expect(page.locator('main h1')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await box.check();
  await expect(page.getByRole('button', { name: /^Confirm & Pay/ })).toBeEnabled();
});

test('/enquiry on a slow CPU and with its scripts held back: what was typed stays', async ({ page }) => {
  const fields = {
    name: page.locator('#enquiry-name'),
    mobile: page.locator('#enquiry-mobileNumber'),
    event: page.locator('#enquiry-eventName'),
  };
  // Its island is small: on a slow CPU it may hydrate before the field shows. The scripts held back
  // below make sure the typing starts before.
  await slowCpu(page);
  await page.goto('/enquiry', { waitUntil: 'commit' });
  await typeAsItShows(fields.name, NAME);
  await fields.mobile.pressSequentially('9876543210', { delay: 40 });
  await fields.event.pressSequentially('Birthday', { delay: 40 });
  await hydrated(page);
  await expect(fields.name).toHaveValue(NAME);
  await expect(fields.mobile).toHaveValue('9876543210');
  await expect(fields.event).toHaveValue('Birthday');

  const scripts = await holdIslandScripts(page);
  await page.goto('/enquiry', { waitUntil: 'commit' });
  await typeFromFirstSight(page, fields.name, 'Meera', 0);
  await fields.mobile.pressSequentially('9123456780');
  await scripts.release();
  await hydrated(page);
  await expect(fields.name).toHaveValue('Meera');
  await expect(fields.mobile).toHaveValue('9123456780');
});

test('/profile sign-in: the island draws its fields, and the phone and password typed as they show stay, on a slow CPU', async ({
  page,
}) => {
  const scripts = await holdIslandScripts(page);
  await page.goto('/profile', { waitUntil: 'commit' });
  await expect(page.locator('main input')).toHaveCount(0);
  await scripts.release();
  await slowCpu(page);
  await page.goto('/profile', { waitUntil: 'commit' });
  await typeAsItShows(page.getByLabel('Phone Number'), '9876500001');
  await typeAsItShows(page.getByLabel('Password'), 'Celebrate@2026');
  await expect(page.getByLabel('Phone Number')).toHaveValue('9876500001');
  await expect(page.getByLabel('Password')).toHaveValue('Celebrate@2026');
});

test('/theaters: Book Now waits for its island; pressed as soon as it can be on a slow CPU it takes the branch, and a date set the moment its field shows stays', async ({
  page,
}) => {
  await page.clock.setFixedTime(MORNING);
  const scripts = await holdIslandScripts(page);
  await page.goto('/theaters', { waitUntil: 'commit' });
  const bookNow = page.getByRole('button', { name: `Book Now at ${JUBILEE}` });
  await expect(bookNow).toBeDisabled();
  await scripts.release();

  await slowCpu(page);
  await page.goto('/theaters', { waitUntil: 'commit' });
  await bookNow.click();
  const date = page.locator('#theatre-date');
  const listed = page.waitForRequest((r) => r.url().endsWith('/getalltheatres/forweb') && r.postDataJSON().slotDate === TOMORROW);
  await date.fill(TOMORROW);
  await listed;
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(date).toHaveValue(TOMORROW);
  expect(await page.evaluate(() => sessionStorage.getItem('booking:date'))).toBe(TOMORROW);
});
