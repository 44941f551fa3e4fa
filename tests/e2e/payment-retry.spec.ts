import { expect, test } from '@playwright/test';
import { basicToPay, confirmAndPay, decideOnPayPage, expectPaid, outcomeUrl } from './paymentHelpers.ts';
import { dayFor, stepReady, stored } from './wizardHelpers.ts';

/**
 * A declined payment is not the end of the booking: /payment-fail says that no money was taken and
 * its Try Again leads back to the booking in progress, to pay it again (checklist PAY-08/09: without
 * a booking in the tab, Try Again still goes home, see payment-flow.spec.ts).
 */

test('after Decline, Try Again goes back to the booking in progress, says no money was taken, and the same booking is paid on a second go', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await basicToPay(page, dayFor(testInfo, 44));
  const declined = await confirmAndPay(page);
  await decideOnPayPage(page, 'Decline');
  await page.waitForURL(outcomeUrl('fail', declined));
  await expect(page.locator('main h1')).toHaveText('Payment Failed');
  await expect(page.getByText('No money was taken.')).toBeVisible();
  await expect(page.getByText('Your booking is still here: Try Again takes you back to it to pay again.')).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await page.waitForURL('**/BookingSummary');
  await stepReady(page, 'Terms and Conditions');
  // The same booking, with what was chosen: the summary still lists the occasion.
  expect((await stored<{ bookingId: string }>(page, 'booking:wizard')).bookingId).toBe(declined);
  await expect(page.locator('[data-summary="occasion"]')).toContainText('₹299');
  const again = await confirmAndPay(page);
  expect(again).toBe(declined);
  await expectPaid(page, request, declined);
});
