import { expect, test } from '@playwright/test';
import { LAYOUT } from './layout.ts';
import { expectNoAxeViolations } from './axe.ts';
import { swipe } from './swipe.ts';
import { addDays } from '../../src/lib/booking/istClock.ts';
import {
  FOR_WEB,
  JUBILEE,
  MORNING,
  TODAY,
  TOMORROW,
  YESTERDAY,
  card,
  chooseBranch,
  editForWeb,
  open,
  slotButton,
  stored,
} from './theatresHelpers.ts';

/** /theaters and /booknow (checklist THR-*): the location picker, the date, the theatre cards and their slots, failures and the callback form. */

test.describe('location picker', () => {
  test('THR-01..08: every branch as a card, the same on /booknow, no axe violations', LAYOUT, async ({ page, request }) => {
    const branches = (await (await request.get('/v1/theatre/admin/address/getall')).json()).data as { name: string; mapUrl: string }[];
    const mapUrl = branches.find((b) => b.name === JUBILEE)!.mapUrl;
    for (const path of ['/booknow', '/theaters']) {
      await open(page, path);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText('Choose your nearest location');
      await expect(main.getByRole('heading', { level: 2, name: 'Our Theatre Locations' })).toBeVisible();
      const cards = main.locator('li', { has: page.getByRole('button', { name: /^Book Now at/ }) });
      await expect(cards).toHaveCount(branches.length);
      const jubilee = cards.filter({ hasText: JUBILEE });
      await expect(jubilee.getByRole('img')).toBeVisible();
      await expect(jubilee).toContainText('Hyderabad');
      await expect(jubilee).toContainText('Near Jubilee Hills Check Post Metro Station');
      await expect(jubilee).toContainText('Parking Facility');
      await expect(jubilee.getByRole('link', { name: /See on map/ })).toHaveAttribute('href', mapUrl);
    }
    await expectNoAxeViolations(page);
  });

  test('THR-11, THR-12: a branch without an id opens Coming Soon; Close goes back to the picker', LAYOUT, async ({ page }) => {
    await open(page);
    const opener = page.getByRole('button', { name: 'Book Now at CineCelebrations LB Nagar' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Coming Soon' });
    await expect(dialog).toContainText("We're launching in more locations soon. Stay tuned!");
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('main h1')).toHaveText('Choose your nearest location');
    await expect(opener).toBeFocused();
    expect(await stored(page, 'booking:location')).toBeNull();
  });
});

test.describe('theatre list', () => {
  test('THR-13..16, THR-49: heading, date defaulting to today (IST) with today as minimum, the banner', async ({ page }) => {
    // 23:30 the day before in UTC is already TODAY in India.
    await open(page, '/theaters', new Date(`${YESTERDAY}T23:30:00Z`));
    await chooseBranch(page);
    const date = page.getByLabel('Select Your Date');
    await expect(date).toHaveValue(TODAY);
    await expect(date).toHaveAttribute('min', TODAY);
    await expect(date).toHaveAttribute('max', addDays(TODAY, 90));
    await expect(page.locator('main')).toContainText('Hurry! Slots get booked fast');
    // THR-20: only this branch's theatres.
    await expect(page.locator('main article h2')).toHaveText(['Aurora', 'Velvet Lounge']);
    await expectNoAxeViolations(page);
  });

  test('THR-17, THR-19: a past date says so; a later date reloads the theatres for it', async ({ page, request: api }) => {
    const branches = (await (await api.get('/v1/theatre/admin/address/getall')).json()).data as { _id?: string; name: string }[];
    await open(page);
    await chooseBranch(page);
    const date = page.getByLabel('Select Your Date');
    await date.fill(YESTERDAY);
    await expect(page.getByRole('alert')).toHaveText("Please select today's or a future date.");
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('main article')).toHaveCount(0);

    const request = page.waitForRequest((r) => r.url().endsWith('/web/getalltheatres/forweb') && r.postDataJSON()?.slotDate === TOMORROW);
    await date.fill(TOMORROW);
    // Only the chosen branch's theatres are asked for.
    expect((await request).postDataJSON().locationId).toBe(branches.find((b) => b.name === JUBILEE)!._id);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('main article')).toHaveCount(2);
    expect(await stored(page, 'booking:date')).toBe(TOMORROW);
  });

  test('a date beyond the booking horizon says how far ahead bookings open', async ({ page }) => {
    await open(page);
    await chooseBranch(page);
    const date = page.getByLabel('Select Your Date');
    await date.fill(addDays(TODAY, 91));
    await expect(page.getByRole('alert')).toHaveText(`Bookings open 90 days ahead: please choose a date up to ${addDays(TODAY, 90)}.`);
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('main article')).toHaveCount(0);
  });

  test('THR-24..33: a card shows media, live count, Watch Now, people, extra price, features and slots', async ({ page }) => {
    await open(page);
    await chooseBranch(page);
    const aurora = card(page, 'Aurora');
    await expect(aurora.getByRole('group', { name: /Photos and video of Aurora/ }).getByRole('img')).toHaveCount(3);
    await expect(aurora.getByText('6 Slots Available')).toHaveAttribute('data-tone', 'success');
    await expect(aurora.getByRole('link', { name: /Watch Now/ })).toHaveAttribute('href', /youtube\.com/);
    await expect(aurora).toContainText('Max People2');
    await expect(aurora).toContainText('₹299 each');
    await expect(aurora.getByRole('listitem')).toHaveCount(4);
    await aurora.getByRole('button', { name: 'View More' }).click();
    await expect(aurora.getByRole('listitem')).toHaveCount(7);
    await aurora.getByRole('button', { name: 'View Less' }).click();
    await expect(aurora.getByRole('listitem')).toHaveCount(4);
    await expect(aurora.getByRole('group', { name: /Select a time slot/ }).getByRole('button')).toHaveText([
      '09:00 - 12:00',
      '12:30 - 15:30',
      '16:00 - 19:00',
      '19:30 - 21:00',
      '21:30 - 23:00',
      '23:30 - 01:00',
    ]);
    await expect(aurora).toContainText('₹2,148');
  });

  test(
    'THR-25: the media carousel moves on every 3 s, follows 40 px swipes and the arrow keys, and pauses',
    LAYOUT,
    async ({ page, isMobile }) => {
      // Its timers run on the page's clock, which the test moves where it would otherwise wait.
      await page.clock.install({ time: MORNING });
      await open(page);
      await chooseBranch(page);
      const aurora = card(page, 'Aurora');
      const dots = aurora.getByRole('button', { name: /^Show (photo|video)/ });
      const shown = (i: number) => expect(dots.nth(i)).toHaveAttribute('aria-current', 'true');
      await shown(0);
      await page.mouse.move(0, 0);
      await page.clock.runFor(3000);
      await shown(1);

      // Paused, it holds still; the person moves it.
      await aurora.getByRole('button', { name: 'Pause the slideshow of Aurora' }).click();
      await expect(aurora.getByRole('button', { name: 'Play the slideshow of Aurora' })).toBeVisible();
      const media = aurora.getByRole('group', { name: 'Photos and video of Aurora' });
      const at = await dots.evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
      const count = await dots.count();
      const next = (by: number) => (at + by + count) % count;
      await swipe(page, media, -39, isMobile);
      await page.clock.runFor(700); // the spring back
      await shown(at);
      await swipe(page, media, -40, isMobile);
      await shown(next(1));
      await swipe(page, media, 60, isMobile);
      await shown(at);
      await media.focus();
      await page.keyboard.press('ArrowLeft');
      await shown(next(-1));
      await page.keyboard.press('ArrowRight');
      await shown(at);
      await page.mouse.move(0, 0);
      await page.clock.runFor(3500);
      await shown(at);
      // A dot goes straight to its photo, and the photo is really in view.
      await dots.nth(2).click();
      await shown(2);
      const photo = media.getByRole('img', { name: /photo 3 of/ });
      await expect
        .poll(async () => {
          const [m, p] = [await media.boundingBox(), await photo.boundingBox()];
          return Math.round(p!.x - m!.x);
        })
        .toBe(0);
    },
  );

  test('THR-39, THR-40: past and almost-over slots are disabled on today', async ({ page }) => {
    // 15:20 in India: 09:00-12:00 is over, 12:30-15:30 has 10 minutes left.
    await open(page, '/theaters', new Date(`${TODAY}T15:20:00+05:30`));
    await chooseBranch(page);
    const aurora = card(page, 'Aurora');
    await expect(slotButton(aurora, '09:00 - 12:00')).toBeDisabled();
    await expect(slotButton(aurora, '09:00 - 12:00')).toContainText('Over');
    await expect(slotButton(aurora, '12:30 - 15:30')).toBeDisabled();
    await expect(slotButton(aurora, '12:30 - 15:30')).toContainText('Almost over');
    await expect(slotButton(aurora, '16:00 - 19:00')).toBeEnabled();
    await expect(aurora.getByText('4 Slots Available')).toHaveAttribute('data-tone', 'warning');
  });

  test('THR-27, THR-36: badge colours follow the count; a theatre without slots says so', async ({ page }) => {
    await editForWeb(page, (theatres) => {
      for (const t of theatres) {
        if (t._id === 'th-aurora') t.availableSlots.slice(0, 5).forEach((s) => (s.isBooked = true));
        if (t._id === 'th-velvet') t.availableSlots = [];
      }
    });
    await open(page);
    await chooseBranch(page);
    await expect(card(page, 'Aurora').getByText('1 Slot Available')).toHaveAttribute('data-tone', 'danger');
    await expect(card(page, 'Velvet Lounge').getByText('0 Slots Available')).toHaveAttribute('data-tone', 'secondary');
    await expect(card(page, 'Velvet Lounge')).toContainText('No Slots Available');
  });

  test('THR-38: a slot booked meanwhile shows booked (struck through, disabled) after a reload', async ({ page }) => {
    await editForWeb(page, (theatres, call) => {
      if (call > 1) theatres.find((t) => t._id === 'th-aurora')!.availableSlots[1].isBooked = true;
    });
    await open(page);
    await chooseBranch(page);
    const aurora = card(page, 'Aurora');
    await expect(slotButton(aurora, '12:30 - 15:30')).toBeEnabled();
    await page.reload();
    // The branch and the date are kept: the list comes straight back.
    await expect(page.locator('main h1')).toHaveText(`Choose your dream theatre setup in ${JUBILEE}`);
    await expect(page.getByLabel('Select Your Date')).toHaveValue(TODAY);
    const booked = slotButton(aurora, '12:30 - 15:30');
    await expect(booked).toBeDisabled();
    await expect(booked).toContainText('Booked');
    await expect(booked.locator('span.line-through')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(aurora.getByText('5 Slots Available')).toBeVisible();
  });

  test('THR-21: a failing theatre call says so in the page notice and in the list, which Try again fills', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !/status of 500/.test(m.text()) && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(String(e)));
    let failing = true;
    await page.route(FOR_WEB, (route) =>
      failing ? route.fulfill({ status: 500, json: { success: false, message: 'boom' } }) : route.continue(),
    );
    await open(page);
    // One polite live region, on the page before any message, so that screen readers announce what arrives.
    const notices = page.locator('#toasts');
    await expect(notices).toHaveAttribute('role', 'status');
    await expect(notices).toHaveAttribute('aria-live', 'polite');
    await expect(notices).toBeEmpty();
    await page.getByRole('button', { name: `Book Now at ${JUBILEE}` }).click();
    await expect(notices).toHaveText('Failed to fetch theaters. Please try again.');
    // The list says it could not be loaded, not that the branch has no theatres that day.
    const main = page.locator('main');
    await expect(main).toContainText('We could not load the theatres for this date.');
    await expect(main).not.toContainText('No theaters available for the selected location and date.');
    await expect(page.getByRole('status').filter({ hasText: 'Failed to fetch theaters' })).toHaveCount(1);
    // It goes by itself after a few seconds, and nothing was refused or thrown on the way.
    await expect(notices).toBeEmpty({ timeout: 60_000 });
    expect(problems).toEqual([]);

    // The call answers again: Try again brings the branch's theatres.
    failing = false;
    const asked = page.waitForRequest(FOR_WEB);
    await page.getByRole('button', { name: 'Try again' }).click();
    await asked;
    await expect(main.getByRole('heading', { level: 2, name: 'Aurora', exact: true })).toBeVisible();
    await expect(main).not.toContainText('We could not load the theatres');
  });

  test('ENQ-16: an enquiry sent from Request Callback closes the dialog and shows the notice once', LAYOUT, async ({ page }) => {
    await page.route('**/v1/theatre/web/addlead', (route) => route.fulfill({ json: { success: true, message: 'Lead recorded.' } }));
    await page.route('**/v1/theatre/web/addenquiry', (route) =>
      route.fulfill({ json: { success: true, message: 'We will call you back shortly.' } }),
    );
    await open(page);
    await chooseBranch(page);
    await page.getByRole('button', { name: 'Request Callback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Callback' });
    await dialog.getByPlaceholder('Enter Full Name*').fill('Asha Rao');
    await dialog.getByPlaceholder('Enter Mobile Number*').fill('9876543210');
    await dialog.getByPlaceholder('Enter Email*').fill('asha@example.com');
    await dialog.getByPlaceholder('Enter Event Name*').fill('Birthday');
    await dialog.getByPlaceholder('Enter Description*').fill('Surprise for six people');
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#toasts')).toHaveCount(1);
    await expect(page.locator('#toasts')).toHaveText('We will call you back shortly.');
  });

  test('THR-22: a 400 empties the list without a toast', async ({ page }) => {
    await page.route(FOR_WEB, (route) => route.fulfill({ status: 400, json: { success: false, message: 'slotDate must be a date' } }));
    await open(page);
    await page.getByRole('button', { name: `Book Now at ${JUBILEE}` }).click();
    await expect(page.locator('main')).toContainText('No theaters available for the selected location and date.');
    await expect(page.getByText('Failed to fetch theaters. Please try again.')).toHaveCount(0);
  });

  test('THR-50, ENQ-16: Request Callback opens the enquiry form in a dialog', LAYOUT, async ({ page }) => {
    await open(page);
    await chooseBranch(page);
    await page.getByRole('button', { name: 'Request Callback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Callback' });
    await expect(dialog.getByPlaceholder('Enter Mobile Number*')).toBeVisible();
    await expect(dialog.getByPlaceholder('Enter Full Name*')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Change location and the Back button return to the picker', async ({ page }) => {
    await open(page);
    await chooseBranch(page);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Choose your nearest location');
    await chooseBranch(page, 'CineCelebrations Gachibowli');
    await page.getByRole('button', { name: 'Change location' }).click();
    await expect(page.locator('main h1')).toHaveText('Choose your nearest location');
    await expect(page.locator('main h1')).toBeFocused();
  });
});

test('the keyboard alone completes the selection', LAYOUT, async ({ page }) => {
  await open(page);
  /** Presses Tab until the focused element's text starts with `text` (at most 120 times). */
  const tabTo = async (text: string) => {
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      if (focused.startsWith(text)) return;
    }
    throw new Error(`Tab never reached "${text}"`);
  };
  // Disabled until the island can act on them, the branches' Book Now are not in the Tab order before.
  await expect(page.getByRole('button', { name: `Book Now at ${JUBILEE}` })).toBeEnabled();
  await tabTo(`Book Now at ${JUBILEE}`);
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.locator('main article').first()).toBeVisible();
  await tabTo('09:00 - 12:00');
  await page.keyboard.press('Enter');
  await expect(slotButton(card(page, 'Aurora'), '09:00 - 12:00')).toHaveAttribute('aria-pressed', 'true');
  await tabTo('Book Now Aurora');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/Basicplan');
  expect(JSON.parse((await stored(page, 'booking:choice')) ?? 'null')).toMatchObject({
    theatre: { _id: 'th-aurora' },
    time: { fromTime: '09:00' },
  });
});
