import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { addDays } from '../../src/lib/booking/istClock.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { dayLabel } from '../../src/islands/desk/dayLabel.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskBookingFound, deskSignIn, heldOnSite, modalDialog, paidOnSite, showBoard, slotCardOf } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';
import { dayForEachDevice } from './wizardHelpers.ts';

/**
 * The board's days and what the counter does from it, with the real clock, at Jubilee Hills's
 * Aurora on days of this file's own (the phone and the tablet each on theirs): Previous day and
 * Next day, the Week view with a booked slot that opens its booking and a slot held meanwhile shown
 * by itself, Collect ₹x and Block from the board, and a booking paid meanwhile counted in the tab's title.
 */

const BRANCH = 'CineCelebrations Jubilee Hills';
const SLOTS = [
  { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' },
  { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30' },
  { slotId: 'th-aurora-s3', fromTime: '16:00', toTime: '19:00' },
];

/** A customer of this test's own (10 digits, one per project and booking). */
const customerOf = (testInfo: TestInfo, n: number) => {
  const p = testInfo.project.name === 'tablet' ? 1 : 0;
  return { name: `Board ${p}${n} ${String(Date.now()).slice(-5)}`, phone: `98123600${p}${n}` };
};

/** A booking made and its advance paid on the site by a customer in a browser of their own. */
async function paidElsewhere(browser: Browser, page: Page, testInfo: TestInfo, date: string, n: number, slot = SLOTS[0]) {
  const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const customer = customerOf(testInfo, n);
  const paid = await paidOnSite(await site.newPage(), page.request, date, customer, slot);
  await site.close();
  return { ...(await deskBookingFound(page, paid.orderId)), customer };
}

const dayLine = (page: Page, date: string) => page.locator('#desk-main strong', { hasText: bookingDayLabel(date) });

test(
  'the board moves a day at a time and a week at a glance; a booked slot opens its booking; Collect and Block from the board',
  LAYOUT,
  async ({ page, browser }, testInfo) => {
    test.slow();
    const date = dayForEachDevice(testInfo, 60);
    await deskSignIn(page, DESK.manager);
    const booked = await paidElsewhere(browser, page, testInfo, date, 1);
    await showBoard(page, BRANCH, date);
    await expect(dayLine(page, date)).toBeVisible();

    // Next day and Previous day, beside the date: the board, its day and the live region follow.
    const form = page.getByRole('form', { name: 'Branch and day' });
    await form.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByRole('status')).toHaveText(`Showing ${BRANCH} on ${bookingDayLabel(addDays(date, 1))}.`);
    await expect(dayLine(page, addDays(date, 1))).toBeVisible();
    await expect(form.getByLabel('Date', { exact: true })).toHaveValue(addDays(date, 1));
    await expect(slotCardOf(page, 'Aurora', booked.customer.name)).toHaveCount(0);
    await form.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByRole('status')).toHaveText(`Showing ${BRANCH} on ${bookingDayLabel(date)}.`);
    const card = slotCardOf(page, 'Aurora', booked.customer.name);
    await expect(card).toContainText('Booked');

    // Each free slot's links say which slot they are for.
    const aurora = page.getByRole('list', { name: 'Aurora: slots of the day' });
    await expect(aurora.getByRole('link', { name: 'Book by phone 12:30 PM – 3:30 PM in Aurora' })).toBeVisible();
    // Arrived waits for two hours before the slot: a booking days ahead offers only what is left to collect.
    await expect(card.getByRole('button', { name: /^Arrived/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Collect ₹x: the payment dialog opens on what is left, and the board shows it paid.
    const left = booked.money.leftToCollect;
    await card.getByRole('button', { name: `Collect ${formatRupees(left)} (Aurora 9:00 AM)` }).click();
    const pay = await modalDialog(page, `Record payment for ${booked.customer.name}`);
    await expect(pay.getByLabel('Amount')).toHaveValue(String(left));
    await pay.getByRole('button', { name: `Record ${formatRupees(left)} paid` }).click();
    await expect(pay).toBeHidden();
    await expect(card.getByRole('button', { name: /^Collect/ })).toHaveCount(0);
    expect((await deskBookingFound(page, booked.orderId)).money.leftToCollect).toBe(0);

    // Block a free slot from the board, with why.
    await aurora.getByRole('button', { name: 'Block Aurora 4:00 PM' }).click();
    const block = await modalDialog(page, `Block Aurora 4:00 PM on ${dayLabel(date)}`);
    await expectNoAxeViolations(page);
    await block.getByRole('button', { name: 'Block the slot' }).click();
    await expect(block.getByText('Please say why the slot is blocked.')).toBeVisible();
    await block.getByLabel('Reason').fill('Projector service');
    await block.getByRole('button', { name: 'Block the slot' }).click();
    await expect(block).toBeHidden();
    await expect(aurora.getByRole('listitem').filter({ hasText: 'Projector service' })).toContainText('Blocked');
    await expect(aurora.getByRole('button', { name: 'Block Aurora 4:00 PM' })).toHaveCount(0);

    // The week: a row per slot and a cell per day, the booked one opening its booking.
    await form.getByRole('button', { name: 'Week view' }).click();
    const week = page.getByRole('region', { name: 'Aurora: the week' });
    await expect(week.getByRole('columnheader').first()).toHaveText('Slot');
    await expect(week.getByText(new RegExp(`^Blocked, Aurora 4:00 PM, ${dayLabel(date)}`))).toBeVisible();
    await expect(form.getByRole('button', { name: 'Next week' })).toBeVisible();
    await expectNoAxeViolations(page);
    // A free slot offers what the board does.
    await week.getByRole('button', { name: `Free, Aurora 12:30 PM, ${dayLabel(date)}` }).click();
    const free = await modalDialog(page, `Aurora 12:30 PM on ${dayLabel(date)} is free`);
    await expect(free.getByRole('link', { name: 'Book by phone' })).toBeVisible();
    await expect(free.getByRole('button', { name: 'Block' })).toBeVisible();
    await expectNoAxeViolations(page);
    await free.getByRole('button', { name: 'Close' }).click();
    // A customer holds that slot on the site meanwhile: the week shows it held without being asked again.
    const holder = customerOf(testInfo, 3);
    await heldOnSite(page.request, date, holder, SLOTS[1]);
    await expect(week.getByRole('link', { name: `Held, ${holder.name}, Aurora 12:30 PM, ${dayLabel(date)}` })).toBeVisible({
      timeout: 60_000,
    });
    await week.getByRole('link', { name: `Booked, ${booked.customer.name}, Aurora 9:00 AM, ${dayLabel(date)}` }).click();
    await expect(page.getByRole('heading', { name: `Booking ${booked.orderId}`, level: 1 })).toBeVisible();
  },
);

test(
  'a booking paid meanwhile on the day shown is counted in the tab’s title until the person looks',
  LAYOUT,
  async ({ page, browser }, testInfo) => {
    test.slow();
    const date = dayForEachDevice(testInfo, 62);
    await deskSignIn(page, DESK.frontDesk);
    await showBoard(page, BRANCH, date);
    const title = await page.title();
    expect(title).not.toMatch(/^\(\d+\)/);
    // The sound is off until switched on here.
    await expect(page.getByRole('checkbox', { name: 'Sound for new bookings' })).not.toBeChecked();

    const booked = await paidElsewhere(browser, page, testInfo, date, 2, SLOTS[1]);
    await expect(page.getByRole('status')).toHaveText(`New booking: Aurora 12:30 PM, ${booked.customer.name}.`, { timeout: 60_000 });
    await expect(page).toHaveTitle(`(1) ${title}`);
    // Looking at the board (a key pressed) clears the count.
    await page.getByRole('heading', { name: 'Today', level: 1 }).press('Tab');
    await expect(page).toHaveTitle(title);
  },
);
