import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskMenu, deskMore, deskSignIn, modalDialog, openDeskScreen, paidOnSite } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';
import { dayFor } from './wizardHelpers.ts';

/**
 * The counter on a phone and a tablet: food from the menu added to a booking at the venue's price,
 * a refusal said in the staff's words, the owner's menu in one row on a phone, and Find finding a
 * caller's booking as their number is typed, on whatever day it is. The phone and the tablet run
 * side by side, each on a slot of Aurora of its own.
 */

const SLOTS = {
  mobile: { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' },
  tablet: { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' },
};
const projectOf = (testInfo: { project: { name: string } }) => (testInfo.project.name === 'tablet' ? 'tablet' : 'mobile');
/** A mobile number of this run's own, so that Find finds only this test's booking. */
const ownPhone = (n: number) => `9${String(Date.now()).slice(-8)}${n}`;

test(
  'the front desk adds 2 Paneer Tikka from the menu at the counter’s price; too many persons is said plainly',
  LAYOUT,
  async ({ page, browser, request }, testInfo) => {
    test.slow();
    const project = projectOf(testInfo);
    const customer = { name: `Food ${project} ${String(Date.now()).slice(-5)}`, phone: ownPhone(1) };
    const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const paid = await paidOnSite(await site.newPage(), request, dayFor(testInfo, 54), customer, SLOTS[project]);
    await site.close();

    await deskSignIn(page, DESK.frontDesk);
    await page.goto(`/desk#bookings/${paid.bookingId}`);
    await expect(page.getByRole('heading', { name: `Booking ${paid.orderId}`, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add a line' }).click();
    const dialog = await modalDialog(page, `Add a line to ${customer.name}'s booking`);

    // Aurora seats 4: 3 more than the 2 booked is refused in the staff's words, not a field's name.
    await dialog.getByLabel('How many more persons').fill('3');
    await expect(dialog.getByRole('alert')).toHaveText('That would make 5 persons: Aurora takes at most 4 (2 more).');

    await dialog.getByRole('radio', { name: 'Food from the menu' }).check();
    await dialog.getByLabel('Dish').selectOption({ label: 'Paneer Tikka (Veg, Snacks), ₹249' });
    await dialog.getByLabel('How many', { exact: true }).fill('2');
    await expect(dialog).toContainText('With 2 × Paneer Tikka: total ₹2,148 → ₹2,646, ₹1,896 left to collect.');
    await expect(dialog.getByRole('alert')).toBeHidden();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add ₹498 to the booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '2 × Paneer Tikka added (₹498).' })).toContainText(
      `${customer.name}'s booking is now ₹2,646, ₹1,896 left to collect`,
    );
    await expect(page.getByRole('region', { name: 'Amounts' })).toContainText('Total₹2,646');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('2 × Paneer Tikka added at the venue by Kavya Nair');
    const own = await (
      await request.post('/v1/theatre/bookings/getallbookings', {
        data: { bookingId: paid.bookingId },
        headers: { authorization: `Bearer ${paid.token}` },
      })
    ).json();
    expect(own.booking).toMatchObject({ totalPrice: 2646, remainingAmount: 1896 });
    expect(own.booking.products).toContainEqual(expect.objectContaining({ name: 'Paneer Tikka × 2', price: 498 }));
  },
);

test(
  'the owner’s menu is one row on a phone, the rest under More; Find finds a caller’s number as it is typed, on any day',
  LAYOUT,
  async ({ page, browser, request }, testInfo) => {
    test.slow();
    const project = projectOf(testInfo);
    const customer = { name: `Caller ${project} ${String(Date.now()).slice(-5)}`, phone: ownPhone(2) };
    const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const paid = await paidOnSite(await site.newPage(), request, dayFor(testInfo, 55), customer, SLOTS[project]);
    await site.close();

    await deskSignIn(page, DESK.owner);
    const links = deskMenu(page).getByRole('link');
    await expect(links.first()).toBeVisible();
    if (project === 'mobile') {
      // Today, Bookings and More: one row, whatever the owner's fifteen screens.
      await expect(links).toHaveText(['Today', 'Bookings']);
      const tops = await Promise.all([links.nth(0), links.nth(1), deskMore(page)].map(async (l) => (await l.boundingBox())!.y));
      expect(new Set(tops).size).toBe(1);
      await deskMore(page).click();
      await expect(deskMenu(page).getByRole('link', { name: 'Reports' })).toBeVisible();
      await expectNoAxeViolations(page);
    } else {
      await expect(deskMore(page)).toBeHidden();
      await expect(deskMenu(page).getByRole('link', { name: 'Takings' })).toBeVisible();
    }
    await openDeskScreen(page, 'Takings');
    await expect(page.getByRole('heading', { name: 'Takings', level: 1 })).toBeVisible();
    // The list closed with the choice; on a phone More says where the owner is.
    if (project === 'mobile') {
      await expect(deskMenu(page).getByRole('link', { name: 'Reports' })).toBeHidden();
      await expect(deskMore(page)).toHaveText('Takings · More');
    }

    await openDeskScreen(page, 'Bookings');
    const search = page.getByLabel('Phone, name or order id');
    // Today only, a day the booking is not on: a whole number is found on any day, without pressing Find.
    const from = page.getByLabel('From', { exact: true });
    await expect(from).not.toHaveValue('');
    await page.getByLabel('To', { exact: true }).fill(await from.inputValue());
    await search.pressSequentially(`+91 ${customer.phone.slice(0, 5)} ${customer.phone.slice(5)}`);
    await expect(page.getByText('A whole phone number or order id is found on any day.')).toBeVisible();
    const found = page.getByRole('list', { name: 'Bookings found' });
    await expect(found.getByRole('link', { name: paid.orderId })).toBeVisible();
    await expect(found.getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);
  },
);
