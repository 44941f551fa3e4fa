import { expect, test, type Page, type Route } from '@playwright/test';
import { formatRupees } from '../../src/lib/money.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectSessionCleared } from './paymentHelpers.ts';
import { bookingWithToken, dayFor, makeBooking, stepReady, tabBooking } from './wizardHelpers.ts';

/**
 * /Checkout's card payment (checklist CHK-12..17) against the server's widget sandbox: I Agree makes
 * an order for the amount the page shows, the widget opens on it in paise, and the server checks
 * the widget's payment; paid, the server's message, home, and the session cleared.
 */

type Recorded = Window & { widgetOptions?: Record<string, unknown> };

/** Keeps a copy of the options the page opens the widget with (the widget's own script stays in use). */
async function recordWidgetOptions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Ctor = new (options: object) => object;
    let real: Ctor | undefined;
    Object.defineProperty(window, 'Razorpay', {
      configurable: true,
      set: (value: Ctor) => (real = value),
      get: () =>
        real &&
        function (options: object) {
          (window as Recorded).widgetOptions = JSON.parse(JSON.stringify(options));
          return new real!(options);
        },
    });
  });
}

/** The amount as the widget's heading shows it. */
const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

/** Check Out, then I Agree in the terms: the widget, once the order is made. */
async function agree(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Check Out', exact: true }).click();
  await page.getByRole('dialog', { name: 'Terms and Conditions' }).getByRole('button', { name: 'I Agree' }).click();
}

const checkOutButton = (page: Page) => page.getByRole('button', { name: /^(Check Out|Please wait\.\.\.)$/ });

/** A held basic booking on /Checkout. */
async function openCheckout(page: Page, date: string): Promise<void> {
  await makeBooking(page, page.request, date);
  await recordWidgetOptions(page);
  await page.goto('/Checkout');
  await stepReady(page, 'Check Out');
}

/** I Agree once with the call or script answered by the test: its notice, and Check Out usable again. */
async function troubleIsANotice(page: Page, url: string, answer: (route: Route) => Promise<void>, notice: string): Promise<void> {
  await page.route(url, answer, { times: 1 });
  await agree(page);
  await expect(page.locator('#toasts')).toContainText(notice);
  await expect(checkOutButton(page)).toHaveText('Check Out');
  await expect(checkOutButton(page)).toBeEnabled();
}

async function payWith(page: Page, paymentType: 'fullpayment' | 'partialpayment'): Promise<void> {
  const tab = await tabBooking(page);
  const before = await bookingWithToken(page.request, tab);
  if (paymentType === 'partialpayment') await page.getByRole('radio', { name: /^Advance Amount/ }).check();
  const payNow = paymentType === 'fullpayment' ? before.totalPrice : before.advancePayment;
  await expect(page.locator('[data-summary="paynow"]')).toHaveText(formatRupees(payNow));

  // CHK-12, CHK-13: the order for what the page says is paid now; the widget in paise, INR.
  const order = page.waitForRequest((r) => r.url().endsWith('/booking/new/checkout/order'));
  const checkOut = checkOutButton(page);
  await agree(page);
  expect((await order).postDataJSON()).toEqual({ bookingId: tab.bookingId, paymentType, amount: payNow });
  const widget = page.getByRole('dialog', { name: `Pay ${rupees(payNow)}` });
  await expect(widget).toBeVisible();
  await expect(checkOut).toBeDisabled();
  const options = await page.evaluate(() => (window as Recorded).widgetOptions);
  expect(options).toMatchObject({
    amount: payNow * 100,
    currency: 'INR',
    prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
  });
  expect(options?.order_id).toEqual(expect.any(String));

  // Declined: a notice, and Check Out can be used again.
  await widget.getByRole('button', { name: 'Decline' }).click();
  await expect(widget).toBeHidden();
  await expect(page.locator('#toasts')).not.toBeEmpty();
  await expect(checkOut).toHaveText('Check Out');
  await expect(checkOut).toBeEnabled();
  await expectNoAxeViolations(page);

  // Closed without paying: Check Out again.
  await agree(page);
  await widget.getByRole('button', { name: 'Close' }).click();
  await expect(checkOut).toBeEnabled();

  // CHK-14, CHK-17: paid, the server's message, home, every session key gone.
  await agree(page);
  const verified = page.waitForResponse((r) => r.url().endsWith('/booking/new/checkout/verify'));
  await widget.getByRole('button', { name: 'Pay', exact: true }).click();
  const answer = await (await verified).json();
  expect(answer).toMatchObject({ success: true, bookingId: tab.bookingId, status: 'booking-confirmed' });
  await expect(page.locator('#toasts')).toContainText(answer.message);
  await page.waitForURL((url) => url.pathname === '/');
  await expectSessionCleared(page);
  const after = await bookingWithToken(page.request, tab);
  expect(after).toMatchObject({ status: 'booking-confirmed', paymentType, amountPaid: payNow, transactionStatus: 'completed' });
  if (paymentType === 'partialpayment') expect(after.remainingAmount).toBe(before.totalPrice - payNow);
}

test('CHK-12..17: full payment through the widget, after a refused order (400), a decline and a close', async ({ page }, testInfo) => {
  test.slow();
  await openCheckout(page, dayFor(testInfo, 38));
  const message = 'The price has changed: amount should be ₹1, not ₹2. Nothing was charged.';
  await troubleIsANotice(
    page,
    '**/booking/new/checkout/order',
    (route) => route.fulfill({ status: 400, json: { success: false, message } }),
    message,
  );
  await payWith(page, 'fullpayment');
});

test('CHK-10, CHK-13: the advance through the widget, the rest left to pay, after the widget failed to load once', async ({
  page,
}, testInfo) => {
  test.slow();
  await openCheckout(page, dayFor(testInfo, 39));
  await troubleIsANotice(page, '**/sandbox/razorpay/checkout.js', (route) => route.abort(), 'The payment window could not be loaded.');
  await payWith(page, 'partialpayment');
});
