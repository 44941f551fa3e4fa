import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskMenu, deskSignIn } from './deskHelpers.ts';

/** The staff desk at /desk on a phone and a tablet: sign-in, what each role sees, the owner's staff screen. */

test('sign-in: a wrong password is one message; the front desk signs in, sees only its screens, and signs out', async ({
  page,
  context,
}) => {
  await page.goto('/desk');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const login = page.getByLabel('Phone or e-mail');
  await login.fill(DESK.frontDesk.login);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid phone, e-mail or password.');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expectNoAxeViolations(page);

  await deskSignIn(page, DESK.frontDesk);
  await expect(page.getByRole('banner')).toContainText('(front desk)');
  // The session is a cookie script cannot read, sent only to this site.
  const cookie = (await context.cookies()).find((c) => c.httpOnly);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  // No staff accounts and no audit log for the front desk.
  await expect(deskMenu(page).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(deskMenu(page).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(deskMenu(page).getByRole('link', { name: 'My password' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The API refuses what the menu does not offer.
  const staff = await page.request.get('/v1/desk/staff');
  expect(staff.status()).toBe(403);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/v1/desk/me')).status()).toBe(401);
});

test('the owner adds a front-desk account, which signs in; disabled, its session ends; the audit log has it all', async ({
  page,
  browser,
}, testInfo) => {
  await deskSignIn(page, DESK.owner);
  await deskMenu(page).getByRole('link', { name: 'Staff' }).click();
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
  await deskSignIn(kiran, { login: phone, password: 'Kiran-desk-2026' });
  await row.getByRole('button', { name: `Disable ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Disable ${name}?` })
    .getByRole('button', { name: 'Disable', exact: true })
    .click();
  await expect(row).toContainText('Disabled');
  expect((await kiran.request.get('/v1/desk/me')).status()).toBe(401);
  await other.close();

  await deskMenu(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.locator('#desk-main')).toContainText(name);
  await expectNoAxeViolations(page);
});
