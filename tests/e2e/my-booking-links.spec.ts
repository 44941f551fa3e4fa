import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ANANYA, openSignIn, serverProfile, signInAs } from './profileHelpers.ts';

/**
 * The ways to the customer's own booking page that need no booking of the test's own: a link that
 * opens no booking, and the profile's Manage button on a seeded customer's confirmed booking.
 */

const NOT_FOUND = 'We cannot find this booking';

/** The main part of the page a wrong link shows, once it shows. */
async function notFoundPage(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeFocused();
  return (await page.locator('main').innerText()).trim();
}

test('a link that opens no booking shows one plain page, the same for every wrong link, with how to reach the venue', async ({ page }) => {
  const { bookings } = await serverProfile(page.request);
  const token = bookings.find((b) => b.status === 'booking-confirmed')?.manageToken ?? '';
  expect(token).toMatch(/^[\w-]{43}$/);
  // One character changed, cut short, another shape, none at all.
  const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  const pages = [];
  for (const path of [`/my-booking?t=${changed}`, `/my-booking?t=${token.slice(0, 20)}`, '/my-booking?t=%00%3Cb%3E', '/my-booking'])
    pages.push(await notFoundPage(page, path));
  expect(new Set(pages).size).toBe(1);
  await expect(page.getByRole('main').getByRole('link', { name: /^\+91 \d{10}$/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expectNoAxeViolations(page);
  // The page is not for search engines, and its address (with a token) is never sent on as a referrer.
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('head meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
});

test('the profile’s Manage button opens the booking’s own page; a booking whose slot is over is shown read-only, saying why', async ({
  page,
}) => {
  await openSignIn(page);
  await signInAs(page);
  await expect(page.getByRole('heading', { name: `Welcome back, ${ANANYA.name}!` })).toBeVisible();
  const booking = page.getByTestId('profile-booking').filter({ hasText: 'Confirmed' }).first();
  const orderId = (await booking.locator('dt:text-is("Order") + dd').textContent())!.trim();
  await booking.getByRole('link', { name: /^Manage/ }).click();

  await page.waitForURL((url) => url.pathname === '/my-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect(page.getByText('Your slot has begun, so this booking can no longer be changed here.')).toBeVisible();
  for (const name of ['Pay the rest', 'Reschedule', 'Cancel booking'])
    await expect(page.getByRole('button', { name, exact: true }), name).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Invoice \(PDF\)/ })).toBeVisible();
});
