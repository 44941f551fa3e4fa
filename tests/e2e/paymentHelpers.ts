import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { aurora } from './wizardHelpers.ts';

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
