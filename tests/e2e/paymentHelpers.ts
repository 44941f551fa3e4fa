import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { aurora, bookOnTheatres, chooseBasicPlan, chooseOccasion, fillDetails, stepReady, stored } from './wizardHelpers.ts';

/**
 * The payment tests' steps against the server's payment sandbox: its PhonePe pay page (Pay,
 * Decline), the outcome pages, and what the theatre list shows of the slot afterwards.
 */

/** On the sandbox's PhonePe page the wizard sent the browser to: Pay or Decline. */
export async function decideOnPayPage(page: Page, decision: 'Pay' | 'Decline'): Promise<void> {
  await page.waitForURL(/\/sandbox\/phonepe\/pay\//);
  await expect(page.locator('h1')).toHaveText(/^Pay ₹/);
  await page.getByRole('button', { name: decision, exact: true }).click();
}

/**
 * The address the provider sends the browser back to (/payment-processing with the booking id and
 * the payment's reference), as the browser is sent there: call before the decision.
 */
export function wayBack(page: Page): Promise<string> {
  return page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/payment-processing').then((r) => r.url());
}

/**
 * The way back opened in a fresh browser context, as a UPI app's hand-off or another browser opens
 * it: none of the paying tab's storage. Answers the outcome page it settles on, and the answers of
 * web/paymentoutcome its pages read as they come; close its context after.
 */
export async function openElsewhere(browser: Browser, url: string, outcome: '/payment-success' | '/payment-fail') {
  const page = await (await browser.newContext()).newPage();
  const answers: Record<string, unknown>[] = [];
  // Read on the way, as the processing page leaves as soon as it has its answer.
  await page.route('**/web/paymentoutcome', async (route) => {
    const response = await route.fetch();
    if (response.ok()) answers.push(await response.json());
    await route.fulfill({ response });
  });
  await page.goto(url);
  await page.waitForURL((u) => u.pathname === outcome && u.searchParams.has('ref'));
  return { page, answers };
}

/** The admin/booking/get-bookingbyid answer the next outcome page loads: the server's booking. */
export function outcomeRead(page: Page): Promise<{ data: { _id: string; orderId: string; invoice: string; status: string }[] }> {
  return page.waitForResponse((r) => r.url().endsWith('/admin/booking/get-bookingbyid') && r.status() === 200).then((r) => r.json());
}

export async function expectSessionCleared(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0);
}

/** The success page's Invoice link opens a PDF in a new tab, and the PDF is there. */
export async function expectInvoicePdf(page: Page, request: APIRequestContext): Promise<void> {
  const invoice = page.getByRole('link', { name: /^Invoice/ });
  await expect(invoice).toHaveAccessibleName(/PDF, opens in a new tab/);
  await expect(invoice).toHaveAttribute('target', '_blank');
  await expect(invoice).toHaveAttribute('rel', /noopener/);
  const res = await request.get((await invoice.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await res.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
}

/** Aurora's morning slot on /theaters for the date: 'booked' once paid, 'open' once the payment failed. */
export async function expectSlotOnTheatres(page: Page, date: string, status: 'booked' | 'open'): Promise<void> {
  const card = await aurora(page, date);
  await expect(card.getByRole('button', { name: /^09:00 - 12:00/ })).toHaveAttribute('data-slot-status', status);
}

/**
 * The basic wizard from /theaters to the pay button: details (with the WhatsApp updates ticked when
 * asked), BASIC PLAN, Birthday, no cakes or add-ons.
 */
export async function basicToPay(page: Page, date: string, { whatsappUpdates = false } = {}): Promise<void> {
  await bookOnTheatres(page, date);
  await page.waitForURL('**/Basicplan');
  await fillDetails(page);
  if (whatsappUpdates) await page.getByRole('checkbox', { name: 'Send me booking updates on WhatsApp' }).check();
  await chooseBasicPlan(page);
  await proceedTo(page, 'Occassions', "What's the celebration?");
  await chooseOccasion(page);
  await proceedTo(page, 'CakesComponent', 'Select Cake');
  await proceedTo(page, 'AddOnscomponent', 'Add-ons');
  await proceedTo(page, 'BookingSummary', 'Terms and Conditions');
}

export async function proceedTo(page: Page, path: string, heading: string): Promise<void> {
  await page.locator('main').getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL(`**/${path}`);
  await stepReady(page, heading);
}

/** Ticks the terms, presses Confirm & Pay (SUM-07: busy while the request is out), and answers the booking's id. */
export async function confirmAndPay(page: Page): Promise<string> {
  const { bookingId } = await stored<{ bookingId: string }>(page, 'booking:wizard');
  await page.getByLabel('I agree to all the above conditions.').check();
  // The request is held until the busy button is seen; its answer is read on the way, as the page leaves on it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered: (body: { data: { instrumentResponse: { redirectInfo: { url: string } } } }) => void = () => {};
  const answer = new Promise<Parameters<typeof answered>[0]>((resolve) => (answered = resolve));
  await page.route('**/booking/new/updatebookingforPayment', async (route) => {
    await held;
    const response = await route.fetch();
    answered(await response.json());
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: /^Confirm & Pay/ }).click();
  await expect(page.getByRole('button', { name: 'Your Booking Processing...' })).toBeDisabled();
  release();
  const body = await answer;
  await page.unrouteAll();
  expect(body).toMatchObject({ success: true, bookingId });
  expect(new URL(body.data.instrumentResponse.redirectInfo.url).pathname).toMatch(/^\/sandbox\/phonepe\/pay\//);
  return bookingId;
}

/** The outcome page of the booking, with the way back's reference carried on. */
export const outcomeUrl = (outcome: 'success' | 'fail', bookingId: string) => new RegExp(`/payment-${outcome}\\?id=${bookingId}&ref=r1\\.`);

/**
 * Paid: processing, then the success page with the server's order id and invoice; the session is
 * over. Answers the way back the provider sent the browser to, and the booking the page read.
 */
export async function expectPaid(
  page: Page,
  request: APIRequestContext,
  bookingId: string,
): Promise<{ wayBackUrl: string; orderId: string; invoice: string }> {
  const read = outcomeRead(page);
  const back = wayBack(page);
  await decideOnPayPage(page, 'Pay');
  await page.waitForURL(outcomeUrl('success', bookingId));
  const booking = (await read).data[0]!;
  expect(booking).toMatchObject({ _id: bookingId, status: 'booking-confirmed' });
  await expect(page.locator('main h1')).toHaveText('Payment Successful');
  await expect(page.getByRole('img', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your booking is confirmed.' })).toBeVisible();
  await expect(page.locator('[data-outcome="order-id"]')).toHaveText(booking.orderId);
  expect(booking.orderId).toMatch(/^ORD/);
  await expectInvoicePdf(page, request);
  await expectSessionCleared(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return { wayBackUrl: await back, orderId: booking.orderId, invoice: booking.invoice };
}
