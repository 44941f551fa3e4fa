import { expect, test } from '@playwright/test';
import { DESK, deskSignIn, modalDialog } from './deskHelpers.ts';
import { basicToPay, confirmAndPay, decideOnPayPage, outcomeUrl } from './paymentHelpers.ts';
import { received } from './sandboxMessages.ts';
import { dayFor } from './wizardHelpers.ts';

/**
 * What the customer hears after paying, seen where the sandbox shows it (/sandbox/messages, as the
 * customer's phone and inbox would): the confirmation on WhatsApp and by e-mail with its PDF, the
 * cancellation the desk's Cancel sends, and a WhatsApp status the desk then shows.
 */

test('a paid booking is confirmed on WhatsApp and by e-mail with its invoice; the desk’s cancellation follows; Delivered on WhatsApp shows at the desk', async ({
  page,
}, testInfo) => {
  test.slow();
  // A day no other test books Aurora's morning on, in this project or the desktop's (dayFor's 45 on).
  const date = dayFor(testInfo, 74);

  // The customer books with the WhatsApp tick and pays.
  await basicToPay(page, date, { whatsappUpdates: true });
  const bookingId = await confirmAndPay(page);
  await decideOnPayPage(page, 'Pay');
  await page.waitForURL(outcomeUrl('success', bookingId));
  // The page fills the order id in once it has read the paid booking.
  const shownOrderId = page.locator('[data-outcome="order-id"]');
  await expect(shownOrderId).toHaveText(/^ORD\w+$/);
  const orderId = (await shownOrderId.textContent())!.trim();

  // Both confirmations reach the sandbox: WhatsApp to +91 and the ten digits, the e-mail with the PDF.
  const whatsapp = await received(page, 'WhatsApp', orderId, /is confirmed/);
  await expect(whatsapp.getByRole('heading')).toHaveText('WhatsApp to +919876543210');
  await expect(whatsapp).toContainText('Aurora');
  const email = await received(page, 'E-mail', orderId, /confirmed/i);
  await expect(email.getByRole('heading')).toHaveText('E-mail to asha@example.com');
  await expect(email.getByRole('listitem')).toContainText([/\.pdf \(\d+ KB\)/]);

  // A manager cancels it at the desk: its message follows.
  await deskSignIn(page, DESK.manager);
  await page.goto(`/desk#bookings/${bookingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderId);
  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  const cancel = await modalDialog(page, `Cancel Asha Rao's booking?`);
  await cancel.getByLabel('Why is it cancelled?').selectOption({ label: 'Customer asked' });
  await cancel.getByRole('button', { name: /^Cancel (and refund ₹[\d,]+|without a refund)$/ }).click();
  await expect(cancel).toBeHidden();
  await received(page, 'WhatsApp', orderId, /is cancelled/);

  // The customer's phone reports the confirmation delivered: the sandbox's button sends WhatsApp's signed webhook.
  const confirmation = await received(page, 'WhatsApp', orderId, /is confirmed/);
  await confirmation.getByRole('button', { name: 'Delivered' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Messages received' })
      .getByRole('listitem')
      .filter({ hasText: orderId })
      .filter({ hasText: /is confirmed/ })
      .filter({ has: page.getByRole('heading', { name: /^WhatsApp/ }) }),
  ).toContainText('Status: delivered');

  // The booking's Messages at the desk shows it, without a reload.
  await page.goto(`/desk#bookings/${bookingId}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages.getByRole('listitem').filter({ hasText: 'Booking confirmed' }).filter({ hasText: 'WhatsApp' })).toContainText(
    'Delivered',
  );
});
