import { expect, test, type Page } from '@playwright/test';
import { LAYOUT } from './layout.ts';
import { pointsOf } from '../../src/lib/profile/points.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ANANYA, openSignIn, serverProfile, SESSION_KEY, signInAs } from './profileHelpers.ts';
import { chooseBasicPlan, dayFor, fillDetails, seedChoice } from './wizardHelpers.ts';

/** /profile (checklist PROF): the sign-in, the customer's own profile with the server's points, copying, sharing, the tab's session. */

const sessionKept = (page: Page) => page.evaluate((k) => sessionStorage.getItem(k), SESSION_KEY);
/** The page's timers stand still from here on, moved only by runFor (the fake clock of `install` otherwise runs on). */
const pauseClock = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
const welcome = (page: Page) => page.getByRole('heading', { level: 1, name: `Welcome back, ${ANANYA.name}!` });

test.describe('sign-in', () => {
  test(
    'PROF-01..04: Phone Number and Password, Sign In, Back to Home (/), and the alert when a field is empty; no axe violations',
    LAYOUT,
    async ({ page }) => {
      await openSignIn(page);
      await expect(page.getByLabel('Phone Number')).toBeVisible();
      await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      await expectNoAxeViolations(page);

      const alerts: string[] = [];
      page.on('dialog', (d) => {
        alerts.push(d.message());
        void d.accept();
      });
      let logins = 0;
      await page.route('**/v1/theatre/admin/login', (route) => {
        logins++;
        return route.continue();
      });
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByLabel('Phone Number').fill(ANANYA.phone);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByLabel('Phone Number').fill('');
      await page.getByLabel('Password').fill('secret');
      await page.getByRole('button', { name: 'Sign In' }).click();
      expect(alerts).toEqual(['Please enter all fields', 'Please enter all fields', 'Please enter all fields']);
      expect(logins).toBe(0);
    },
  );

  test('PROF-06: a wrong password shows the server’s message, tied to both fields', async ({ page }) => {
    await openSignIn(page);
    await signInAs(page, ANANYA.phone, 'not-the-password');
    const error = page.getByRole('alert');
    await expect(error).toHaveText('Invalid phone number or password.');
    const id = await error.getAttribute('id');
    for (const label of ['Phone Number', 'Password']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-describedby', id!);
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await sessionKept(page)).toBeNull();
    await expectNoAxeViolations(page);
  });

  test('PROF-02, 06, 07: Signing in... while busy; 429 shows when to retry; no message gives Login failed; no answer gives the spec’s message', async ({
    page,
  }) => {
    await openSignIn(page);
    const answers = [
      { status: 429, body: { success: false, message: 'Too many requests. Please try again in 15 minutes.' } },
      { status: 401, body: { success: false } },
    ];
    // The first answer waits until the busy button has been seen.
    let answerFirst!: () => void;
    const busySeen = new Promise<void>((resolve) => (answerFirst = resolve));
    await page.route('**/v1/theatre/admin/login', async (route) => {
      const answer = answers.shift();
      if (!answer) return route.abort('failed');
      if (answer.status === 429) await busySeen;
      return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
    });
    await signInAs(page);
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answerFirst();
    await expect(page.getByRole('alert')).toHaveText('Too many requests. Please try again in 15 minutes.');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials or server error.');
  });
});

test.describe('the signed-in profile', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test(
    'PROF-05, 08..21: the customer’s details, the server’s points by the rules, the milestone bar and the bookings; no axe violations',
    LAYOUT,
    async ({ page, request }) => {
      const server = await serverProfile(request);
      await openSignIn(page);
      await signInAs(page);
      await expect(welcome(page)).toBeFocused();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      const details = page.getByRole('region', { name: 'Profile Details' });
      for (const text of [ANANYA.name, ANANYA.phone, ANANYA.email]) await expect(details).toContainText(text);
      await expect(page.getByTestId('user-id')).toHaveText(ANANYA._id);

      for (const [title, text] of [
        ['Reward Points', '10% reward points on bookings of ₹5000 or more'],
        ['Referral Points', '500 points per referral'],
        ['Referral Points', 'your friend gets 200 points on their first booking'],
        ['Loyalty Tiers', '50% of your points on your 2nd booking, 75% on your 3rd, then 100%'],
      ]) {
        await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })).toContainText(text);
      }

      // The server's figures, and they are the rules applied to the bookings it lists (Rohan, whom she referred, booked).
      const confirmed = server.bookings.filter((b) => b.status === 'booking-confirmed').map((b) => Math.round(b.totalPrice * 100));
      expect(confirmed.length).toBeGreaterThan(0);
      expect(server.points).toEqual(pointsOf({ confirmedTotalsPaise: confirmed, referred: false, friendsWhoBooked: 1 }));
      expect(server.points.total).toBeGreaterThan(0);
      const format = (n: number) => n.toLocaleString('en-IN');
      await expect(page.getByTestId('points-total')).toContainText(format(server.points.total));
      await expect(page.getByTestId('points-reward')).toHaveText(format(server.points.reward));
      await expect(page.getByTestId('points-referral')).toHaveText(format(server.points.referral));
      await expect(page.getByText('Next milestone: 2,000 points')).toBeVisible();
      const bar = page.getByRole('progressbar', { name: 'Next milestone: 2,000 points' });
      await expect(bar).toHaveAttribute('aria-valuenow', String(server.points.total));
      await expect(bar).toHaveAttribute('aria-valuemax', '2000');
      const width = await bar
        .locator('div')
        .evaluate((el, parent) => el.getBoundingClientRect().width / parent!.getBoundingClientRect().width, await bar.elementHandle());
      expect(width).toBeCloseTo(server.points.progress, 2);
      // The server's next booking is the 2nd or later (the demo customer has booked): 2nd, 3rd, 4th...
      const ordinalOf = (n: number) => (n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);
      const usable = page.getByTestId('points-usable');
      await expect(usable.getByRole('term')).toHaveText([
        'Your next booking',
        'Share of your points you can use on it',
        'Points you can use on it',
      ]);
      await expect(usable.getByRole('definition')).toHaveText([
        ordinalOf(server.points.nextBooking),
        `${server.points.usableShare * 100}%`,
        format(server.points.usable),
      ]);
      const redeem = page.getByRole('button', { name: 'Redeem Points' });
      await expect(redeem).toHaveAttribute('aria-disabled', 'true');
      await expect(redeem).toHaveAccessibleDescription(/can't be redeemed online yet/);

      // Newest first, as the server lists them; an invoice link only where there is an invoice.
      const items = page.getByTestId('profile-booking');
      await expect(items).toHaveCount(server.bookings.length);
      expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-booking-id')))).toEqual(
        server.bookings.map((b) => b._id),
      );
      await expect(items.first()).toContainText('Payment failed');
      // Its slot as every customer page writes one (the theatre list's 12:30 - 15:30), not in a clock of its own.
      await expect(items.first()).toContainText('12:30 - 15:30');
      for (const text of await items.allInnerTexts()) expect(text).not.toMatch(/\d (AM|PM)\b/);
      await expect(items.last()).toContainText('Confirmed');
      await expect(items.getByRole('link', { name: /invoice/i })).toHaveCount(
        server.bookings.filter((b) => b.status === 'booking-confirmed' && b.invoice).length,
      );

      await expect(page.getByRole('heading', { name: 'Invite Friends & Earn' })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test('PROF-12: the user id is copied, and Copied! shows for 2 seconds', async ({ page }) => {
    await page.clock.install();
    await openSignIn(page);
    await signInAs(page);
    await expect(welcome(page)).toBeFocused();
    await pauseClock(page);
    await page.getByRole('button', { name: 'Copy user ID' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ANANYA._id);
    await page.clock.runFor(1900);
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole('button', { name: 'Copy user ID' })).toBeVisible();
  });

  test('PROF-22..26: sharing with the device, else the clipboard (the link carries the code), else the alert; messages for 3 seconds', async ({
    page,
  }) => {
    // No device share: the clipboard.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.clock.install();
    await openSignIn(page);
    await signInAs(page);
    const share = page.getByRole('button', { name: 'Share your invite' });
    await expect(share).toBeVisible();
    await pauseClock(page);
    await share.click();
    const invite = page.getByRole('region', { name: 'Invite Friends & Earn' });
    await expect(invite.getByRole('status')).toHaveText('Referral link copied to clipboard!');
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(link.origin).toBe(new URL(page.url()).origin);
    expect(link.searchParams.get('ref')).toBe(ANANYA.code);
    await page.clock.runFor(2900);
    await expect(invite.getByRole('status')).toHaveText('Referral link copied to clipboard!');
    await page.clock.runFor(200);
    await expect(invite.getByRole('status')).toHaveText('');

    // The device's share sheet: sent; closed by the person: nothing; failed: the spec's message.
    const shared = await page.evaluate(() => {
      const w = window as unknown as { sharedWith: unknown[]; shareResult: string };
      w.sharedWith = [];
      w.shareResult = 'ok';
      (navigator as unknown as { share: (d: unknown) => Promise<void> }).share = async (d) => {
        w.sharedWith.push(d);
        if (w.shareResult !== 'ok') throw new DOMException('no', w.shareResult);
      };
      return true;
    });
    expect(shared).toBe(true);
    await share.click();
    await expect(invite.getByRole('status')).toHaveText('Invitation sent successfully!');
    expect(await page.evaluate(() => (window as unknown as { sharedWith: { url: string }[] }).sharedWith[0].url)).toContain(
      `ref=${ANANYA.code}`,
    );
    await page.clock.runFor(3100);
    await page.evaluate(() => ((window as unknown as { shareResult: string }).shareResult = 'AbortError'));
    await share.click();
    await expect(invite.getByRole('status')).toHaveText('');
    await page.evaluate(() => ((window as unknown as { shareResult: string }).shareResult = 'NotAllowedError'));
    await share.click();
    await expect(invite.getByRole('status')).toHaveText('Something went wrong while sharing.');

    // Neither share nor clipboard: the alert.
    await page.evaluate(() => {
      delete (navigator as unknown as { share?: unknown }).share;
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    });
    const alerts: string[] = [];
    page.once('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await share.click();
    await expect.poll(() => alerts).toEqual(['Sharing is not supported on this browser.']);
  });

  test('PROF-09, 10: a reload keeps the session; Logout removes it and shows the sign-in again', async ({ page }) => {
    await openSignIn(page);
    await signInAs(page);
    await expect(welcome(page)).toBeFocused();
    expect(JSON.parse((await sessionKept(page))!).user._id).toBe(ANANYA._id);
    await page.reload();
    await expect(welcome(page)).toBeVisible();
    await expect(page.getByTestId('points-total')).toBeVisible();
    // Arriving home ends a booking in progress, not the sign-in.
    await page.goto('/');
    await page.goto('/profile');
    await expect(welcome(page)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your profile' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
    expect(await sessionKept(page)).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your profile' })).toBeVisible();
  });

  test('a session the server no longer takes goes back to the sign-in with its message', async ({ page }) => {
    await openSignIn(page);
    await signInAs(page);
    await expect(welcome(page)).toBeFocused();
    await page.evaluate((k) => {
      const s = JSON.parse(sessionStorage.getItem(k)!);
      sessionStorage.setItem(k, JSON.stringify({ ...s, token: `${s.token.slice(0, -4)}AAAA` }));
    }, SESSION_KEY);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Your sign-in is not valid. Please sign in again.' })).toBeVisible();
    expect(await sessionKept(page)).toBeNull();
  });
});

test('a referral link’s code and the sign-in go with the booking made next', async ({ page, request }, testInfo) => {
  // Only letters and digits are a code: anything else in the link is not kept.
  await page.goto('/Faqs?ref=%3Cscript%3E');
  expect(await page.evaluate(() => sessionStorage.getItem('referral:code'))).toBeNull();
  await page.goto('/?ref=ananya7k2q');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('referral:code'))).toBe('ANANYA7K2Q');
  await openSignIn(page);
  await signInAs(page, '9876500003');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Priya Shah!' })).toBeFocused();

  await seedChoice(page, request, dayFor(testInfo, 31));
  await page.goto('/Basicplan');
  await fillDetails(page);
  await chooseBasicPlan(page);
  const sent = page.waitForRequest('**/booking/new/addbooking');
  await page.getByRole('button', { name: 'Proceed' }).click();
  const body = (await sent).postDataJSON();
  expect(body.referralCode).toBe('ANANYA7K2Q');
  expect(body.customerSession).toMatch(/^c2\.cu-priya:/);
  await page.waitForURL('**/Occassions');
});
