import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskMenu, deskSignIn, deskSignOut, modalDialog, paidOnSite } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';
import { dayFor } from './wizardHelpers.ts';

/**
 * Money at the counter on a phone and a tablet: the front desk takes part of what is left in cash
 * and part by UPI in one go, then a manager voids the cash recorded in error, with the reason.
 * The phone and the tablet run side by side on the same day, each on a slot of Aurora of its own.
 */

const SLOTS = {
  mobile: { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' },
  tablet: { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' },
};
/** Each repeat (--repeat-each) on the same server takes the next day: the booking keeps its slot. */
const dayOf = (testInfo: Parameters<typeof dayFor>[0]) => dayFor(testInfo, 57 + testInfo.repeatEachIndex);

test(
  'the front desk records ₹500 in cash and ₹398 by UPI of the ₹1,398 left; a manager voids the cash with a reason',
  LAYOUT,
  async ({ page, browser, request }, testInfo) => {
    test.slow();
    const project = testInfo.project.name === 'tablet' ? 'tablet' : 'mobile';
    const customer = { name: `Split ${project} ${String(Date.now()).slice(-5)}`, phone: '9123400057' };
    const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const paid = await paidOnSite(await site.newPage(), request, dayOf(testInfo), customer, SLOTS[project]);
    await site.close();

    await deskSignIn(page, DESK.frontDesk);
    await page.goto(`/desk#bookings/${paid.bookingId}`);
    await expect(page.getByRole('heading', { name: `Booking ${paid.orderId}`, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^Record payment/ }).click();
    const dialog = await modalDialog(page, `Record payment for ${customer.name}`);
    await expect(dialog).toContainText('Left to collect: ₹1,398');
    // What is left is offered; the customer pays ₹500 of it in cash...
    const first = dialog.getByLabel('Amount (₹)');
    await expect(first).toHaveValue('1398');
    await first.fill('500');
    await expect(dialog).toContainText('₹898 will be left to collect.');
    // ...and the rest by UPI, but less than it: ₹398.
    await dialog.getByRole('button', { name: 'Add another method' }).click();
    const second = dialog.getByRole('group', { name: 'Payment 2' });
    await expect(second.getByLabel('Amount (₹)')).toBeFocused();
    await expect(second.getByLabel('Amount (₹)')).toHaveValue('898');
    await expect(second.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await second.getByLabel('Amount (₹)').fill('398');
    await expect(dialog).toContainText('₹500 will be left to collect.');
    await dialog.getByRole('button', { name: 'Record ₹898 paid' }).click();
    // UPI needs its transaction id: said at its field, which takes the focus; nothing is sent.
    const reference = second.getByLabel(/^Reference/);
    await expect(reference).toBeFocused();
    await expect(reference).toHaveAccessibleDescription(/Please enter the UPI transaction id\./);
    await expectNoAxeViolations(page);
    await reference.fill('UPI-55417');
    await dialog.getByRole('button', { name: 'Record ₹898 paid' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '₹898 recorded (₹500 Cash; ₹398 UPI, ref UPI-55417).' })).toContainText(
      `${customer.name}'s booking has ₹500 left to collect`,
    );
    const venue = page.getByRole('list', { name: 'Paid at the venue' });
    await expect(venue.getByRole('listitem')).toHaveCount(2);
    // Something is still left: Record payment stays, for the rest. The front desk cannot void.
    await expect(page.getByRole('button', { name: /^Record payment/ })).toBeVisible();
    await expect(venue.getByRole('button', { name: /^Void/ })).toHaveCount(0);

    // The cash was for another booking: a manager voids it, with the reason.
    await deskSignOut(page);
    await deskSignIn(page, DESK.manager);
    await page.goto(`/desk#bookings/${paid.bookingId}`);
    await expect(page.getByRole('heading', { name: `Booking ${paid.orderId}`, level: 1 })).toBeVisible();
    await venue.getByRole('button', { name: 'Void the payment of ₹500' }).click();
    const voiding = await modalDialog(page, 'Void the payment of ₹500 (Cash)');
    await voiding.getByRole('button', { name: 'Void this payment' }).click();
    const reason = voiding.getByLabel(/^Reason/);
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAccessibleDescription(/Please say why this payment is voided\./);
    await expectNoAxeViolations(page);
    await reason.fill('Taken for the next booking by mistake');
    await voiding.getByRole('button', { name: 'Void this payment' }).click();
    await expect(voiding).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '₹500 paid at the venue (Cash) is voided.' })).toContainText(
      `${customer.name}'s booking has ₹1,000 left to collect`,
    );
    const cash = venue.getByRole('listitem').filter({ hasText: 'Cash' });
    await expect(cash).toContainText('Voided');
    await expect(cash).toContainText('Voided by Vikram Shah');
    await expect(cash).toContainText('Taken for the next booking by mistake');
    await expect(cash.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'voided by Vikram Shah: Taken for the next booking by mistake',
    );
    await expectNoAxeViolations(page);
    await expect(deskMenu(page)).toBeVisible();
  },
);

test(
  'the front desk adds a 1 kg cake bought at the counter: the server prices it, and the total and the invoice follow',
  LAYOUT,
  async ({ page, browser, request }, testInfo) => {
    test.slow();
    const project = testInfo.project.name === 'tablet' ? 'tablet' : 'mobile';
    const customer = { name: `Cake ${project} ${String(Date.now()).slice(-5)}`, phone: '9123400058' };
    const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const paid = await paidOnSite(await site.newPage(), request, dayFor(testInfo, 58 + testInfo.repeatEachIndex), customer, SLOTS[project]);
    await site.close();

    await deskSignIn(page, DESK.frontDesk);
    await page.goto(`/desk#bookings/${paid.bookingId}`);
    await expect(page.getByRole('heading', { name: `Booking ${paid.orderId}`, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add a line' }).click();
    const dialog = await modalDialog(page, `Add a line to ${customer.name}'s booking`);
    await dialog.getByRole('radio', { name: 'A cake' }).check();
    await dialog.getByLabel('Cake', { exact: true }).selectOption({ label: 'Red Velvet (egg), ₹699 a 500 gm' });
    await dialog.getByLabel('Weight').selectOption({ label: '1 kg' });
    await expect(dialog).toContainText('With Red Velvet (egg), 1 kg: total ₹2,148 → ₹3,546, ₹2,796 left to collect.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add ₹1,398 to the booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Red Velvet (egg), 1 kg added (₹1,398).' })).toContainText(
      `${customer.name}'s booking is now ₹3,546, ₹2,796 left to collect`,
    );
    await expect(page.getByRole('region', { name: 'Amounts' })).toContainText('Total₹3,546');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Red Velvet (egg), 1 kg added at the venue by Kavya Nair');
    // The customer's own page shows the new total and what is left.
    const own = await (
      await request.post('/v1/theatre/bookings/getallbookings', {
        data: { bookingId: paid.bookingId },
        headers: { authorization: `Bearer ${paid.token}` },
      })
    ).json();
    expect(own.booking).toMatchObject({ totalPrice: 3546, remainingAmount: 2796 });
  },
);
