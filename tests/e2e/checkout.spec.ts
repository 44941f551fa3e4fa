import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LAYOUT } from './layout.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { expectNoAxeViolations } from './axe.ts';
import { slowCpu, typeAsItShows } from './hydrationTyping.ts';
import {
  chooseOccasion,
  dayFor,
  expectStopped,
  makeBooking,
  makeComboBooking,
  seedChoice,
  serverBooking,
  stepReady,
  stored,
} from './wizardHelpers.ts';

/**
 * /Checkout (checklist CHK-01..11, CHK-18, PRICE-18) against the real server: a booking held by the
 * basic wizard or the combo flow, read back with the tab's token; every figure is the server's.
 */

/** A basic booking with Birthday saved, then one cake put in the cart with the tab's token. */
async function basicBookingWithCake(page: Page, request: APIRequestContext, date: string): Promise<void> {
  await makeBooking(page, request, date);
  await chooseOccasion(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/CakesComponent');
  const res = await tabCall(page, request, 'booking/new/updatecakes', {
    products: [{ _id: 'cake-egg-black-forest', name: 'Black Forest', type: 'cake', cakeType: 'egg', price: 998, quantity: '1' }],
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A booking call made with this tab's own token and booking. */
async function tabCall(page: Page, request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const guest = await stored<{ token: string }>(page, 'booking:guest');
  const { bookingId } = await stored<{ bookingId: string }>(page, 'booking:wizard');
  return request.post(`/v1/theatre/${path}`, { data: { bookingId, ...data }, headers: { authorization: `Bearer ${guest.token}` } });
}

async function openCheckout(page: Page): Promise<void> {
  await page.goto('/Checkout');
  await stepReady(page, 'Check Out');
  await expect(page.getByRole('table')).toBeVisible();
}

test(
  'CHK-01..03, 08..12, 18, PRICE-18: breadcrumb, booking, numbered order, full or advance, terms, then the widget',
  LAYOUT,
  async ({ page, request }, testInfo) => {
    test.slow();
    const date = dayFor(testInfo, 27);
    await basicBookingWithCake(page, request, date);
    await openCheckout(page);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/Home\s*>\s*Check Out/);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    const info = page.getByRole('region', { name: 'Booking Information' });
    for (const text of ['09:00 - 12:00', 'Asha Rao', '9876543210', 'asha@example.com']) await expect(info).toContainText(text);
    await expect(info.locator('dd').nth(0)).toHaveText(
      new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      ),
    );
    await expect(info.locator('dd').nth(2)).toHaveText('2');

    const booking = await serverBooking(page, request);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveText(/^1\s*Theatre\s*Aurora \(2 people\)/);
    await expect(rows.nth(1)).toHaveText(/^2\s*Occasion\s*Birthday\s*₹299$/);
    await expect(rows.nth(2)).toHaveText(/^3\s*Cake\s*Black Forest, 1 kg\s*₹998$/);

    const total = page.locator('[data-summary="total"]');
    await expect(total).toHaveText(formatRupees(booking.totalPrice));
    const full = page.getByRole('radio', { name: /^Full Amount/ });
    const advance = page.getByRole('radio', { name: /^Advance Amount/ });
    await expect(full).toBeChecked();
    await expect(full).toHaveAttribute('value', 'fullpayment');
    await expect(page.locator('[data-summary="paynow"]')).toHaveText(formatRupees(booking.totalPrice));
    await expect(page.locator('[data-summary="remaining"]')).toHaveText('₹0');
    await advance.check();
    await expect(advance).toHaveAttribute('value', 'partialpayment');
    await expect(page.locator('[data-summary="paynow"]')).toHaveText(formatRupees(booking.advancePayment));
    await expect(page.locator('[data-summary="remaining"]')).toHaveText(formatRupees(booking.totalPrice - booking.advancePayment));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Check Out', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(dialog.getByRole('region', { name: 'Terms and conditions' })).toContainText('1. Booking and advance');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'I Agree' }).click();
    await expect(dialog).toBeHidden();
    // CHK-12: the card payment widget (the server's sandbox here), for the advance chosen above; closed, Check Out again.
    const widget = page.getByRole('dialog', { name: /^Pay ₹/ });
    await expect(widget).toBeVisible();
    await widget.getByRole('button', { name: 'Close' }).click();
    await expect(widget).toBeHidden();
    await expect(page.getByRole('button', { name: 'Check Out', exact: true })).toBeEnabled();

    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/theaters$/);
  },
);

test('CHK-04..07, CHK-10: a code typed and the advance chosen as they show on a slow CPU stay; a wrong code is the server message as a notice; CELEBRATE10 is applied and priced by the server', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await basicBookingWithCake(page, request, dayFor(testInfo, 28));
  // On a phone's slower CPU the code is typed key by key the moment its field shows, and the advance
  // chosen the moment it shows: every key and the choice stay.
  await slowCpu(page);
  await page.goto('/Checkout', { waitUntil: 'commit' });
  const code = page.getByLabel('Coupon code');
  const apply = page.getByRole('button', { name: 'Apply' });
  const advance = page.getByRole('radio', { name: /^Advance Amount/ });
  await typeAsItShows(code, 'NOSUCHCODE');
  await advance.check();
  await slowCpu(page, 1);
  await expect(code).toHaveValue('NOSUCHCODE');
  await expect(advance).toBeChecked();
  await expect(page.locator('[data-summary="paynow"]')).toHaveText(formatRupees((await serverBooking(page, request)).advancePayment));
  await apply.click();
  await expect(page.locator('#toasts')).toContainText('The coupon code NOSUCHCODE is not valid.');
  await expect(apply).toBeEnabled();

  const checks: unknown[] = [];
  page.on('request', (r) => r.url().endsWith('/web/checkcoupon') && checks.push(r.postDataJSON()));
  const before = await serverBooking(page, request);
  await code.fill('CELEBRATE10');
  await apply.click();
  await expect(page.getByText(/^Coupon CELEBRATE10 applied: ₹[\d,.]+ off\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  expect(checks).toEqual([{ couponId: 'CELEBRATE10', amount: before.subTotal, type: 'normal' }]);

  const after = await serverBooking(page, request);
  expect(after.couponAmount).toBeGreaterThan(0);
  await expect(page.locator('[data-summary="total"]')).toHaveText(formatRupees(after.totalPrice));
  await expect(page.locator('[data-summary="coupon"]')).toHaveText(`- ${formatRupees(after.couponAmount)}`);
  // The advance chosen at first is still what is paid now, of the new total.
  await expect(advance).toBeChecked();
  await expect(page.locator('[data-summary="paynow"]')).toHaveText(formatRupees(after.advancePayment));
  await expectNoAxeViolations(page);
});

test('a refused code’s notice goes once a code is applied: it never reads beside Applied', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await basicBookingWithCake(page, request, dayFor(testInfo, 5));
  await page.clock.install();
  await openCheckout(page);
  // From here the page's clock stands still, so a notice cannot go by its own time: only an applied code takes it away.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  const code = page.getByLabel('Coupon code');
  const notices = page.locator('#toasts');
  await code.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(notices).toContainText('The coupon code NOSUCHCODE is not valid.');
  await code.fill('NOTACODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  // A second refusal takes the first one's place.
  await expect(notices).toContainText('The coupon code NOTACODE is not valid.');
  await expect(notices).not.toContainText('NOSUCHCODE');
  await code.fill('CELEBRATE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByText(/^Coupon CELEBRATE10 applied: ₹[\d,.]+ off\.$/)).toBeVisible();
  await expect(notices).not.toContainText('is not valid');
});

test('a combo: the plan includes the theatre, its price and cake show; a basic-plan code is refused', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await makeComboBooking(page, request, dayFor(testInfo, 29));
  const occasion = await tabCall(page, request, 'booking/new/updateocasion', {
    occasionId: 'occ-birthday',
    personName: 'Asha',
    totalPrice: 0,
  });
  expect(occasion.status(), await occasion.text()).toBe(200);
  const plan = { planId: 'plan-aurora-birthday-standard', flavour: 'Butterscotch', productId: 'cake-egg-black-forest' };
  // The Standard plan at ₹4100 with FLAT700COMBO, which the combo card put on the booking.
  const combo = await tabCall(page, request, 'booking/new/updatecombo', { ...plan, totalPrice: 3400 });
  expect(combo.status(), await combo.text()).toBe(200);

  await openCheckout(page);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveText(/^1\s*Theatre\s*Aurora \(2 people\)\s*Included$/);
  await expect(rows.nth(1)).toHaveText(/^2\s*Occasion\s*Birthday/);
  await expect(rows.nth(2)).toHaveText(/^3\s*Combo Plan\s*.+₹4,100$/);
  await expect(rows.nth(3)).toHaveText(/^4\s*Cake\s*Butterscotch \(in the plan\)\s*Included$/);
  const booking = await serverBooking(page, request);
  await expect(page.locator('[data-summary="total"]')).toHaveText(formatRupees(booking.totalPrice));

  await page.getByLabel('Coupon code').fill('FLAT400BASIC');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#toasts')).toContainText('The coupon FLAT400BASIC is for the basic plan only.');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a booking the server no longer has (404) says so and goes to /theaters', async ({ page, request }, testInfo) => {
  await seedChoice(page, request, dayFor(testInfo, 30));
  const { token, expiresAt } = await (await request.post('/v1/theatre/web/session', { data: {} })).json();
  await page.evaluate(
    ([guest, wizard]) => {
      sessionStorage.setItem('booking:guest', guest);
      sessionStorage.setItem('booking:wizard', wizard);
    },
    [JSON.stringify({ token, expiresAt }), JSON.stringify({ bookingId: 'no-such-booking' })],
  );
  await page.goto('/Checkout');
  await expect(page.getByRole('button', { name: 'Check Out', exact: true })).toBeDisabled();
  await expectStopped(page, 'Your booking session has expired. Please choose your slot again.');
});
