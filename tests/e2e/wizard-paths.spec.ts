import { expect, test } from '@playwright/test';
import { LAYOUT } from './layout.ts';
import { expectNoAxeViolations } from './axe.ts';
import { coveredControls } from '../support/coveredControls.ts';
import { holdIslandScripts, hydrated } from './hydrationTyping.ts';
import {
  chooseBasicPlan,
  chooseOccasion,
  dayFor,
  expectStopped,
  fillDetails,
  makeBooking,
  otherVisitorBooking,
  seedChoice,
  stepReady,
  stored,
} from './wizardHelpers.ts';

/** Back targets, validation messages, no booking, and the 406, 403 paths, all against the real server. */

const STEPS = [
  { path: '/Occassions', heading: "What's the celebration?", back: '/Basicplan' },
  { path: '/CakesComponent', heading: 'Select Cake', back: '/Occassions' },
  { path: '/AddOnscomponent', heading: 'Add-ons', back: '/CakesComponent' },
  { path: '/BookingSummary', heading: 'Terms and Conditions', back: '/AddOnscomponent' },
];

test('OCC-14, CKC-13, ADD-10, SUM-15: every Back goes to the step before; Basicplan Back to /theaters', async ({
  page,
  request,
}, testInfo) => {
  await makeBooking(page, request, dayFor(testInfo, 1));
  for (const step of STEPS) {
    await page.goto(step.path);
    await stepReady(page, step.heading);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`**${step.back}`);
  }
  await page.goto('/Basicplan');
  await stepReady(page, 'Booking Details');
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/theaters');
});

test('VAL-01..07, BP-10: each details message, tied to its field; the phone keeps digits only', async ({ page, request }, testInfo) => {
  await seedChoice(page, request, dayFor(testInfo, 2));
  await page.goto('/Basicplan');
  await stepReady(page, 'Booking Details');
  await expect(page.locator('#details-userName')).toHaveAttribute('placeholder', 'Enter Your Name');
  await chooseBasicPlan(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  const messages = {
    userName: 'Please enter your name.',
    noOfPersons: 'Please choose the number of persons (1 to 4).',
    userPhone: 'Please enter your mobile / WhatsApp number.',
    userEmail: 'Please enter your email.',
  };
  for (const [field, message] of Object.entries(messages)) {
    const control = page.locator(`#details-${field}`);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await control.getAttribute('aria-describedby')}`)).toHaveText(message);
  }
  await expect(page.locator('#details-userName')).toBeFocused();
  await expectNoAxeViolations(page);

  const phone = page.locator('#details-userPhone');
  await phone.pressSequentially('98a7');
  await expect(phone).toHaveValue('987');
  await phone.blur();
  await expect(page.locator('#details-userPhone-error')).toHaveText('Mobile number must be exactly 10 digits.');
  await phone.fill('5123456789');
  await phone.blur();
  await expect(page.locator('#details-userPhone-error')).toHaveText('Mobile number must start with 6, 7, 8 or 9.');
  await page.locator('#details-userEmail').fill('a@');
  await page.locator('#details-userEmail').blur();
  await expect(page.locator('#details-userEmail-error')).toHaveText('Please enter a valid email address.');
  expect(await stored(page, 'booking:wizard')).toMatchObject({ bookingId: null });
});

test('OCC-12: with the name empty the occasion is saved and "Please fill out the text field!" keeps the customer there', async ({
  page,
  request,
}, testInfo) => {
  await makeBooking(page, request, dayFor(testInfo, 3));
  // Proceed with no occasion asks for one; the notice goes as soon as one is chosen.
  await page.getByRole('button', { name: 'Proceed' }).click();
  const notice = page.locator('#toasts').getByText('Please choose the celebration.');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: /^Birthday/ }).click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed' }).click();
  const name = page.locator('#special-person-name');
  await expect(page.locator('#special-person-name-error')).toHaveText('Please fill out the text field!');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  expect(page.url()).toMatch(/\/Occassions$/);
  await name.fill('Asha');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/CakesComponent');
});

test('SUM-05, SUM-06: the pay button waits for the box, ticked even before the island ran; unticking says why', async ({
  page,
  request,
}, testInfo) => {
  await makeBooking(page, request, dayFor(testInfo, 4));
  // The box is in the page's HTML: ticked while the island's scripts are held back, it stays ticked.
  const scripts = await holdIslandScripts(page);
  await page.goto('/BookingSummary', { waitUntil: 'commit' });
  const box = page.getByLabel('I agree to all the above conditions.');
  const pay = page.getByRole('button', { name: /^Confirm & Pay/ });
  await box.check();
  await expect(pay).toBeDisabled();
  await scripts.release();
  await hydrated(page);
  await expect(box).toBeChecked();
  await expect(pay).toBeEnabled();
  await box.uncheck();
  await expect(pay).toBeDisabled();
  await expect(page.locator(`#${await box.getAttribute('aria-describedby')}`)).toHaveText(
    'You must agree to the terms and conditions to proceed.',
  );
  await expectNoAxeViolations(page);
});

test('406: a slot another visitor holds says so in a dialog that waits for Okay, then the theatre list', async ({
  page,
  request,
}, testInfo) => {
  const date = dayFor(testInfo, 6);
  await page.clock.install();
  await seedChoice(page, request, date);
  await otherVisitorBooking(request, date);
  await page.goto('/Basicplan');
  await fillDetails(page);
  await chooseBasicPlan(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expectStopped(page, 'this slot has just been booked by someone else', { clockInstalled: true });
  // What was typed stays for the next slot.
  expect(await stored(page, 'booking:wizard')).toMatchObject({ bookingId: null, details: { userName: 'Asha Rao' } });
});

test("403: another visitor's booking id in the tab gets 'Access Denied' and the theatre list", async ({ page, request }, testInfo) => {
  await makeBooking(page, request, dayFor(testInfo, 7));
  const theirs = await otherVisitorBooking(request, dayFor(testInfo, 7), { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' });
  await page.evaluate((id) => {
    const wizard = JSON.parse(sessionStorage.getItem('booking:wizard')!);
    sessionStorage.setItem('booking:wizard', JSON.stringify({ ...wizard, bookingId: id }));
  }, theirs);
  await page.reload();
  await stepReady(page, "What's the celebration?");
  await chooseOccasion(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expectStopped(page, 'Access Denied: You do not have permission to view this page.');
});

test('OCC-08, OCC-09: the summary is collapsible, open by default over 768 px only', async ({ page, request }, testInfo) => {
  await makeBooking(page, request, dayFor(testInfo, 8));
  const toggle = page.getByRole('button', { name: /^Booking Summary/ });
  for (const [width, open] of [
    [1024, 'true'],
    [600, 'false'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await stepReady(page, "What's the celebration?");
    await expect(toggle).toHaveAttribute('aria-expanded', open);
  }
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-summary="total"]')).toBeVisible();
  await toggle.click();
  await expect(page.locator('[data-summary="total"]')).toBeHidden();
});

test('BP-16: with the combo plan the summary shows ₹0, and Proceed leads to /ComboOccassions', async ({ page, request }, testInfo) => {
  await seedChoice(page, request, dayFor(testInfo, 9));
  await page.goto('/Basicplan');
  await fillDetails(page);
  await page.getByRole('button', { name: /^COMBO PLAN/ }).click();
  await page.getByRole('dialog', { name: 'Coupon Added!' }).getByRole('button', { name: 'Okay' }).click();
  await expect(page.locator('[data-summary="subtotal"]')).toHaveText('₹0');
  await expect(page.locator('[data-summary="total"]')).toHaveText('₹0');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/ComboOccassions');
});

test(
  'every step with a booking in progress keeps its controls clear of the call and WhatsApp bar',
  LAYOUT,
  async ({ page, request }, testInfo) => {
    await makeBooking(page, request, dayFor(testInfo, 11));
    // The summary starts closed on a phone and open on a laptop: the press turns it the other way.
    const toggled = testInfo.project.name === 'mobile' ? 'true' : 'false';
    for (const step of [{ path: '/Basicplan', heading: 'Booking Details' }, ...STEPS]) {
      await page.goto(step.path);
      await stepReady(page, step.heading);
      const toggle = page.getByRole('button', { name: /^Booking Summary/ });
      await toggle.click();
      await expect(toggle, step.path).toHaveAttribute('aria-expanded', toggled);
      expect(await coveredControls(page), step.path).toEqual([]);
    }
  },
);
