import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { DESK, deskMenu, deskSignIn, paidOnSite, type TheatreChoice } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';

/**
 * The owner's GST settings: a branch's legal name, GSTIN and address, saved and shown again after a
 * reload; a GSTIN with a typing mistake is refused at its field before anything is sent. Kukatpally,
 * a branch no other browser test books, so that no other test's invoice becomes a tax invoice; both
 * projects save the same values, so their runs side by side agree.
 */

const BRANCH = 'CineCelebrations Kukatpally';
const LEGAL_NAME = 'CineCelebrations Private Limited';
const ADDRESS = 'Plot 7, KPHB Colony, Kukatpally, Hyderabad 500072';
const GSTIN = '36AAACR5055K1Z8';
/** Kukatpally's Marigold, forty days on: no other test books it then. */
const MARIGOLD: TheatreChoice = { theatreId: 'th-marigold', theaterName: 'Marigold', subTotal: 2499 };
const MARIGOLD_SLOTS = [
  { slotId: 'th-marigold-s2', fromTime: '12:15', toTime: '15:15' },
  { slotId: 'th-marigold-s3', fromTime: '15:30', toTime: '18:30' },
];

test('the owner sets a branch’s GSTIN: a wrong one is refused at the field, a saved one shows after a reload', LAYOUT, async ({ page }) => {
  test.slow();
  await deskSignIn(page, DESK.owner);
  await deskMenu(page).getByRole('link', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: 'GST invoices' });
  await form.getByLabel('Branch').selectOption({ label: BRANCH });
  await form.getByLabel('Legal name').fill(LEGAL_NAME);
  const gstin = form.getByLabel('GSTIN');
  // One character typed wrong: the check character no longer matches.
  await gstin.fill('36AAACR5055K1Z9');
  await form.getByLabel('Registered address').fill(ADDRESS);
  await form.getByRole('button', { name: 'Save the GST settings' }).click();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toHaveAccessibleDescription(/check character does not match: please check it for a typing mistake/);
  await expect(gstin).toBeFocused();
  await expectNoAxeViolations(page);

  await gstin.fill(GSTIN.toLowerCase());
  await form.getByRole('button', { name: 'Save the GST settings' }).click();
  await expect(page.getByRole('status')).toHaveText(`Invoices of this branch now carry GST under ${GSTIN}.`);
  await expect(gstin).toHaveAttribute('aria-invalid', 'false');
  await expect(gstin).toHaveValue(GSTIN);
  await expect(form).toContainText('Last changed by Meera Iyer');
  await expectNoAxeViolations(page);

  await page.reload();
  const again = page.getByRole('form', { name: 'GST invoices' });
  await again.getByLabel('Branch').selectOption({ label: BRANCH });
  await expect(again.getByLabel('GSTIN')).toHaveValue(GSTIN);
  await expect(again.getByLabel('Legal name')).toHaveValue(LEGAL_NAME);
  await expect(again.getByLabel('Registered address')).toHaveValue(ADDRESS);
  await expect(again.getByLabel('GST rate (%)')).toHaveValue('18');
  await expect(again.getByLabel('SAC code')).toHaveValue('999692');
});

test(
  'a booking paid at a branch with a GSTIN shows its tax invoice’s number and tax lines on its desk page',
  LAYOUT,
  async ({ page, browser }, testInfo) => {
    test.slow();
    await deskSignIn(page, DESK.owner);
    const origin = new URL(page.url()).origin;
    // The same values the test above saves: whichever runs first, Kukatpally charges GST from here.
    const saved = await page.request.post('/v1/desk/settings/gst/save', {
      data: {
        branchId: 'loc-kukatpally',
        legalName: LEGAL_NAME,
        gstin: GSTIN,
        address: ADDRESS,
        ratePercent: 18,
        sac: '999692',
        venueState: '36',
      },
      headers: { origin },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const site = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const customer = { name: `Gst ${testInfo.project.name} ${String(Date.now()).slice(-5)}`, phone: '9123400059' };
    const slot = testInfo.project.name === 'tablet' ? MARIGOLD_SLOTS[1] : MARIGOLD_SLOTS[0];
    const day = addDays(istToday(new Date()), 40 + testInfo.repeatEachIndex);
    const paid = await paidOnSite(await site.newPage(), page.request, day, customer, slot, MARIGOLD);
    await site.close();

    await page.goto(`/desk#bookings/${paid.bookingId}`);
    const amounts = page.getByRole('region', { name: 'Amounts' });
    await expect(amounts).toContainText(/Tax invoice \d{4}-\d{2}\/\d{6}/);
    await expect(amounts).toContainText(`GSTIN ${GSTIN} · 18%`);
    await expect(amounts).toContainText(/Taxable ₹[\d,.]+ · CGST ₹[\d,.]+ · SGST ₹[\d,.]+/);
    await expectNoAxeViolations(page);
  },
);
