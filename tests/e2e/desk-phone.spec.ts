import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskSignIn, openDeskScreen } from './deskHelpers.ts';
import { dayFor } from './wizardHelpers.ts';

/** A booking taken by phone at the desk, paid by its link on the customer's own phone. */

/** The phone and the tablet projects run side by side on the same day: each takes its own slot of Aurora. */
/** The board of `date`, once it is the one shown (the day's board comes a moment after the day is typed). */
async function showDay(page: Page, date: string): Promise<void> {
  const answered = page.waitForResponse((r) => /\/v1\/desk\/board\?/.test(r.url()) && r.url().includes(`date=${date}`));
  await page.getByLabel('Date', { exact: true }).fill(date);
  await answered;
  // The board is not busy once that day's answer is on screen.
  await expect(page.getByRole('region', { name: 'Today' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
}

const slotOf = (project: string) =>
  project === 'tablet'
    ? // As staff copy a number from a chat: with its country code and a space.
      { label: '12:30 PM – 3:30 PM', customer: 'Kavya Menon', phone: '9812345672', typed: '+91 98123 45672' }
    : { label: '9:00 AM – 12:00 PM', customer: 'Meera Iyer', phone: '9812345671', typed: '9812345671' };

test('front desk books a caller from the board, sends the payment link; paid on the customer’s phone, its page and the board show it booked', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 34);
  const { label, customer, phone, typed } = slotOf(testInfo.project.name);
  await deskSignIn(page, DESK.frontDesk);
  await showDay(page, date);
  const aurora = page.getByRole('region', { name: 'Aurora' });
  await aurora.getByRole('link', { name: `Book by phone ${label}` }).click();

  await expect(page.getByRole('heading', { name: 'Phone booking', level: 1 })).toBeFocused();
  // The board's slot is chosen already.
  await expect(page.getByRole('radio', { name: `${label} in Aurora` })).toBeChecked();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
  // Nothing typed yet: each missing field says so.
  await page.getByRole('button', { name: 'Hold the slot' }).click();
  await expect(page.getByText("Please enter the customer's name.")).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.getByLabel('Name', { exact: true }).pressSequentially(customer);
  // Put right, the field no longer says it is missing.
  await expect(page.getByText("Please enter the customer's name.")).toBeHidden();
  await page.getByLabel('Mobile number').pressSequentially(typed);
  await page.getByLabel('Number of persons').fill('3');
  await page.getByLabel('Occasion').selectOption({ label: 'Birthday (₹299)' });
  await page.getByLabel("Special person's name").fill(customer.split(' ')[0]);
  await page.getByLabel('Cake').selectOption({ label: 'Red Velvet (₹699 per 500 gm)' });
  await page.getByLabel('Weight').selectOption({ label: '1 kg' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Hold the slot' }).click();

  // The booking's page: held, with what the caller asked for, and its payment link to make.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Booking ORD/);
  await expect(page.getByRole('main')).toContainText(customer);
  const main = page.getByRole('main');
  await expect(main).toContainText('Red Velvet');
  await expect(main).toContainText('Birthday');
  // Aurora ₹2,148, one extra person ₹299, Birthday ₹299, Red Velvet 1 kg ₹1,398, less the basic plan’s ₹400 offer.
  await expect(page.getByRole('radio', { name: 'Full amount, ₹3,744' })).toBeVisible();
  await page.getByRole('radio', { name: /^Advance, ₹/ }).check();
  await page.getByRole('button', { name: 'Make payment link' }).click();
  const link = await page.getByLabel('Link to send').inputValue();
  expect(link).toMatch(/\/sandbox\/phonepe\//);
  const whatsapp = new URL((await page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!);
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/91${phone}`);
  expect(whatsapp.searchParams.get('text')).toContain(link);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(/^(Link copied\.|Select the link and copy it\.)$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The customer opens the link on their own phone (another browser) and pays.
  const theirs = await browser.newContext();
  const customerPage = await theirs.newPage();
  await customerPage.goto(link);
  await customerPage.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(customerPage.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 60_000 });
  await theirs.close();

  // The booking's page, left open, says so by itself (it reads itself again while its link is
  // open), and the board shows it booked.
  await expect(page.getByRole('main')).toContainText('Confirmed', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Make payment link' })).toHaveCount(0);
  await openDeskScreen(page, 'Today');
  await showDay(page, date);
  const booked = page.getByRole('region', { name: 'Aurora' }).getByRole('listitem').filter({ hasText: customer });
  await expect(booked).toContainText('Booked');
  // Back from the booking's page comes back to the board of that day, not today's.
  await booked.getByRole('link', { name: /^Open booking ORD/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Booking ORD/);
  await page.goBack();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
  await expect(booked).toContainText('Booked');
});

test("a slot taken while the caller is on the phone: refused, and the free slots shown again are the same branch's and day's", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const date = dayFor(testInfo, 43);
  // Cosmos, at Kondapur (not the branch the form opens on); each project its own two slots.
  const [taken, other] =
    testInfo.project.name === 'tablet'
      ? [
          { id: 'th-cosmos-s3', label: '4:00 PM – 7:00 PM' },
          { id: 'th-cosmos-s4', label: '7:30 PM – 10:30 PM' },
        ]
      : [
          { id: 'th-cosmos-s1', label: '9:00 AM – 12:00 PM' },
          { id: 'th-cosmos-s2', label: '12:30 PM – 3:30 PM' },
        ];
  await deskSignIn(page, DESK.frontDesk);
  await openDeskScreen(page, 'Phone booking');
  await expect(page.getByRole('heading', { name: 'Phone booking', level: 1 })).toBeFocused();
  await page.getByLabel('Branch').selectOption({ label: 'CineCelebrations Kondapur' });
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByRole('radio', { name: `${taken.label} in Cosmos` }).check();
  await page.getByLabel('Name', { exact: true }).fill('Ravi Teja');
  await page.getByLabel('Mobile number').fill('9812345673');

  // Meanwhile a manager blocks that slot at another desk.
  const managers = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const manager = await managers.newPage();
  await deskSignIn(manager, DESK.manager);
  const blocked = await manager.request.post('/v1/desk/blocks/add', {
    data: { theatreId: 'th-cosmos', from: date, to: date, slotIds: [taken.id], reason: 'Projector repair' },
    headers: { origin: new URL(manager.url()).origin },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);

  await page.getByRole('button', { name: 'Hold the slot' }).click();
  await expect(page.getByRole('alert')).toContainText('This slot is not free any more');
  // The same branch and day, read again: the taken slot is gone, the others are there to choose.
  await expect(page.getByRole('radio', { name: `${other.label} in Cosmos` })).toBeVisible();
  await expect(page.getByRole('radio', { name: `${taken.label} in Cosmos` })).toHaveCount(0);
  await expect(page.getByLabel('Branch').locator('option:checked')).toHaveText('CineCelebrations Kondapur');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
  // What was typed is kept: another slot, and the booking is held.
  await page.getByRole('radio', { name: `${other.label} in Cosmos` }).check();
  await page.getByRole('button', { name: 'Hold the slot' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Booking ORD/);
  await expect(page.getByRole('main')).toContainText('Ravi Teja');
  await expect(page.getByRole('main')).toContainText('Cosmos');

  const unblocked = await manager.request.post('/v1/desk/blocks/remove', {
    data: { theatreId: 'th-cosmos', from: date, to: date, slotIds: [taken.id] },
    headers: { origin: new URL(manager.url()).origin },
  });
  expect(unblocked.status()).toBe(200);
  await managers.close();
});
