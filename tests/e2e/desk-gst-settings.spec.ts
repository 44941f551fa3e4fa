import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { DESK, deskSignIn, modalDialog, openDeskScreen, paidOnSite, type TheatreChoice } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';

/**
 * The owner's GST settings: a branch's legal name, GSTIN and address, saved and shown again after a
 * reload; a GSTIN with a typing mistake is refused at its field before anything is sent. Kukatpally,
 * whose bookings in other tests check no invoice, so that no other test's invoice becomes a tax
 * invoice; both projects save the same values, so their runs side by side agree.
 */

const BRANCH = 'CineCelebrations Kukatpally';
const LEGAL_NAME = 'CineCelebrations Private Limited';
const ADDRESS = 'Plot 7, KPHB Colony, Kukatpally, Hyderabad 500072';
const GSTIN = '36AAACR5055K1Z8';
/**
 * The booking that shows its tax invoice: Kondapur's Lumiere, which no other test books (the
 * Takings' test counts Kukatpally's money to the rupee), forty days on; Kondapur gets the same
 * registration here.
 */
const LUMIERE: TheatreChoice = { theatreId: 'th-lumiere', theaterName: 'Lumiere', subTotal: 2999 };
const LUMIERE_SLOTS = [
  { slotId: 'th-lumiere-s2', fromTime: '12:45', toTime: '15:45' },
  { slotId: 'th-lumiere-s3', fromTime: '16:00', toTime: '19:00' },
];

test('the owner sets a branch’s GSTIN: a wrong one is refused at the field, a saved one shows after a reload', LAYOUT, async ({ page }) => {
  test.slow();
  await deskSignIn(page, DESK.owner);
  await openDeskScreen(page, 'Settings');
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
  'a booking paid at a branch with a GSTIN shows its tax invoice’s number and tax lines on its desk page, and a credit note once refunded',
  LAYOUT,
  async ({ page, browser }, testInfo) => {
    test.slow();
    await deskSignIn(page, DESK.owner);
    const origin = new URL(page.url()).origin;
    // Kondapur charges GST from here, under the registration the test above gives Kukatpally.
    const saved = await page.request.post('/v1/desk/settings/gst/save', {
      data: {
        branchId: 'loc-kondapur',
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
    const slot = testInfo.project.name === 'tablet' ? LUMIERE_SLOTS[1] : LUMIERE_SLOTS[0];
    const day = addDays(istToday(new Date()), 40 + testInfo.repeatEachIndex);
    const paid = await paidOnSite(await site.newPage(), page.request, day, customer, slot, LUMIERE);
    await site.close();

    await page.goto(`/desk#bookings/${paid.bookingId}`);
    const amounts = page.getByRole('region', { name: 'Amounts' });
    await expect(amounts).toContainText(/Tax invoice \d{4}-\d{2}\/\d{6}/);
    await expect(amounts).toContainText(`GSTIN ${GSTIN} · 18%`);
    await expect(amounts).toContainText(/Taxable ₹[\d,.]+ · CGST ₹[\d,.]+ · SGST ₹[\d,.]+/);
    await expectNoAxeViolations(page);

    // Cancelled with its advance refunded: a credit note of it shows, with its PDF.
    await page.getByRole('button', { name: 'Cancel and refund' }).click();
    const cancel = await modalDialog(page, `Cancel ${customer.name}'s booking?`);
    await cancel.getByLabel('Why is it cancelled?').selectOption({ label: 'Customer asked' });
    await cancel.getByRole('button', { name: /^Cancel and refund ₹[\d,]+$/ }).click();
    await expect(cancel).toBeHidden();
    const notes = amounts.getByRole('list', { name: 'Credit notes' });
    await expect(notes).toContainText(/Credit note CN\/\d{2}-\d{2}\/\d{6} of ₹[\d,]+/);
    const href = await notes.getByRole('link', { name: /^PDF of credit note CN\// }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectNoAxeViolations(page);
  },
);
