import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskSignIn, showBoard } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';
import { confirmAndPay, decideOnPayPage, outcomeUrl, proceedTo } from './paymentHelpers.ts';
import { chooseBasicPlan, chooseOccasion, dayForEachDevice, fillDetails, JUBILEE, seedChoice, stepReady } from './wizardHelpers.ts';

/**
 * The prep list's totals and the customer's own words: a customer books on the site with a
 * decoration theme and a message for the cake, typed as soon as each field shows; the desk's prep
 * list then has the day's totals at the top and the words at the slot, and the owner prints every
 * branch at once, a section and totals per branch and overall. Jubilee Hills' Aurora only (never
 * Kukatpally today, which the Takings count to the rupee).
 */

test(
  'a cake message and a theme typed on the site show on the prep list under its totals, and in the owner’s all-branches print',
  LAYOUT,
  async ({ page, request }, testInfo) => {
    test.slow();
    const date = dayForEachDevice(testInfo, 66);
    const words = `Happy 25th Priya ${testInfo.project.name}`;
    const theme = `Pastel pink and gold ${testInfo.project.name}`;

    // The site's basic wizard, typing as a person does as soon as each field shows.
    // Aurora's 16:00 slot: the desktop project's checkout tests book its 09:00 one on these days.
    await seedChoice(page, request, date, 'th-aurora-s3');
    await page.goto('/Basicplan', { waitUntil: 'commit' });
    await fillDetails(page, '3');
    await chooseBasicPlan(page);
    await proceedTo(page, 'Occassions', "What's the celebration?");
    await chooseOccasion(page, 'Birthday', 'Priya');
    await page.getByLabel('Decoration theme (optional)').fill(theme);
    await proceedTo(page, 'CakesComponent', 'Select Cake');
    const main = page.locator('main');
    await main.getByRole('button', { name: /^Black Forest/ }).click();
    const message = page.getByLabel('Message on the cake (optional)');
    await message.fill(words);
    await expect(message).toHaveAccessibleDescription(new RegExp(`${words.length} of 40 characters`));
    await expect(page.locator('[data-summary="cake-message"]')).toHaveText(`“${words}”`);
    await expect(page.locator('[data-summary="decoration-theme"]')).toHaveText(`“${theme}”`);
    await expectNoAxeViolations(page);
    // The field takes no more than the baker writes.
    await message.fill('x'.repeat(60));
    await expect(message).toHaveValue('x'.repeat(40));
    await message.fill(words);
    await proceedTo(page, 'AddOnscomponent', 'Add-ons');
    await proceedTo(page, 'BookingSummary', 'Terms and Conditions');
    const bookingId = await confirmAndPay(page);
    await decideOnPayPage(page, 'Pay');
    await page.waitForURL(outcomeUrl('success', bookingId));
    await stepReady(page, 'Payment Successful');

    // The owner's prep list of the branch and day: the day's totals first, the words at the slot.
    await deskSignIn(page, DESK.owner);
    await showBoard(page, JUBILEE, date);
    await page.getByRole('button', { name: "Print the day's prep list" }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Prep list: ${JUBILEE}`), level: 1 })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totals for the day' });
    await expect(totals).toContainText(/× Black Forest, 500 gm, egg/);
    await expect(totals).toContainText(/× Birthday/);
    const slot = page.locator('#desk-prep-list li').filter({ hasText: 'Priya' }).filter({ hasText: words });
    await expect(slot).toContainText(`Theme: “${theme}”`);
    await expect(slot).toContainText('On the cake');
    // The totals count what the list shows: as many bookings and persons as its slots.
    const board = await (await page.request.get(`/v1/desk/board?branch=loc-jubilee-hills&date=${date}`)).json();
    const booked = board.theatres.flatMap((t: { slots: { state: string; booking: { persons: number } | null }[] }) =>
      t.slots.filter((s) => s.state === 'booked' && s.booking).map((s) => s.booking!.persons),
    );
    const persons = booked.reduce((a: number, b: number) => a + b, 0);
    await expect(totals).toContainText(`${booked.length} ${booked.length === 1 ? 'booking' : 'bookings'} · ${persons} persons`);
    await expectNoAxeViolations(page);

    // Every branch at once: the overall totals, then a section per branch with its own.
    await page.getByRole('radio', { name: 'All branches' }).check();
    await expect(page.getByRole('heading', { name: /^Prep list: all branches/, level: 1 })).toBeVisible();
    const overall = page.getByRole('region', { name: 'Totals, all branches' });
    await expect(overall).toContainText(/× Black Forest, 500 gm, egg/);
    const jubilee = page.getByRole('region', { name: JUBILEE, exact: true });
    await expect(jubilee.getByRole('region', { name: `Totals at ${JUBILEE}` })).toContainText(/× Black Forest, 500 gm, egg/);
    await expect(jubilee).toContainText(words);
    for (const branch of board.branches as { name: string }[])
      await expect(page.getByRole('heading', { name: branch.name, exact: true, level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back to the board' }).click();
    await expect(page.getByRole('button', { name: "Print the day's prep list" })).toBeFocused();
  },
);

test('the front desk prints its branch’s prep list with its totals, without the all-branches choice', async ({ page }, testInfo) => {
  const date = dayForEachDevice(testInfo, 68);
  await deskSignIn(page, DESK.frontDesk);
  await showBoard(page, JUBILEE, date);
  await page.getByRole('button', { name: "Print the day's prep list" }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Prep list: ${JUBILEE}`), level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals for the day' })).toContainText('Cakes');
  await expect(page.getByRole('radio', { name: 'All branches' })).toHaveCount(0);
});
