import { expect, test } from '@playwright/test';
import { DESK, deskSignIn, modalDialog } from './deskHelpers.ts';
import { customerFor, openFromConfirmation, outcomeLine, paidBooking } from './myBookingHelpers.ts';
import { dayFor } from './wizardHelpers.ts';

/**
 * The customer and the desk on the same booking at once: the venue cancels it while the customer's
 * Cancel booking dialog is open. The customer's confirmation is refused, and the page says why and
 * shows the booking as it now is. Day 82 on the phone is this test's own.
 */

test('the desk cancels while the customer’s Cancel booking is open: the customer is told, and it is cancelled once', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 82);
  const customer = customerFor(testInfo, 82);
  const { bookingId, orderId } = await paidBooking(page, request, date, customer);
  await openFromConfirmation(page, orderId);
  await page.getByRole('button', { name: 'Cancel booking', exact: true }).click();
  const dialog = await modalDialog(page, 'Cancel your booking?');
  await expect(dialog.locator('[data-refund]')).toBeVisible();

  // Meanwhile a manager cancels it at the desk, in a browser of their own.
  const deskContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const desk = await deskContext.newPage();
  await deskSignIn(desk, DESK.manager);
  await desk.goto(`/desk#bookings/${bookingId}`);
  await expect(desk.getByRole('heading', { level: 1 })).toContainText(orderId);
  await desk.getByRole('button', { name: 'Cancel and refund' }).click();
  const deskCancel = await modalDialog(desk, `Cancel ${customer.name}'s booking?`);
  await deskCancel.getByLabel('Why is it cancelled?').selectOption({ label: 'Customer asked' });
  await deskCancel.getByRole('button', { name: /^Cancel (and refund ₹[\d,]+|without a refund)$/ }).click();
  await expect(deskCancel).toBeHidden();

  // The customer confirms what they were shown: refused, and told why, with the booking as it now is.
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(outcomeLine(page)).toHaveText('This booking is cancelled.');
  await expect(outcomeLine(page)).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-status-note]')).toContainText('This booking is cancelled.');
  await expect(page.getByRole('button', { name: 'Cancel booking', exact: true })).toHaveCount(0);

  // The desk's history has the one cancellation, the manager's.
  await desk.reload();
  const main = desk.getByRole('main');
  await expect(main).toContainText(/cancelled by /i);
  await expect(main).not.toContainText(/cancelled by the customer/i);
  await deskContext.close();
});
