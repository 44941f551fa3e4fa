import { expect, test } from '@playwright/test';
import { DESK, openDeskScreen } from './deskHelpers.ts';
import { holdIslandScripts, hydrated, typeFromFirstSight } from './hydrationTyping.ts';

/**
 * The desk's sign-in is in the page's HTML, so on a slow connection a person types into it before
 * its script arrives: what they typed stays when the script runs, and Sign in then signs them in.
 */

test('the sign-in typed while the desk’s script is held back is kept, and signs in once it runs', async ({ page }) => {
  const scripts = await holdIslandScripts(page);
  await page.goto('/desk', { waitUntil: 'commit' });
  const login = page.getByLabel('Phone or e-mail');
  const password = page.getByLabel('Password');
  await typeFromFirstSight(page, login, DESK.frontDesk.login);
  await password.pressSequentially(DESK.frontDesk.password);
  // Pressed before the script runs, Sign in would send the password nowhere: it waits for it.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await expect(password).toBeFocused();

  await scripts.release();
  await hydrated(page);
  await expect(login).toHaveValue(DESK.frontDesk.login);
  await expect(password).toHaveValue(DESK.frontDesk.password);
  // Hydration took the focus from nobody typing: the next key still goes into the password.
  await expect(password).toBeFocused();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('(front desk)');
  expect(page.url()).not.toContain('password');
});

test('a signed-in desk opens from the sign-in the page shows first, and each screen’s code comes when it is opened', async ({ page }) => {
  await page.goto('/desk');
  await page.getByLabel('Phone or e-mail').fill(DESK.manager.login);
  await page.getByLabel('Password').fill(DESK.manager.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // Back on the page later: the session opens the desk where the sign-in was.
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const beforeLeads = scripts.length;
  await openDeskScreen(page, 'Leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  expect(
    scripts.slice(beforeLeads).some((url) => /LeadsView/.test(url)),
    'the Leads screen’s code came when it was opened',
  ).toBe(true);
});
