import { expect, test, type Page } from '@playwright/test';
import { formatRupees } from '../../src/lib/money.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskMenu, deskSignIn } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';
import { dayFor } from './wizardHelpers.ts';

/**
 * The phone booking's Total, read to the caller before anything is held: it follows the choices as
 * the staff type them, takes a coupon by the site's rules (and refuses one in the site's words), a
 * combo plan at the site's price, a manager's discount with its reason, and the hold charges it. The phone and the tablet run side by side
 * on the same day: each takes its own Aurora slot (Jubilee Hills; no payment is taken).
 */

const slotOf = (project: string) => (project === 'tablet' ? '12:30 PM – 3:30 PM' : '9:00 AM – 12:00 PM');

const totalOf = (page: Page) => page.getByRole('status', { name: 'Total to pay' });

async function openForm(page: Page, date: string, slot: string, who: { login: string; password: string } = DESK.frontDesk): Promise<void> {
  await deskSignIn(page, who);
  // In the menu's row, or on a phone under More.
  const link = deskMenu(page).getByRole('link', { name: 'Phone booking', exact: true });
  await expect(deskMenu(page).getByRole('link').first()).toBeVisible();
  if (!(await link.isVisible())) await deskMenu(page).locator('summary').click();
  await link.click();
  await expect(page.getByRole('heading', { name: 'Phone booking', level: 1 })).toBeFocused();
  await page.getByLabel('Branch').selectOption({ label: 'CineCelebrations Jubilee Hills' });
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByRole('radio', { name: `${slot} in Aurora` }).check();
}

test(
  'the Total follows what the caller asks for, a coupon applies by the site’s rules, and the slot is held at that total',
  LAYOUT,
  async ({ page }, testInfo) => {
    test.slow();
    await openForm(page, dayFor(testInfo, 70), slotOf(testInfo.project.name));
    // Two persons in Aurora, the basic plan's own offer on, as the site puts it on.
    await expect(page.getByText('Coupon FLAT400BASIC')).toBeVisible();
    await expect(totalOf(page)).toHaveText(formatRupees(2148 - 400));
    // A discount is a manager's to give: the front desk is not offered one.
    await expect(page.getByLabel('Discount (₹)')).toHaveCount(0);

    // The caller's details, typed as soon as the fields show.
    await page.getByLabel('Name', { exact: true }).pressSequentially('Meera Iyer');
    await page.getByLabel('Mobile number').pressSequentially('9812345674');
    await page.getByLabel('Number of persons').fill('3');
    await expect(totalOf(page)).toHaveText(formatRupees(2148 + 299 - 400));
    await page.getByLabel('Occasion').selectOption({ label: 'Birthday (₹299)' });
    await page.getByLabel("Special person's name").fill('Meera');
    await page.getByLabel('Cake').selectOption({ label: 'Red Velvet (₹699 per 500 gm)' });
    await page.getByLabel('Weight').selectOption({ label: '1 kg' });
    await expect(totalOf(page)).toHaveText(formatRupees(2148 + 299 + 299 + 1398 - 400));

    // A code the site would refuse is refused in its words, the total kept without it.
    await page.getByLabel('Coupon code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('NOPE is not a valid coupon code')).toBeVisible();
    await expect(totalOf(page)).toHaveText(formatRupees(4144 - 400));
    // CELEBRATE10: 10% of ₹4,144, at most ₹500, instead of the plan's offer.
    await page.getByLabel('Coupon code').fill('celebrate10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('NOPE is not a valid coupon code')).toBeHidden();
    await expect(page.getByText('Coupon CELEBRATE10')).toBeVisible();
    await expect(totalOf(page)).toHaveText(formatRupees(4144 - 414.4));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Hold the slot' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Booking ORD/);
    await expect(page.getByRole('radio', { name: `Full amount, ${formatRupees(3729.6)}` })).toBeVisible();
  },
);

test('a combo plan by phone costs what the site’s package costs, with its offer, and is held at it', LAYOUT, async ({ page }, testInfo) => {
  test.slow();
  await openForm(page, dayFor(testInfo, 71), slotOf(testInfo.project.name));
  await page.getByLabel('Name', { exact: true }).pressSequentially('Kavya Menon');
  await page.getByLabel('Mobile number').pressSequentially('9812345675');
  await page.getByLabel('Number of persons').fill('3');
  await page.getByRole('radio', { name: 'Combo plan' }).check();
  await expect(page.getByText('Choose the slot and the occasion to see the combo plans.')).toBeVisible();
  await page.getByLabel('Occasion').selectOption({ label: 'Anniversary (₹349)' });
  // The theatre's packages for the occasion, as the site's plan cards list them.
  const plans = page.getByRole('combobox', { name: 'Combo plan' });
  const standard = (await plans.locator('option', { hasText: /^Standard / }).textContent())!;
  await plans.selectOption({ label: standard });
  await page.getByLabel(/^Cake flavour/).selectOption('Pineapple');
  // The Standard package for 3 (₹4,100 and one extra person ₹349), less FLAT700COMBO, as on the site.
  await expect(page.getByText('Plan: Standard, cake: Pineapple')).toBeVisible();
  await expect(page.getByText('Coupon FLAT700COMBO')).toBeVisible();
  await expect(totalOf(page)).toHaveText(formatRupees(3749));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Hold the slot' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Booking ORD/);
  await expect(page.getByRole('radio', { name: `Full amount, ${formatRupees(3749)}` })).toBeVisible();
});

test(
  'a manager gives a discount with its reason: taken off the Total after the coupon, held at it, shown on the booking',
  LAYOUT,
  async ({ page }, testInfo) => {
    test.slow();
    await openForm(page, dayFor(testInfo, 72), slotOf(testInfo.project.name), DESK.manager);
    await expect(totalOf(page)).toHaveText(formatRupees(2148 - 400));
    await page.getByLabel('Name', { exact: true }).pressSequentially('Ravi Kumar');
    await page.getByLabel('Mobile number').pressSequentially('9812345676');

    // More than the total after the coupon is refused under its field, saying how much it may be.
    await page.getByLabel('Discount (₹)').fill('2000');
    await page.getByLabel('Reason for the discount').fill('Regular customer');
    await expect(page.getByText('must be at most ₹1,748, the total after the coupon').first()).toBeVisible();
    await page.getByLabel('Discount (₹)').fill('500');
    await expect(page.getByText('Discount: Regular customer')).toBeVisible();
    await expect(totalOf(page)).toHaveText(formatRupees(1748 - 500));
    await expectNoAxeViolations(page);

    // A reason too short to say why is asked for before anything is held.
    await page.getByLabel('Reason for the discount').fill('ok');
    await page.getByRole('button', { name: 'Hold the slot' }).click();
    await expect(page.getByText('Please say why, in at least 3 characters.')).toBeVisible();
    await expect(page.getByLabel('Reason for the discount')).toBeFocused();
    await page.getByLabel('Reason for the discount').fill('Regular customer');
    await expect(totalOf(page)).toHaveText(formatRupees(1248));

    await page.getByRole('button', { name: 'Hold the slot' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Booking ORD/);
    await expect(page.getByText('Discount (Regular customer)')).toBeVisible();
    await expect(page.getByRole('radio', { name: `Full amount, ${formatRupees(1248)}` })).toBeVisible();
    await expectNoAxeViolations(page);
  },
);
