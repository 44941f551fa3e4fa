import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  DESK,
  deskMenu,
  deskMenuLink,
  deskSignIn,
  deskSignInByForm,
  deskSignOut,
  heldOnSite,
  modalDialog,
  openDeskScreen,
  paidOnSite,
} from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';
import { aurora, dayFor } from './wizardHelpers.ts';

/** The staff desk at /desk on a phone and a tablet: sign-in, what each role sees, the owner's staff screen. */

/** The phone and the tablet projects run side by side on the same days: each takes its own slot of Aurora. */
const slotOf = (project: string) =>
  project === 'tablet'
    ? { slotId: 'th-aurora-s2', fromTime: '12:30', toTime: '15:30', label: '12:30 - 15:30', desk: '12:30 PM – 3:30 PM' }
    : { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00', label: '09:00 - 12:00', desk: '9:00 AM – 12:00 PM' };

test(
  'sign-in: a wrong password is one message; the front desk signs in, sees only its screens, and signs out',
  LAYOUT,
  async ({ page, context }) => {
    await page.goto('/desk');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const login = page.getByLabel('Phone or e-mail');
    await login.fill(DESK.frontDesk.login);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid phone, e-mail or password.');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expectNoAxeViolations(page);

    await deskSignInByForm(page, DESK.frontDesk);
    await expect(page.getByRole('banner')).toContainText('(front desk)');
    // The session is a cookie script cannot read, sent only to this site.
    const cookie = (await context.cookies()).find((c) => c.httpOnly);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // No staff accounts and no audit log for the front desk.
    await expect(deskMenu(page).getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(deskMenu(page).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await expect(deskMenuLink(page, 'My password').first()).toBeAttached();
    await expectNoAxeViolations(page);
    // The API refuses what the menu does not offer.
    const staff = await page.request.get('/v1/desk/staff');
    expect(staff.status()).toBe(403);

    // The page signs out at once, whatever the server answers; the session ends with the server's answer.
    await deskSignOut(page);
    expect((await page.request.get('/v1/desk/me')).status()).toBe(401);
  },
);

test('the owner adds a front-desk account, which signs in; disabled, its session ends; the audit log has it all', async ({
  page,
  browser,
}, testInfo) => {
  await deskSignIn(page, DESK.owner);
  await openDeskScreen(page, 'Staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  // An account of this run and project: the phone and tablet projects add theirs side by side.
  const phone = `9${String(Date.now()).slice(-8)}${testInfo.project.name === 'tablet' ? 1 : 0}`;
  const name = `Kiran ${testInfo.project.name} ${phone.slice(-5)}`;
  await page.locator('#desk-add-name').fill(name);
  await page.locator('#desk-add-login').fill(phone);
  await page.locator('#desk-add-role').selectOption('front-desk');
  await page.locator('#desk-add-password').fill('Kiran-desk-2026');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const row = page.getByRole('list', { name: 'Staff accounts' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();

  // The new account signs in elsewhere (another browser), then the owner disables it.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const kiran = await other.newPage();
  await deskSignInByForm(kiran, { login: phone, password: 'Kiran-desk-2026' });
  await row.getByRole('button', { name: `Disable ${name}` }).click();
  const disable = await modalDialog(page, `Disable ${name}?`);
  // The safe choice has the focus: an Enter pressed at once disables nobody.
  await expect(disable.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await disable.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(disable).toBeHidden();
  await expect(row).toContainText('Disabled');
  expect((await kiran.request.get('/v1/desk/me')).status()).toBe(401);
  await other.close();

  await openDeskScreen(page, 'Audit log');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.locator('#desk-main')).toContainText(name);
  await expectNoAxeViolations(page);
});

test('a manager blocks a slot with a reason: it shows booked on /theaters at once; Unblock frees it', async ({
  page,
  browser,
}, testInfo) => {
  const date = dayFor(testInfo, 41);
  const slot = slotOf(testInfo.project.name);
  await deskSignIn(page, DESK.manager);
  await openDeskScreen(page, 'Blocked slots');
  await expect(page.getByRole('heading', { name: 'Blocked slots', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Block slots' });
  await form.getByLabel('Theatre').selectOption({ label: 'Aurora' });
  await form.getByLabel('From').fill(date);
  await form.getByLabel('To').fill(date);
  await form.getByLabel(slot.desk).check();
  await form.getByLabel('Reason').fill('Deep cleaning');
  await form.getByRole('button', { name: 'Block slot' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /blocked/i })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The same slot again, from the keyboard: refused, saying why, and the message holds the focus the
  // busy button lost (not the top of the page).
  await form.getByLabel(slot.desk).check();
  await form.getByLabel('Reason').fill('Twice');
  await form.getByRole('button', { name: 'Block slot' }).press('Enter');
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('Nothing was blocked. These slots are taken:');
  await expect(refusal).toBeFocused();

  // A visitor on the site, in another browser, sees the slot booked.
  const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await site.newPage();
  const card = await aurora(visitor, date);
  await expect(card.getByRole('button', { name: new RegExp(`^${slot.label}`) })).toBeDisabled();

  // Unblocked, it is free again.
  // (The block list's own entry: the refusal above names the block too.)
  const listed = page
    .locator('#desk-main')
    .getByRole('listitem')
    .filter({ hasText: 'Deep cleaning', has: page.getByRole('button', { name: 'Unblock' }) });
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button', { name: 'Unblock' }).click();
  await expect(listed).toHaveCount(0);
  const again = await aurora(visitor, date);
  await expect(again.getByRole('button', { name: new RegExp(`^${slot.label}`) })).toBeEnabled();
  await site.close();
});

test('an enquiry made on /enquiry is one row in the manager’s Leads, and is marked contacted with a note', async ({ page }, testInfo) => {
  const name = `Lead ${testInfo.project.name} ${String(Date.now()).slice(-6)}`;
  await page.goto('/enquiry');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9123456780');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lead@example.com');
  await page.getByRole('textbox', { name: 'Event name', exact: true }).fill('Birthday');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('A surprise for my sister');
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.locator('#toasts')).not.toBeEmpty();

  await deskSignIn(page, DESK.manager);
  await openDeskScreen(page, 'Leads');
  // The enquiry, and the silent lead its phone number made as it was typed as part of it: one row.
  await expect(page.getByRole('article', { name }).first()).toContainText('Enquiry');
  await expect(page.getByRole('article', { name })).toHaveCount(1);
  await page.locator('#desk-leads-kind').selectOption('enquiry');
  await page.getByRole('form', { name: 'Filter the leads' }).getByRole('button').click();
  const lead = page.getByRole('article', { name });
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText('Enquiry');
  await expect(lead.getByRole('link', { name: 'Call +91 9123456780' })).toHaveAttribute('href', 'tel:+919123456780');
  await expectNoAxeViolations(page);
  await lead.getByLabel('Mark as').selectOption('contacted');
  await lead.getByLabel('Note').fill('Called back, sending packages');
  await lead.getByRole('button', { name: 'Save' }).click();
  await expect(lead.getByRole('list', { name: `Notes on ${name}` })).toContainText('Called back, sending packages');
});

test('the front desk’s board shows a booking paid on the site within 10 s; its page records the rest paid in cash; a manager cancels and refunds it and the slot is free on /theaters', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const date = dayFor(testInfo, 42);
  const slot = slotOf(testInfo.project.name);
  const customer = { name: `Board ${testInfo.project.name} ${String(Date.now()).slice(-5)}`, phone: '9123400042' };
  // Signed in by the form: its session ends with the Sign out below.
  await deskSignInByForm(page, DESK.frontDesk);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill(date);
  const board = page.locator('#desk-main');
  await expect(board.getByRole('list', { name: 'Aurora: slots of the day' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Another customer books and pays on the site meanwhile; the open board shows it by itself.
  const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const paid = await paidOnSite(await site.newPage(), request, date, customer, slot);
  await site.close();
  const booked = board.getByRole('listitem').filter({ hasText: customer.name });
  // The board refreshes itself every 6 s.
  await expect(booked).toBeVisible({ timeout: 60_000 });
  await expect(booked.getByRole('link', { name: new RegExp(`Call ${customer.name}`) })).toHaveAttribute('href', `tel:+91${customer.phone}`);

  // Its page: no refund for the front desk (nor from the API); the rest paid at the venue, in cash.
  await booked.getByRole('link', { name: `Open booking ${paid.orderId}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(paid.orderId);
  await expect(page.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
  const refused = await page.request.post('/v1/desk/bookings/cancel', {
    data: { bookingId: paid.bookingId },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  // The slot is days away: arrival can be marked only around it, and the button says so.
  await expect(page.getByRole('button', { name: 'Mark arrived' })).toBeDisabled();
  await page.getByRole('button', { name: /^Record payment/ }).click();
  const dialog = await modalDialog(page, `Record payment for ${customer.name}`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await dialog.getByRole('button', { name: /^Record ₹[\d,]+ paid$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Record payment/ })).toHaveCount(0);
  const afterPayment = await (
    await request.post('/v1/theatre/bookings/getallbookings', {
      data: { bookingId: paid.bookingId },
      headers: { authorization: `Bearer ${paid.token}` },
    })
  ).json();
  expect(afterPayment.booking).toMatchObject({ remainingAmount: 0, amountPaid: afterPayment.booking.totalPrice });
  await expectNoAxeViolations(page);

  // A manager cancels and refunds it: the slot is free on the site at once.
  await deskSignOut(page);
  await deskSignIn(page, DESK.manager);
  await page.goto(`/desk#bookings/${paid.bookingId}`);
  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  const cancel = await modalDialog(page, `Cancel ${customer.name}'s booking?`);
  const confirm = cancel.getByRole('button', { name: /^Cancel (and refund ₹[\d,]+|without a refund)$/ });
  // The dialog reads what the refund policy allows first; axe checks the form it then shows.
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  // Why it is cancelled is asked every time: without it nothing is sent, and the list takes the focus.
  await confirm.click();
  const cause = cancel.getByLabel('Why is it cancelled?');
  await expect(cancel.getByText('Please choose why the booking is cancelled.')).toBeVisible();
  await expect(cause).toBeFocused();
  await cause.selectOption({ label: 'Customer asked' });
  await confirm.click();
  await expect(cancel).toBeHidden();
  await expect(page.locator('#desk-main')).toContainText(/cancelled/i);
  // Its money, each way it moved: the advance online, the rest in cash, and the refund with its state.
  await expect(page.getByRole('list', { name: 'Paid at the venue' })).toContainText(/^At the venue, Cash: ₹[\d,]+/);
  await expect(page.getByRole('list', { name: 'Refunds' })).toContainText(/Refund of ₹750 · refunded/);
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const card = await aurora(await visitor.newPage(), date);
  await expect(card.getByRole('button', { name: new RegExp(`^${slot.label}`) })).toBeEnabled();
  await visitor.close();
});

test('the owner finds in the audit log, by a person and a day, the booking a manager opened and the list they exported, and follows its order id to the booking', async ({
  page,
  request,
}, testInfo) => {
  const customer = { name: `Audit ${testInfo.project.name} ${String(Date.now()).slice(-6)}`, phone: '9123400049' };
  await heldOnSite(request, dayFor(testInfo, 49), customer, slotOf(testInfo.project.name));
  // India's today, as the log's days are.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

  // A manager finds the booking, exports the list and opens the booking (signed in by the form: the
  // session ends with the Sign out below).
  await deskSignInByForm(page, DESK.manager);
  await openDeskScreen(page, 'Bookings');
  const find = page.getByRole('form', { name: 'Find bookings' });
  await find.getByLabel('Phone, name or order id').fill(customer.name);
  await find.getByLabel('From').fill('');
  await find.getByLabel('To').fill('');
  await find.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('list', { name: 'Bookings found' }).getByRole('listitem').filter({ hasText: customer.name });
  await expect(found).toHaveCount(1);
  const orderId = (await found.getByRole('link').textContent())!.trim();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await downloading;
  await found.getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderId);
  await deskSignOut(page);

  // The owner filters the log by that person and today.
  await deskSignIn(page, DESK.owner);
  await openDeskScreen(page, 'Audit log');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const filter = page.getByRole('form', { name: 'Filter the audit log' });
  await filter.getByLabel('Person').selectOption({ label: 'Vikram Shah' });
  await filter.getByLabel('From day').fill(today);
  await filter.getByLabel('To day').fill(today);
  await filter.getByRole('button', { name: 'Show' }).click();
  // The filtered list is in when it is announced (the whole log, shown first, has these entries too).
  await expect(page.getByRole('status')).toHaveText(/^\d+ entr(y|ies) found; page 1\.$/);
  const entries = page.getByRole('list', { name: 'Audit entries, newest first' }).getByRole('listitem');
  const opened = entries.filter({ hasText: `Vikram Shah opened booking ${orderId}` });
  await expect(opened).toHaveCount(1);
  await expect(entries.filter({ hasText: `Vikram Shah exported 1 booking as CSV (search “${customer.name}”)` })).toHaveCount(1);
  // Everything shown is the manager's, in sentences, not data.
  for (const text of await entries.allTextContents()) {
    expect(text).toContain('Vikram Shah');
    expect(text).not.toMatch(/[{}]|"\w+":/);
  }
  await expectNoAxeViolations(page);
  // On a phone 390 px wide, nothing of it runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The order id leads to the booking's page (from the keyboard), and Back to the log.
  await opened.getByRole('link', { name: orderId }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderId);
  await expect(page.locator('#desk-main')).toContainText(customer.name);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
});
