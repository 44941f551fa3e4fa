import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskMenu, deskSignIn, modalDialog, paidOnSite } from './deskHelpers.ts';
import { aurora, dayFor } from './wizardHelpers.ts';

/** A booking's Move at the desk, and Find's Export CSV, on a phone and a tablet. */

/**
 * The phone and the tablet projects run side by side on the same days: each books and moves within
 * slots of Aurora the other never touches. Each moves a three-hour slot to a 90-minute one, which
 * Aurora prices lower.
 */
const slotsOf = (project: string) =>
  project === 'tablet'
    ? {
        from: { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30', site: '12:30 - 15:30' },
        to: { site: '21:30 - 23:00', desk: '9:30 PM – 11:00 PM', history: '21:30-23:00' },
      }
    : {
        from: { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00', site: '09:00 - 12:00' },
        to: { site: '19:30 - 21:00', desk: '7:30 PM – 9:00 PM', history: '19:30-21:00' },
      };

/**
 * Each test's day: 52 and 53 are this file's, and a repeat (--repeat-each) on the same server takes
 * the next two, as the booking a test makes keeps its slot taken (and a move, the new one).
 */
const REPEAT_DAYS = 2;

/** A booking made and paid on the site by a customer in a browser of their own. */
async function paidElsewhere(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  ...booking: Parameters<typeof paidOnSite> extends [unknown, unknown, ...infer Rest] ? Rest : never
) {
  const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const paid = await paidOnSite(await site.newPage(), request, ...booking);
  await site.close();
  return paid;
}

/** The manager's Find form on the desk's Bookings screen. */
async function managersFind(page: Page) {
  await deskSignIn(page, DESK.manager);
  await deskMenu(page).getByRole('link', { name: 'Bookings' }).click();
  return page.getByRole('form', { name: 'Find bookings' });
}

test('a manager moves a booking paid on the site to a shorter slot: the dialog shows ₹349 less, the page the new slot, and /theaters the old slot free and the new one booked', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 52 + REPEAT_DAYS * testInfo.repeatEachIndex);
  const { from, to } = slotsOf(testInfo.project.name);
  const customer = { name: `Move ${testInfo.project.name} ${String(Date.now()).slice(-5)}`, phone: '9123400052' };
  const paid = await paidElsewhere(browser, request, testInfo, date, customer, from);

  // The customer calls to change the time: the manager finds the booking by its order id.
  const find = await managersFind(page);
  await find.getByLabel('Phone, name or order id').fill(paid.orderId);
  await find.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('status')).toHaveText('1 booking found; page 1 of 1.');
  await page.getByRole('list', { name: 'Bookings found' }).getByRole('link', { name: paid.orderId }).click();
  await expect(page.getByRole('heading', { name: `Booking ${paid.orderId}`, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const move = await modalDialog(page, `Move ${customer.name}'s booking`);
  // The booking's own day is the one offered first.
  await expect(move.getByLabel('Date', { exact: true })).toHaveValue(date);
  await expect(move.getByLabel('Theatre')).toHaveValue('th-aurora');
  await move.getByRole('radio', { name: to.desk }).check();
  // Aurora's three-hour slot is ₹2,148 and its 90-minute one ₹1,799; the site took the ₹750 advance.
  await expect(move).toContainText('₹2,148 now, ₹1,799 at Aurora');
  await expect(move).toContainText('It costs ₹349 less.');
  await expect(move).toContainText('₹1,049 will be left to collect at the venue.');
  await expectNoAxeViolations(page);
  await move.getByRole('button', { name: 'Move booking' }).click();
  await expect(move).toBeHidden();

  await expect(
    page.getByRole('status').filter({ hasText: `${customer.name}'s booking (${paid.orderId}) is moved to Aurora` }),
  ).toContainText('₹1,049 is left to collect at the venue.');
  const main = page.locator('#desk-main');
  await expect(main).toContainText(`${bookingDayLabel(date)}, ${to.desk} · Aurora`);
  await expect(page.getByRole('region', { name: 'Amounts' })).toContainText('Total₹1,799');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    `moved by Vikram Shah from Aurora, ${bookingDayLabel(date)}, ${from.fromTime}-${from.toTime} to Aurora, ${bookingDayLabel(date)}, ${to.history}`,
  );

  // A visitor on the site, in another browser, can book the old slot and not the new one.
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const card = await aurora(await visitor.newPage(), date);
  await expect(card.getByRole('button', { name: new RegExp(`^${from.site}`) })).toBeEnabled();
  await expect(card.getByRole('button', { name: new RegExp(`^${to.site}`) })).toBeDisabled();
  await visitor.close();
});

test('a manager lists a day’s confirmed bookings at a branch and exports them: the CSV has its header and the booking paid on the site', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 53 + REPEAT_DAYS * testInfo.repeatEachIndex);
  const { from } = slotsOf(testInfo.project.name);
  const customer = { name: `Export ${testInfo.project.name} ${String(Date.now()).slice(-5)}`, phone: '9123400053' };
  const paid = await paidElsewhere(browser, request, testInfo, date, customer, from);

  const find = await managersFind(page);
  await find.getByLabel('From').fill(date);
  await find.getByLabel('To').fill(date);
  await find.getByLabel('Branch').selectOption({ label: 'CineCelebrations Jubilee Hills' });
  await find.getByLabel('Status').selectOption({ label: 'Confirmed' });
  await find.getByRole('button', { name: 'Find' }).click();
  // The screen opens listing every day from today, this booking too: Export takes the list shown, so
  // it waits for the answer to this Find (the only one said aloud).
  await expect(page.getByRole('status')).toHaveText(/^\d+ bookings? found; page 1 of 1\.$/);
  await expect(page.getByRole('list', { name: 'Bookings found' }).getByRole('listitem').filter({ hasText: customer.name })).toContainText(
    paid.orderId,
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  await expect(page.getByRole('status')).toHaveText('The list is exported as a CSV file.');
  // The file is named by the list's filters: several exports of a day keep apart in Downloads.
  expect(download.suggestedFilename()).toBe(`bookings-${date}-to-${date}-loc-jubilee-hills-booking-confirmed.csv`);
  const text = await readFile(await download.path(), 'utf8');
  // A byte order mark first, so that Excel reads the file as UTF-8; then lines ended by CRLF.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).split('\r\n').filter(Boolean);
  expect(header).toBe(
    'Order id,Status,Date,From,To,Branch,Theatre,Customer,Phone,E-mail,Persons,Occasion,Special person,Plan,' +
      'Total (INR),Paid (INR),Left to collect (INR),Booked at (India),' +
      'Venue status,Status as the desk shows it,Paid online (INR),Paid at venue (INR),Refunded (INR),Payment methods,Cakes,Add-ons,Decoration,Food at the venue',
  );
  // Only what the list shows: that day's confirmed bookings at the branch (the other project's too, on the same day).
  for (const row of rows) expect(row).toMatch(new RegExp(`^ORD[^,]*,booking-confirmed,${date},`));
  const ours = rows.filter((r) => r.startsWith(`${paid.orderId},`));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toContain(`,${from.fromTime},${from.toTime},CineCelebrations Jubilee Hills,Aurora,${customer.name},`);
  expect(ours[0]).toContain(',2148.00,750.00,1398.00,');
});
