import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskSignIn, modalDialog } from './deskHelpers.ts';
import { decideOnPayPage } from './paymentHelpers.ts';
import {
  customerFor,
  expectBookingShown,
  linkInConfirmation,
  openFromConfirmation,
  outcomeLine,
  paidBooking,
  payPageHeading,
} from './myBookingHelpers.ts';
import { dayFor } from './wizardHelpers.ts';

/**
 * The money on the customer's own booking page: Cancel booking shows the refund before it is
 * confirmed, and the desk then shows the booking cancelled; Pay the rest on a booking paid with its
 * advance leaves nothing to pay, and one left open and then declined leaves the booking as it was.
 * Days 78, 80 and 81 on the phone are these tests' own.
 */

test('Cancel booking shows the refund first; once confirmed the page and the desk show the booking cancelled', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 78);
  const { bookingId, orderId } = await paidBooking(page, request, date, customerFor(testInfo, 78));
  await openFromConfirmation(page, orderId);

  // Escape closes the dialog and gives the focus back to the button that opened it.
  const cancelButton = page.getByRole('button', { name: 'Cancel booking', exact: true });
  await cancelButton.click();
  await modalDialog(page, 'Cancel your booking?');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cancelButton).toBeFocused();

  await cancelButton.click();
  const dialog = await modalDialog(page, 'Cancel your booking?');
  // The refund is said before the customer confirms, in rupees.
  const refund = dialog.locator('[data-refund]');
  await expect(refund).toHaveText(/^If you cancel now, (₹[\d,]+ is refunded to the account you paid from|nothing is refunded)\.$/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(outcomeLine(page)).toBeFocused();
  await expect(page.getByText('This booking is cancelled.')).toBeVisible();
  for (const name of ['Pay the rest', 'Reschedule', 'Cancel booking'])
    await expect(page.getByRole('button', { name, exact: true }), name).toHaveCount(0);

  await deskSignIn(page, DESK.manager);
  await page.goto(`/desk#bookings/${bookingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderId);
  await expect(page.getByRole('main')).toContainText(/cancelled by the customer/i);
});

test('Pay the rest on a booking paid with its advance: the pay page asks what is left, and back on the page nothing is left to pay', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 80);
  const { orderId } = await paidBooking(page, request, date, customerFor(testInfo, 80));
  // The page the payment brought the customer back to links to the booking's own page, the same as the confirmation's link.
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await page.getByRole('link', { name: 'Manage your booking' }).click();
  await expectBookingShown(page, orderId);
  const fromSuccess = new URL(page.url()).search;
  expect(new URL(await linkInConfirmation(page, orderId)).search).toBe(fromSuccess);
  await openFromConfirmation(page, orderId);

  const left = (await page.locator('[data-money="remaining"]').textContent())!;
  expect(left).toMatch(/^₹[1-9][\d,]*$/);
  await page.getByRole('button', { name: 'Pay the rest', exact: true }).click();
  await page.waitForURL(/\/sandbox\/phonepe\/pay\//);
  await expect(page.locator('h1')).toHaveText(payPageHeading(left));
  await decideOnPayPage(page, 'Pay');

  await page.waitForURL((url) => url.pathname === '/my-booking');
  await expect(outcomeLine(page)).toHaveText('Payment received. Nothing is left to pay.');
  await expect(page.locator('[data-money="remaining"]')).toHaveText('₹0');
  await expect(page.getByRole('button', { name: 'Pay the rest', exact: true })).toHaveCount(0);
});

test('a payment of the rest left open shows on the page with Continue to payment; declined there, the booking is unchanged', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 81);
  const { orderId } = await paidBooking(page, request, date, customerFor(testInfo, 81));
  const link = await openFromConfirmation(page, orderId);
  const remaining = page.locator('[data-money="remaining"]');
  const left = (await remaining.textContent())!;
  await page.getByRole('button', { name: 'Pay the rest', exact: true }).click();
  await page.waitForURL(/\/sandbox\/phonepe\/pay\//);

  // The customer comes back from the pay page without paying: the payment is there, still open.
  await page.goto(link);
  const open = page.getByRole('region', { name: 'Payment in progress' });
  await expect(open).toContainText(`A payment of ${left} for the rest of your booking is in progress.`);
  await expect(open.getByRole('status')).toHaveText('Checking your payment…');
  await open.getByRole('link', { name: 'Continue to payment' }).click();
  await decideOnPayPage(page, 'Decline');

  await page.waitForURL((url) => url.pathname === '/my-booking');
  await expect(outcomeLine(page)).toHaveText('The payment did not go through; your booking is unchanged.');
  await expect(open).toHaveCount(0);
  await expect(remaining).toHaveText(left);
  await expect(page.getByRole('button', { name: 'Pay the rest', exact: true })).toBeVisible();
});
