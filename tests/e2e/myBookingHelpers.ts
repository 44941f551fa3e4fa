import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { paidOnSite } from './deskHelpers.ts';
import { received } from './sandboxMessages.ts';

/**
 * The customer's own booking page (/my-booking) in the browser tests: a booking paid on the site
 * (its advance), its confirmation in the sandbox's inbox, and the page opened from the link in it,
 * as the customer opens it from their e-mail.
 */

export const SLOT = {
  auroraMorning: { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' },
} as const;

/** A customer of the test's own (name and phone), so that the sandbox's inbox tells their messages apart. */
export const customerFor = (testInfo: TestInfo, n: number) => ({
  name: `Self ${testInfo.project.name} ${String(Date.now()).slice(-5)}`,
  phone: `91234${String(n).padStart(5, '0')}`,
});

/** A booking of Aurora's morning on `date`, paid (its advance) on the sandbox's pay page in `page`. */
export async function paidBooking(page: Page, request: APIRequestContext, date: string, customer: { name: string; phone: string }) {
  return paidOnSite(page, request, date, customer, SLOT.auroraMorning);
}

/** The /my-booking link of the booking's confirmation e-mail, as the sandbox's inbox shows it. */
export async function linkInConfirmation(page: Page, orderId: string): Promise<string> {
  const email = await received(page, 'E-mail', orderId, /confirmed/i);
  const link = /https?:\/\/\S+?\/my-booking\?t=[\w-]+/.exec((await email.textContent()) ?? '')?.[0];
  expect(link, 'the confirmation carries the booking’s /my-booking link').toBeTruthy();
  return link!;
}

/** The page of the booking, opened from its confirmation's link: its heading, once the booking shows. */
export async function openFromConfirmation(page: Page, orderId: string): Promise<string> {
  const link = await linkInConfirmation(page, orderId);
  await page.goto(link);
  await expectBookingShown(page, orderId);
  return link;
}

export async function expectBookingShown(page: Page, orderId: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
}

/** The booking's place as the page's header writes it: 'Theatre, day, from - to'. */
export const place = (page: Page) => page.locator('[data-booking-place]');

/** What the page says of the customer's last action (a live line, focused). */
export const outcomeLine = (page: Page) => page.locator('[data-outcome-line]');

/** Nothing wider than the screen: the page scrolls down only. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(width);
}

/** The sandbox pay page's heading for an amount the site wrote ('₹1,398'): it writes the paise too ('Pay ₹1,398.00'). */
export const payPageHeading = (amount: string): RegExp => new RegExp(`^Pay ${amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.00)?$`);
