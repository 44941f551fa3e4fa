import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  basicToPay,
  confirmAndPay,
  decideOnPayPage,
  expectInvoicePdf,
  expectPaid,
  expectSessionCleared,
  expectSlotOnTheatres,
  openElsewhere,
  outcomeRead,
  outcomeUrl,
  proceedTo,
  wayBack,
} from './paymentHelpers.ts';
import {
  bookingWithToken,
  bookOnTheatres,
  chooseBasicPlan,
  chooseOccasion,
  dayFor,
  expectStopped,
  fillDetails,
  seedChoice,
  stepReady,
  stored,
  tabBooking,
} from './wizardHelpers.ts';

/**
 * Paying for a wizard booking through the redirect provider (the server's PhonePe sandbox): Confirm
 * & Pay, the provider's page, /payment-processing, and the outcome page (checklist SUM-13, PAY-01..10),
 * with what the theatre list shows of the slot afterwards.
 */

test('basic: Decline fails and frees the slot; booked again, Pay confirms it with the order id, the invoice PDF, and the slot booked; each way back shows its outcome in a fresh browser too', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 36);

  await basicToPay(page, date);
  const declined = await confirmAndPay(page);
  const declinedWayBack = wayBack(page);
  await decideOnPayPage(page, 'Decline');
  await page.waitForURL(outcomeUrl('fail', declined));
  await expect(page.locator('main h1')).toHaveText('Payment Failed');
  await expect(page.locator('main')).toContainText('Please Try Again');
  await expect(page.locator('main img')).toBeVisible();
  await expect(page.locator('main')).toContainText('No money was taken.');
  await expectNoAxeViolations(page);
  // Try Again goes back to the booking (paid on a second go in payment-retry.spec.ts); here it is
  // left for a new one: the home page ends it.
  await page.getByRole('link', { name: 'Try Again' }).click();
  await page.waitForURL('**/BookingSummary');
  await page.goto('/');
  await expectSlotOnTheatres(page, date, 'open');

  await basicToPay(page, date);
  const paid = await confirmAndPay(page);
  expect(paid).not.toBe(declined);
  const { wayBackUrl, orderId, invoice } = await expectPaid(page, request, paid);
  await expectSlotOnTheatres(page, date, 'booked');

  // The way back opened where the paying tab's session is not (a UPI app's hand-off, another browser):
  // the reference it carries shows the outcome, without the booking's token.
  expect(new URL(wayBackUrl).searchParams.get('id')).toBe(paid);
  const { page: elsewhere, answers } = await openElsewhere(browser, wayBackUrl, '/payment-success');
  await expect(elsewhere.locator('main h1')).toHaveText('Payment Successful');
  await expect(elsewhere).toHaveTitle(/^Payment Successful \|/);
  await expect(elsewhere.getByRole('img', { name: 'Thank you!' })).toBeVisible();
  await expect(elsewhere.locator('[data-outcome="order-id"]')).toHaveText(orderId);
  await expect(elsewhere.getByRole('link', { name: /^Invoice/ })).toHaveAttribute('href', invoice);
  expect(await elsewhere.evaluate(() => sessionStorage.getItem('booking:guest'))).toBeNull();
  // What the reference is told is the outcome, never who booked.
  expect(answers.at(-1)).toMatchObject({ bookingId: paid, status: 'booking-confirmed', orderId });
  expect(answers.at(-1)).not.toHaveProperty('userName');
  expect(JSON.stringify(answers)).not.toMatch(/Asha|98765|@example/);
  await elsewhere.context().close();

  const failed = await openElsewhere(browser, await declinedWayBack, '/payment-fail');
  // The fail page's own read says failed, so it stays, saying so.
  await expect.poll(() => failed.answers.length).toBe(2);
  expect(failed.answers.map((a) => a.status)).toEqual(['payment-failed', 'payment-failed']);
  await expect(failed.page.locator('main h1')).toHaveText('Payment Failed');
  await expect(failed.page.locator('main')).toContainText('Please Try Again');
  await expect(failed.page).toHaveURL(outcomeUrl('fail', declined));
  await failed.page.context().close();
});

test('combo: from /theaters through COMBO PLAN, a package and /ComboBooking, Pay confirms it', async ({ page, request }, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 37);
  await bookOnTheatres(page, date);
  await page.waitForURL('**/Basicplan');
  await fillDetails(page);
  await page.getByRole('button', { name: /^COMBO PLAN/ }).click();
  await page.getByRole('dialog', { name: 'Coupon Added!' }).getByRole('button', { name: 'Okay' }).click();
  await proceedTo(page, 'ComboOccassions', "What's the celebration?");
  await chooseOccasion(page);
  await proceedTo(page, 'ComboPlans', 'Select Package Type');
  await page.getByRole('article', { name: 'Standard', exact: true }).getByRole('button', { name: 'Select Package' }).click();
  await page.getByLabel('Select Flavor').selectOption({ index: 1 });
  await proceedTo(page, 'ComboBooking', 'Terms and Conditions');

  const bookingId = await confirmAndPay(page);
  await expectPaid(page, request, bookingId);
  await expectSlotOnTheatres(page, date, 'booked');
});

test('a change after the pay page opened: the customer is asked whether to cancel that payment; Keep it changes nothing, Cancel that payment lets the change through', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await basicToPay(page, dayFor(testInfo, 40));
  const bookingId = await confirmAndPay(page);
  await page.waitForURL('**/sandbox/phonepe/pay/**');
  // Back from the pay page without paying, to add something to the booking.
  await page.goBack();
  await page.waitForURL('**/BookingSummary');
  await page.goto('/AddOnscomponent');
  await stepReady(page, 'Add-ons');
  await page
    .locator('main')
    .getByRole('button', { name: /^Fog Entry \(Dry Ice\)/ })
    .click();
  const proceed = page.locator('main').getByRole('button', { name: 'Proceed' });
  await proceed.click();
  const dialog = page.getByRole('dialog', { name: 'A payment is still open' });
  await expect(dialog).toContainText('A payment for this booking has already started.');
  await expect(dialog.getByRole('button', { name: 'Cancel that payment' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/AddOnscomponent');
  await proceed.click();
  await dialog.getByRole('button', { name: 'Cancel that payment' }).click();
  await expect(page.locator('#toasts')).toContainText('The payment you started was cancelled');
  await proceed.click();
  await page.waitForURL('**/BookingSummary');
  const tab = await stored<{ bookingId: string }>(page, 'booking:wizard');
  expect(tab.bookingId).toBe(bookingId);
  const booking = await bookingWithToken(request, await tabBooking(page));
  expect(booking.addons.map((a: { _id: string }) => a._id)).toContain('addon-fog-entry');
});

test('PAY-10: /payment-processing shows a spinner and says what it is doing; without a booking it says so', async ({ page }) => {
  await page.goto('/payment-processing');
  await expect(page.locator('main h1')).toHaveText('Payment Processing');
  await expect(page.getByRole('status').filter({ hasText: 'There is no payment to check in this tab.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});

test('PAY-10: while the payment is pending the spinner turns (still under reduced motion) and the page keeps asking', async ({ page }) => {
  let asked = 0;
  await page.route('**/booking/new/paymentstatus', (route) => {
    asked++;
    return route.fulfill({ json: { success: true, message: '', bookingId: 'bk-1', status: 'payment-pending', settled: false } });
  });
  await page.goto('/Faqs');
  await page.evaluate(() => sessionStorage.setItem('booking:guest', JSON.stringify({ token: 'v1.x', expiresAt: '2100-01-01T00:00:00Z' })));
  await page.goto('/payment-processing?id=bk-1');
  const spinner = page.locator('[data-outcome="spinner"]');
  await expect(spinner).toBeVisible();
  expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe('spin');
  await expect.poll(() => asked, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('status').filter({ hasText: 'We are confirming your payment.' })).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await expectNoAxeViolations(page);
});

test('a refunded booking: /payment-fail says what happened to the money', async ({ page }) => {
  const note = 'The slot was sold before your payment arrived, so ₹750 has been refunded to your card.';
  await page.route('**/admin/booking/get-bookingbyid', (route) =>
    route.fulfill({ json: { success: true, message: '', data: [{ _id: 'bk-1', status: 'refunded', statusNote: note }] } }),
  );
  await page.goto('/Faqs');
  await page.evaluate(() => sessionStorage.setItem('booking:guest', JSON.stringify({ token: 'v1.x', expiresAt: '2100-01-01T00:00:00Z' })));
  await page.goto('/payment-fail?id=bk-1');
  await expect(page.locator('main')).toContainText(note);
  await expect(page.locator('main')).toContainText('Please Try Again');
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/');
  // Money was taken here, and given back: the page does not say none was.
  await expect(page.getByText('No money was taken.')).toBeHidden();
  await expectNoAxeViolations(page);
});

test('/payment-success: a booking that could not be loaded can be loaded again; without one, Go to Home and no claim of a payment', async ({
  page,
}) => {
  await page.goto('/payment-success');
  await expect(page.getByRole('status').filter({ hasText: 'There is no booking to show here.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  // Nothing on the page says a payment went through that it cannot show.
  await expect(page.locator('main h1')).toHaveText('Your Payment');
  await expect(page).not.toHaveTitle(/Successful/);
  await expect(page.getByRole('img', { name: 'Thank you!' })).toBeHidden();
  await expect(page.locator('main')).not.toContainText(/Successful|Thank you/);

  let calls = 0;
  await page.route('**/admin/booking/get-bookingbyid', (route) =>
    ++calls === 1
      ? route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong on our side. Please try again.' } })
      : route.fulfill({
          json: {
            success: true,
            message: '',
            data: [{ _id: 'bk-1', status: 'booking-confirmed', orderId: 'ORD123', invoice: '/v1/theatre/invoices/x.pdf' }],
          },
        }),
  );
  await page.evaluate(() => sessionStorage.setItem('booking:guest', JSON.stringify({ token: 'v1.x', expiresAt: '2100-01-01T00:00:00Z' })));
  await page.goto('/payment-success?id=bk-1');
  await expect(page.getByRole('status').filter({ hasText: 'We could not load your booking.' })).toBeVisible();
  // PAY-07: the booking in progress stays until the booking has loaded.
  expect(await page.evaluate(() => sessionStorage.getItem('booking:guest'))).not.toBeNull();
  await expectNoAxeViolations(page);
  await expect(page.locator('main h1')).toHaveText('Your Payment');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-outcome="order-id"]')).toHaveText('ORD123');
  await expect(page.locator('main h1')).toHaveText('Payment Successful');
  await expect(page.getByRole('link', { name: /^Invoice/ })).toHaveAttribute('href', '/v1/theatre/invoices/x.pdf');
  await expectSessionCleared(page);
});

/** /BookingSummary with a booking the tab believes it has (the pay request is answered by the test, so no slot is held). */
async function summaryWithAnsweredPay(
  page: Page,
  request: APIRequestContext,
  date: string,
  status: number,
  message: string,
): Promise<void> {
  await seedChoice(page, request, date);
  await page.evaluate(() => {
    sessionStorage.setItem('booking:guest', JSON.stringify({ token: 'v1.x', expiresAt: '2100-01-01T00:00:00Z' }));
    sessionStorage.setItem(
      'booking:wizard',
      JSON.stringify({
        bookingId: 'bk-x',
        plan: 'normal',
        details: { userName: 'Asha Rao', userEmail: 'asha@example.com', userPhone: '9876543210', noOfPersons: 2 },
      }),
    );
  });
  await page.route('**/booking/new/updatebookingforPayment', (route) => route.fulfill({ status, json: { success: false, message } }));
  await page.goto('/BookingSummary');
  await stepReady(page, 'Terms and Conditions');
  await page.getByLabel('I agree to all the above conditions.').check();
  await page.getByRole('button', { name: /^Confirm & Pay/ }).click();
}

test('SUM-14: a refused pay request (400) is the server message as a notice, then /payment-fail', async ({ page, request }, testInfo) => {
  const message = 'This booking cannot be paid now.';
  await summaryWithAnsweredPay(page, request, dayFor(testInfo, 36), 400, message);
  await expect(page.locator('#toasts')).toContainText(message);
  await expect(page.getByRole('button', { name: /^(Confirm & Pay|Your Booking Processing)/ })).toBeDisabled();
  await page.waitForURL('**/payment-fail');
  await expect(page.locator('main h1')).toHaveText('Payment Failed');
});

test('a slot gone at pay time (406) is the server message in a dialog, then /theaters on Okay', async ({ page, request }, testInfo) => {
  const message = 'Sorry, this slot has just been booked by someone else. Please choose another slot.';
  await summaryWithAnsweredPay(page, request, dayFor(testInfo, 36), 406, message);
  await expectStopped(page, message);
});
