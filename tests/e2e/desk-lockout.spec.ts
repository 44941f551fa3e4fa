import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskSignIn, deskSignInByForm, openDeskScreen } from './deskHelpers.ts';

/**
 * Lockouts that do not lock the staff out: someone guesses a staff member's password five times,
 * which locks the account to every browser it never signed in from; the owner sees until when on
 * the Staff screen and lifts the lock, and the staff member signs in.
 */

test('the owner lifts a lock that wrong guesses put on an account, and its owner then signs in', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  // Eight password checks at the server's full cost (128 MiB each), one after another: seconds each
  // on a busy machine. Nothing here waits for a time; the test is given room for that work.
  test.slow();
  const site = testInfo.project.use.baseURL!;
  // An account of this run and project: the phone and tablet projects run side by side.
  const login = `8${String(Date.now()).slice(-8)}${testInfo.project.name === 'tablet' ? 1 : 0}`;
  const name = `Farah ${testInfo.project.name} ${login.slice(-5)}`;
  const password = 'Farah-desk-2026';
  await deskSignIn(page, DESK.owner);
  const added = await page.request.post('/v1/desk/staff/add', {
    headers: { origin: new URL(page.url()).origin },
    data: { name, login, role: 'front-desk', password },
  });
  expect(added.status(), await added.text()).toBe(200);

  // Someone else, with a script of their own, guesses five times: the account is locked to them,
  // even with the right password.
  const guesser = await playwright.request.newContext({ baseURL: site, extraHTTPHeaders: { origin: new URL(site).origin } });
  for (let i = 0; i < 5; i++)
    expect((await guesser.post('/v1/desk/sign-in', { data: { login, password: `guess-${i}-of-theirs` } })).status()).toBe(401);
  expect((await guesser.post('/v1/desk/sign-in', { data: { login, password } })).status()).toBe(429);
  await guesser.dispose();

  await openDeskScreen(page, 'Staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const card = page.getByRole('list', { name: 'Staff accounts' }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(/Locked by failed sign-ins until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m/);
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: `Unlock ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} can sign in again from any device.` })).toBeAttached();
  await expect(card).not.toContainText('Locked');
  await expect(card.getByRole('button', { name: `Unlock ${name}` })).toHaveCount(0);

  // Farah, on the front desk's tablet, signs in.
  const tablet = await browser.newContext({ baseURL: site });
  const farah = await tablet.newPage();
  await deskSignInByForm(farah, { login, password });
  await expect(farah.getByRole('banner')).toContainText('(front desk)');
  await tablet.close();
});
