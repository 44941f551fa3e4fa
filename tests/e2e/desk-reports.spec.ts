import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskMenuLink, deskSignIn, openDeskScreen, paidOnSite, type TheatreChoice } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';

/**
 * The owner's Reports on a phone and a tablet: a booking paid on the site today and cancelled at
 * the desk for a Venue problem shows in Cancellations and in its CSV; the heat map and the revenue
 * bars are pictures with their words, and tables under them; every section passes axe; a manager
 * has no Reports. The slot is Cosmos's, a day of its own for each project, which no other test books.
 */

const COSMOS: TheatreChoice = { theatreId: 'th-cosmos', theaterName: 'Cosmos', subTotal: 3699 };

const reportsScreen = async (page: Page) => {
  await openDeskScreen(page, 'Reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
};

test(
  'the owner reads the Reports: a cancellation by its reason, the charts with their tables, a section as CSV',
  LAYOUT,
  async ({ page, browser }, testInfo) => {
    test.slow();
    const today = istToday(new Date());
    const day = addDays(today, 30 + (testInfo.project.name === 'tablet' ? 1 : 0) + 2 * testInfo.repeatEachIndex);
    await deskSignIn(page, DESK.owner);

    // A booking paid online by a customer in a browser of their own, then cancelled at the desk for a venue problem.
    const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const customer = { name: `Reports ${String(Date.now()).slice(-5)}`, phone: '9123400777' };
    const slot = { slotId: 'th-cosmos-s1', fromTime: '09:00', toTime: '12:00' };
    const paid = await paidOnSite(await site.newPage(), page.request, day, customer, slot, COSMOS);
    await site.close();
    const cancelled = await page.request.post('/v1/desk/bookings/cancel', {
      data: { bookingId: paid.bookingId, amount: 0, cause: 'venue-problem', reason: 'Projector down' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await page.goto('/desk');
    await reportsScreen(page);
    const form = page.getByRole('form', { name: 'Show reports' });
    await expect(form.getByLabel('To')).toHaveValue(today);
    await expect(form.getByLabel('From')).toHaveValue(addDays(today, -29));
    await expect(page.getByRole('img', { name: /^Occupancy by theatre and hour/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Net revenue by day/ })).toBeVisible();
    const cancellations = page.getByRole('region', { name: 'Cancellations' });
    await expect(cancellations.getByRole('row', { name: /^Venue problem/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The revenue by week; the tables under the pictures open and pass axe too.
    await page.getByRole('radio', { name: 'Week' }).check();
    await expect(page.getByRole('img', { name: /^Net revenue by week/ })).toBeVisible();
    await page.getByText('Occupancy as a table').click();
    await page.getByText('Revenue as a table').click();
    await expect(page.getByRole('table', { name: 'Revenue by weeks' })).toBeVisible();
    await expectNoAxeViolations(page);

    // One section as a file, of the days shown.
    const downloading = page.waitForEvent('download');
    await cancellations.getByRole('button', { name: 'Cancellations: CSV' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`report-cancellations-${addDays(today, -29)}-to-${today}-all-branches.csv`);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFFCause,Cancellations,Refunded (INR)');
    expect(text).toMatch(/\r\nVenue problem,\d+,/);
  },
);

test('a manager has no Reports, and the server refuses them the call', async ({ page }) => {
  await deskSignIn(page, DESK.manager);
  await expect(deskMenuLink(page, 'Takings').first()).toBeAttached();
  await expect(deskMenuLink(page, 'Reports')).toHaveCount(0);
  expect((await page.request.get('/v1/desk/reports')).status()).toBe(403);
});
