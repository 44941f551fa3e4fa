import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { deskSignIn, deskSignInByForm, modalDialog, openDeskScreen, DESK } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';

/**
 * Staff by branch at the desk: the owner adds a front-desk member at Kondapur alone and changes
 * their name in the Edit dialog; the member signs in, and Find's branch picker offers Kondapur
 * only, while the server refuses them another branch's list. No booking is made or paid.
 */

const KONDAPUR = 'CineCelebrations Kondapur';

test(
  'the owner gives a new member one branch; signed in, the member is offered that branch alone',
  LAYOUT,
  async ({ page, browser }, testInfo) => {
    await deskSignIn(page, DESK.owner);
    await openDeskScreen(page, 'Staff');
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    // An account of this run and project: the phone and tablet projects add theirs side by side.
    const phone = `8${String(Date.now()).slice(-8)}${testInfo.project.name === 'tablet' ? 1 : 0}`;
    const name = `Lakshmi ${testInfo.project.name} ${phone.slice(-5)}`;
    const form = page.getByRole('form', { name: 'Add a staff member' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone or e-mail').fill(phone);
    await form.getByLabel('Role').selectOption('front-desk');
    const branches = form.getByRole('group', { name: 'Branches' });
    await expect(branches.getByLabel('All branches')).toBeChecked();
    await branches.getByLabel(KONDAPUR).check();
    await expect(branches.getByLabel('All branches')).not.toBeChecked();
    await page.locator('#desk-add-password').fill('Lakshmi-desk-2026');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Add staff member' }).click();
    const row = page.getByRole('list', { name: 'Staff accounts' }).getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(KONDAPUR);

    // The Edit dialog: their name changed, the branch kept.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = await modalDialog(page, `Edit ${name}`);
    await expect(dialog.getByRole('group', { name: 'Branches' }).getByLabel(KONDAPUR)).toBeChecked();
    await expectNoAxeViolations(page);
    const renamed = `${name} R`;
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    const renamedRow = page.getByRole('list', { name: 'Staff accounts' }).getByRole('listitem').filter({ hasText: renamed });
    await expect(renamedRow).toContainText(KONDAPUR);

    // The member signs in elsewhere: Find offers every branch of theirs (Kondapur) and no other.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const member = await other.newPage();
    await deskSignInByForm(member, { login: phone, password: 'Lakshmi-desk-2026' });
    const me = await (await member.request.get('/v1/desk/me')).json();
    expect(me.staff.branches).toEqual(['loc-kondapur']);
    await openDeskScreen(member, 'Bookings');
    const picker = member.getByLabel('Branch');
    await expect(picker.locator('option', { hasText: KONDAPUR })).toHaveCount(1);
    await expect(picker.locator('option')).toHaveText([/All branches/, KONDAPUR]);
    await expectNoAxeViolations(member);
    expect((await member.request.get('/v1/desk/bookings?branch=loc-jubilee-hills')).status()).toBe(403);
    await other.close();
  },
);
