import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import { expectNoAxeViolations } from './axe.ts';
import { modalDialog } from './deskHelpers.ts';
import { decideOnPayPage } from './paymentHelpers.ts';
import {
  customerFor,
  expectNoSidewaysScroll,
  openFromConfirmation,
  outcomeLine,
  paidBooking,
  payPageHeading,
  place,
} from './myBookingHelpers.ts';
import { aurora, dayFor } from './wizardHelpers.ts';

/**
 * The customer's own booking page, opened from the link in the booking's confirmation: Reschedule
 * to another slot of the branch (the same price at once; a dearer one after paying the difference)
 * and Add to calendar. Each test books a day of its own (75 to 79 on the phone).
 */

/** A theatre's card on /theaters for the date, as the customer finds it. */
async function theatreCard(page: Page, date: string, theatre: string) {
  const first = await aurora(page, date);
  return theatre === 'Aurora'
    ? first
    : page.locator('main article', { has: page.getByRole('heading', { level: 2, name: theatre, exact: true }) });
}

async function expectSlot(page: Page, date: string, theatre: string, slot: string, status: 'open' | 'booked') {
  const card = await theatreCard(page, date, theatre);
  await expect(card.getByRole('button', { name: new RegExp(`^${slot}`) })).toHaveAttribute('data-slot-status', status);
}

test('Reschedule to another slot of the same price moves the booking at once: /theaters shows the old slot free and the new one booked', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  // The narrowest phone the site is made for.
  await page.setViewportSize({ width: 360, height: 740 });
  const date = dayFor(testInfo, 75);
  const { orderId } = await paidBooking(page, request, date, customerFor(testInfo, 75));
  await openFromConfirmation(page, orderId);
  await expect(place(page)).toHaveText(`Aurora, ${bookingDayLabel(date)}, 09:00 - 12:00`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
  const dialog = await modalDialog(page, 'Reschedule your booking');
  // The booking's day is offered first; its own slot is not among the choices.
  await expect(dialog.getByLabel('New date')).toHaveValue(date);
  const aurorasSlots = dialog.getByRole('group', { name: 'Aurora' });
  await expect(aurorasSlots.getByRole('button', { name: '12:30 - 15:30' })).toBeVisible();
  await expect(aurorasSlots.getByRole('button', { name: '09:00 - 12:00' })).toHaveCount(0);
  await aurorasSlots.getByRole('button', { name: '12:30 - 15:30' }).click();
  await expect(dialog.getByText('The price is the same.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Confirm reschedule' }).click();

  await expect(dialog).toBeHidden();
  await expect(outcomeLine(page)).toContainText('moved to Aurora');
  await expect(outcomeLine(page)).toBeFocused();
  await expect(place(page)).toHaveText(`Aurora, ${bookingDayLabel(date)}, 12:30 - 15:30`);

  await expectSlot(page, date, 'Aurora', '09:00 - 12:00', 'open');
  await expectSlot(page, date, 'Aurora', '12:30 - 15:30', 'booked');
});

test('a Reschedule that costs more is paid on the pay page first, and the page comes back with the booking moved', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 76);
  const nextDay = dayFor(testInfo, 77);
  const { orderId } = await paidBooking(page, request, date, customerFor(testInfo, 76));
  await openFromConfirmation(page, orderId);

  await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
  const dialog = await modalDialog(page, 'Reschedule your booking');
  // Another day, typed as soon as the field shows; the other theatre of the branch costs more.
  await dialog.getByLabel('New date').fill(nextDay);
  await dialog.getByRole('group', { name: 'Velvet Lounge' }).getByRole('button', { name: '09:00 - 12:00' }).click();
  const confirm = dialog.getByRole('button', { name: /^Pay ₹[\d,]+ and reschedule$/ });
  await expect(confirm).toBeVisible();
  const difference = /₹[\d,]+/.exec((await confirm.textContent())!)![0];
  await expect(dialog.locator('[data-quote="pay-now"]')).toHaveText(difference);
  await confirm.click();

  // The difference, and nothing else, is asked on the pay page; paid, the way back is the booking's page.
  await page.waitForURL(/\/sandbox\/phonepe\/pay\//);
  await expect(page.locator('h1')).toHaveText(payPageHeading(difference));
  await decideOnPayPage(page, 'Pay');
  await page.waitForURL((url) => url.pathname === '/my-booking');
  await expect(outcomeLine(page)).toHaveText(
    `Payment received. Your booking is moved to Velvet Lounge, ${bookingDayLabel(nextDay)}, 09:00 - 12:00.`,
  );
  await expect(place(page)).toHaveText(`Velvet Lounge, ${bookingDayLabel(nextDay)}, 09:00 - 12:00`);
  await expect(page.getByRole('heading', { name: 'Payment in progress' })).toHaveCount(0);

  await expectSlot(page, date, 'Aurora', '09:00 - 12:00', 'open');
  await expectSlot(page, nextDay, 'Velvet Lounge', '09:00 - 12:00', 'booked');
});

test('Add to calendar downloads the slot as an event starting at the slot’s start, in UTC of the India time', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 79);
  const { orderId } = await paidBooking(page, request, date, customerFor(testInfo, 79));
  const link = await openFromConfirmation(page, orderId);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const file = await readFile((await (await download).path())!, 'utf8');

  const start = new Date(istInstant(date, '09:00'));
  const utc = start
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const local = `${date.replace(/-/g, '')}T090000`;
  expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(file).toContain('BEGIN:VEVENT\r\n');
  const dtstart = /^DTSTART[^\r\n]*/m.exec(file)?.[0];
  expect([`DTSTART:${utc}`, `DTSTART;TZID=Asia/Kolkata:${local}`]).toContain(dtstart);
  // The way back to the booking's page is in the event (a long line is folded at 75 octets).
  expect(file.replace(/\r\n[ \t]/g, '')).toContain(link);
});
