import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskBookingFound, deskMenu, deskSignIn, openDeskScreen, paidOnSite, type TheatreChoice } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';

/**
 * The desk's Takings as the owner and the managers read them, with the real clock: a known day is
 * built through the site and the desk's API at Kukatpally, whose theatres no other browser test
 * books or pays for (three bookings of Marigold paid online today, the rest of one paid in cash and
 * of another by UPI), and the screen shows its sums; then another branch choice, other days, a
 * range the server refuses, the CSV file, the paper, and who sees the screen at all.
 */

const KUKATPALLY = 'CineCelebrations Kukatpally';
const MARIGOLD: TheatreChoice = { theatreId: 'th-marigold', theaterName: 'Marigold', subTotal: 2499 };
const MARIGOLD_SLOTS = [
  { slotId: 'th-marigold-s2', fromTime: '12:15', toTime: '15:15' },
  { slotId: 'th-marigold-s3', fromTime: '15:30', toTime: '18:30' },
  { slotId: 'th-marigold-s4', fromTime: '18:45', toTime: '21:45' },
];

/** The slots' day: twelve days on, the next one for each repeat (--repeat-each) on the same server, as the slots stay booked. */
const slotDay = (testInfo: TestInfo) => addDays(istToday(new Date()), 12 + testInfo.repeatEachIndex);

const takingsScreen = async (page: Page) => {
  await openDeskScreen(page, 'Takings');
  await expect(page.getByRole('heading', { name: 'Takings', level: 1 })).toBeVisible();
  return page.getByRole('form', { name: 'Show takings' });
};

/** A card of figures (a branch's, or the total's) by its heading. */
const cardOf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The figure a card's line holds ('Online' → '₹1,250'). */
const line = (card: Locator, term: string) => card.locator('div', { has: card.page().getByRole('term').getByText(term, { exact: true }) });

async function expectFigures(card: Locator, figures: Record<string, string>) {
  for (const [term, value] of Object.entries(figures)) await expect(line(card, term).getByRole('definition'), term).toHaveText(value);
}

/** The figures shown once the answer to Show has come (the live region says so). */
async function show(page: Page, form: Locator, ask: { branch?: string; from?: string; to?: string }) {
  if (ask.branch) await form.getByLabel('Branch').selectOption({ label: ask.branch });
  if (ask.from !== undefined) await form.getByLabel('From').fill(ask.from);
  if (ask.to !== undefined) await form.getByLabel('To').fill(ask.to);
  await form.getByRole('button', { name: 'Show' }).click();
}

/** A booking made and paid online on the site by a customer in a browser of their own; its money as the desk reads it. */
async function paidElsewhere(browser: Browser, page: Page, testInfo: TestInfo, date: string, n: number) {
  const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const customer = { name: `Takings ${n} ${String(Date.now()).slice(-5)}`, phone: `912340060${n}` };
  const paid = await paidOnSite(await site.newPage(), page.request, date, customer, MARIGOLD_SLOTS[n], MARIGOLD);
  await site.close();
  return deskBookingFound(page, paid.orderId);
}

/**
 * The rest of a booking paid at the venue, as the Record payment dialog sends it: what is left as
 * the screen said it, and one line paying all of it.
 */
async function paidAtVenue(page: Page, bookingId: string, method: 'cash' | 'upi', amount: number) {
  const reference = method === 'cash' ? '' : 'UPI-TAKINGS-1';
  const res = await page.request.post('/v1/desk/bookings/record-payment', {
    data: { bookingId, left: amount, lines: [{ method, reference, amount }] },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('the owner reads a known day: online, cash and UPI as paid; then one branch, other days, a refused range, the file and the paper', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const today = istToday(new Date());
  const day = slotDay(testInfo);
  await deskSignIn(page, DESK.owner);

  // Three bookings of the slot day paid online today; the rest of the first paid in cash, of the second by UPI.
  const [a, b, c] = [
    await paidElsewhere(browser, page, testInfo, day, 0),
    await paidElsewhere(browser, page, testInfo, day, 1),
    await paidElsewhere(browser, page, testInfo, day, 2),
  ];
  for (const x of [a, b, c]) expect(x.money.leftToCollect, `${x.orderId} has a rest to pay`).toBeGreaterThan(0);
  await page.goto('/desk');
  await paidAtVenue(page, a.id, 'cash', a.money.leftToCollect);
  await paidAtVenue(page, b.id, 'upi', b.money.leftToCollect);
  const online = a.money.paid + b.money.paid + c.money.paid;
  const cash = a.money.leftToCollect;
  const upi = b.money.leftToCollect;
  const todays = {
    Online: formatRupees(online),
    Cash: formatRupees(cash),
    UPI: formatRupees(upi),
    Card: '₹0',
    Refunds: '₹0',
    Net: formatRupees(online + cash + upi),
  };

  // It opens on today, every branch: the total first, then each branch.
  const form = await takingsScreen(page);
  await expect(form.getByLabel('From')).toHaveValue(today);
  await expect(form.getByLabel('To')).toHaveValue(today);
  await expect(form.getByLabel('Branch').locator('option:checked')).toHaveText('All branches');
  await expect(page.getByRole('heading', { name: `All branches, ${bookingDayLabel(today)}`, level: 2 })).toBeVisible();
  await expect(cardOf(page, 'Total, all branches')).toBeVisible();
  await expectFigures(cardOf(page, KUKATPALLY), todays);

  // One branch: its figures alone, the same.
  await show(page, form, { branch: KUKATPALLY });
  await expect(page.getByRole('status')).toHaveText(`Takings of ${KUKATPALLY}, ${bookingDayLabel(today)}, shown.`);
  await expect(page.getByRole('heading', { name: `${KUKATPALLY}, ${bookingDayLabel(today)}`, level: 2 })).toBeVisible();
  await expect(cardOf(page, 'Total, all branches')).toHaveCount(0);
  await expectFigures(cardOf(page, KUKATPALLY), todays);

  // The days after today up to the slot day: nothing paid then yet; the three bookings expected, one with its rest to collect.
  const range = `${bookingDayLabel(addDays(today, 1))} to ${bookingDayLabel(day)}`;
  await show(page, form, { from: addDays(today, 1), to: day });
  await expect(page.getByRole('status')).toHaveText(`Takings of ${KUKATPALLY}, ${range}, shown.`);
  const expected = {
    Online: '₹0',
    Cash: '₹0',
    UPI: '₹0',
    Net: '₹0',
    'To collect': formatRupees(c.money.leftToCollect),
    'No-shows left to pay': '₹0',
    Bookings: '3',
    'No-shows': '0',
  };
  await expectFigures(cardOf(page, KUKATPALLY), expected);

  // The same figures as a file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  await expect(page.getByRole('status')).toHaveText('The takings are exported as a CSV file.');
  expect(download.suggestedFilename()).toBe(`takings-${addDays(today, 1)}-to-${day}-loc-kukatpally.csv`);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = text.slice(1).split('\r\n').filter(Boolean);
  const leftToCollect = c.money.leftToCollect.toFixed(2);
  const figures = ['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', leftToCollect, '0.00', '3', '0'];
  expect(rows).toEqual([
    'From,To,Branch,Online (INR),Cash (INR),UPI (INR),Card (INR),Refunds (INR),Net (INR),To collect (INR),No-shows to collect (INR),Bookings,No-shows',
    [addDays(today, 1), day, KUKATPALLY, ...figures].join(','),
    [addDays(today, 1), day, 'Total', ...figures].join(','),
  ]);

  // A day with nothing: every figure zero, and said so.
  const empty = addDays(today, 60);
  await show(page, form, { from: empty, to: empty });
  await expect(page.getByRole('status')).toHaveText(`Takings of ${KUKATPALLY}, ${bookingDayLabel(empty)}, shown.`);
  await expect(
    page.getByText('Nothing was paid, recorded or refunded on this day, and no booking is expected: every figure is zero.'),
  ).toBeVisible();
  await expectFigures(cardOf(page, KUKATPALLY), { Online: '₹0', Net: '₹0', 'To collect': '₹0', Bookings: '0' });

  // 93 days: the server refuses them, and the To day says why, with the focus on it.
  await show(page, form, { from: today, to: addDays(today, 92) });
  const to = form.getByLabel('To');
  await expect(to).toHaveAccessibleDescription('The To day must be at most 92 days from the From day, both included.');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toBeFocused();
  await expect(cardOf(page, KUKATPALLY)).toHaveCount(0);
  // 92 days are taken: today's money and the three bookings, among the others of Kukatpally.
  await show(page, form, { to: addDays(today, 91) });
  await expect(to).toHaveAttribute('aria-invalid', 'false');
  await expectFigures(cardOf(page, KUKATPALLY), { Online: todays.Online, Cash: todays.Cash, UPI: todays.UPI });

  // Print: the browser's print, and on paper the heading with the branch and days and the figures, not the desk's menu nor the form.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(deskMenu(page)).toBeHidden();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(
    page.getByRole('heading', { name: `${KUKATPALLY}, ${bookingDayLabel(today)} to ${bookingDayLabel(addDays(today, 91))}`, level: 2 }),
  ).toBeVisible();
  await expect(cardOf(page, KUKATPALLY)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(deskMenu(page)).toBeVisible();
});

test('a manager has Takings; the front desk neither sees it in the menu nor opens it by its address', async ({ page }) => {
  await deskSignIn(page, DESK.manager);
  await takingsScreen(page);
  await expect(page.getByRole('heading', { name: /^All branches, /, level: 2 })).toBeVisible();
  await expect(cardOf(page, 'Total, all branches')).toBeVisible();

  await page.context().clearCookies();
  await deskSignIn(page, DESK.frontDesk);
  await expect(deskMenu(page).getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(deskMenu(page).getByRole('link', { name: 'Takings' })).toHaveCount(0);
  await page.goto('/desk#takings');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Takings' })).toHaveCount(0);
});

test('axe: the Takings with every branch’s figures; on a tablet the branches side by side', LAYOUT, async ({ page }, testInfo) => {
  await deskSignIn(page, DESK.manager);
  await takingsScreen(page);
  const total = cardOf(page, 'Total, all branches');
  const kukatpally = cardOf(page, KUKATPALLY);
  await expect(kukatpally.getByRole('term')).toHaveCount(10);
  await expectNoAxeViolations(page);
  // A phone reads the cards one under the other; a tablet two to a row.
  const [first, second] = [await total.boundingBox(), await cardOf(page, 'CineCelebrations Jubilee Hills').boundingBox()];
  if (testInfo.project.name === 'tablet') expect(second!.y).toBe(first!.y);
  else expect(second!.y).toBeGreaterThan(first!.y + first!.height);
});
