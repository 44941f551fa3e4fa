import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskSignIn } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';

/** The owner's first look on the desk: today across every branch above the board, and a way to each branch's board. */

test('the owner opens the desk on every branch’s today: slots and money per branch, then a branch’s board', LAYOUT, async ({ page }) => {
  await deskSignIn(page, DESK.owner);
  const all = page.getByRole('region', { name: 'All branches today' });
  const branches = all.getByRole('list', { name: 'Each branch today' }).getByRole('listitem');
  await expect(branches.first()).toBeVisible();
  // What it shows is what the server counts now (read after the screen, so a sale meanwhile shows in both).
  const summary = await (await page.request.get('/v1/desk/today-summary', { headers: { origin: new URL(page.url()).origin } })).json();
  await expect(branches).toHaveCount(summary.branches.length);
  const kukatpally = branches.filter({ hasText: 'Kukatpally' });
  const k = summary.branches.find((b: { branch: { name: string } }) => b.branch.name.includes('Kukatpally'));
  await expect(kukatpally).toContainText(`${k.slots.booked} booked`);
  await expect(kukatpally).toContainText(/Taken ₹[\d,.]+ · To collect ₹[\d,.]+/);
  await expectNoAxeViolations(page);

  await kukatpally.getByRole('button', { name: `Show the board of ${k.branch.name}` }).click();
  await expect(page.getByRole('form', { name: 'Branch and day' }).getByLabel('Branch')).toHaveValue(k.branch.id);
  await expect(page.getByRole('status').filter({ hasText: `Showing ${k.branch.name} on` })).toBeVisible();
});

test('the front desk sees the board alone, without every branch’s money', async ({ page }) => {
  await deskSignIn(page, DESK.frontDesk);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Branch and day' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'All branches today' })).toHaveCount(0);
});
