import { expect, type Page } from '@playwright/test';

/** The development desk accounts `npm start` seeds and prints (server/db/seed/data/staff.ts). */
export const DESK = {
  owner: { login: '9876500100', password: 'Owner-desk-2026' },
  frontDesk: { login: '9876500101', password: 'FrontDesk-2026' },
  manager: { login: '9876500102', password: 'Manager-desk-2026' },
  editor: { login: '9876500103', password: 'Editor-desk-2026' },
} as const;

/** Signs in at /desk as a person does: the two labelled fields and Sign in; waits for the signed-in header. */
export async function deskSignIn(page: Page, who: { login: string; password: string }): Promise<void> {
  await page.goto('/desk');
  await page.getByLabel('Phone or e-mail').fill(who.login);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

export const deskMenu = (page: Page) => page.getByRole('navigation', { name: 'Desk' });
