import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
