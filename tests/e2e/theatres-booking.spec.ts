import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { JUBILEE, TODAY, card, chooseBranch, open, slotButton, stored } from './theatresHelpers.ts';

/** /theaters hands the choice over (checklist THR-41..48): the 90-minute price, Book Now and where it leads, with the choice kept in sessionStorage. */

test.describe('theatre list', () => {
  test('THR-41..45: a 90-minute slot switches to the 1.5-hour price with its note; Book Now waits for a slot of its own theatre', async ({
    page,
  }) => {
    await open(page);
    await chooseBranch(page);
    const aurora = card(page, 'Aurora');
    const velvet = card(page, 'Velvet Lounge');
    await expect(aurora.getByRole('button', { name: /^Book Now/ })).toBeDisabled();

    await slotButton(aurora, '19:30 - 21:00').click();
    const note = page.getByRole('dialog', { name: 'Note: 1.5 hour slot' });
    await expect(note).toContainText('₹1,799');
    await expectNoAxeViolations(page);
    await note.getByRole('button', { name: 'Okay' }).click();
    await expect(note).toBeHidden();
    await expect(aurora).toContainText('₹1,799');
    await expect(aurora).toContainText('Rs 349 less');
    await expect(aurora).toContainText('₹249 each');
    await expect(slotButton(aurora, '19:30 - 21:00')).toHaveAttribute('aria-pressed', 'true');
    await expect(aurora.getByRole('button', { name: /^Book Now/ })).toBeEnabled();
    await expect(velvet.getByRole('button', { name: /^Book Now/ })).toBeDisabled();

    // A full slot goes back to the full price, without a note.
    await slotButton(aurora, '09:00 - 12:00').click();
    await expect(note).toBeHidden();
    await expect(aurora).not.toContainText('Rs 349 less');
    await expect(aurora).toContainText('₹2,148');
  });

  test('THR-46..48: Book Now keeps the choice in sessionStorage and goes to /Basicplan', async ({ page }) => {
    await open(page);
    await chooseBranch(page);
    const aurora = card(page, 'Aurora');
    await slotButton(aurora, '19:30 - 21:00').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Okay' }).click();
    await aurora.getByRole('button', { name: /^Book Now/ }).click();
    await page.waitForURL('**/Basicplan');
    const choice = JSON.parse((await stored(page, 'booking:choice')) ?? 'null');
    expect(choice).toMatchObject({
      location: { _id: 'loc-jubilee-hills', name: JUBILEE, city: 'Hyderabad' },
      date: TODAY,
      type: 'normal',
      theatre: { _id: 'th-aurora', name: 'Aurora', maxPeople: 2, maxSeating: 4, extraPerson: 'Yes' },
      time: { slotId: 'th-aurora-s4', fromTime: '19:30', toTime: '21:00' },
      slotMinutes: 90,
      prices: { offerPrice: 2148, theatrePrice: 1799, extraPersonPrice: 249, isNinetyMinutes: true },
    });
    // Nothing named a plan: the tab's type is the default, normal (kept only once something names one).
    expect([null, 'normal']).toContain(await stored(page, 'booking:type'));
  });

  test('a combo package card leads through /ComboForm; Book on one page opens /BookingDetails', async ({ page }) => {
    await open(page, '/theaters?plan=combo');
    await chooseBranch(page);
    const velvet = card(page, 'Velvet Lounge');
    await expect(velvet.getByRole('button', { name: /^Book on one page/ })).toHaveCount(0);
    await slotButton(velvet, '12:15 - 15:15').click();
    await velvet.getByRole('button', { name: /^Book Now/ }).click();
    await page.waitForURL('**/ComboForm');
    expect(JSON.parse((await stored(page, 'booking:choice')) ?? 'null')).toMatchObject({ type: 'combo', theatre: { _id: 'th-velvet' } });

    await page.goBack();
    await expect(page.locator('main h1')).toHaveText(`Choose your dream theatre setup in ${JUBILEE}`);
    await slotButton(velvet, '15:30 - 18:30').click();
    await velvet.getByRole('button', { name: /^Book on one page/ }).click();
    await page.waitForURL('**/BookingDetails');
    expect(JSON.parse((await stored(page, 'booking:choice')) ?? 'null')).toMatchObject({ time: { fromTime: '15:30', toTime: '18:30' } });

    // The list opened again by a link that names no plan (the header's Book Now) keeps the combo, and says so.
    await page.goto('/theaters');
    await expect(page.locator('main h1')).toHaveText(`Choose your dream theatre setup in ${JUBILEE}`);
    const note = page.getByRole('note');
    await expect(note).toContainText('You are booking a combo package');
    await slotButton(velvet, '12:15 - 15:15').click();
    await velvet.getByRole('button', { name: /^Book Now/ }).click();
    await page.waitForURL('**/ComboForm');
    // And the way back to a booking without a package.
    await page.goBack();
    await note.getByRole('button', { name: 'Book without a package' }).click();
    await expect(note).toHaveCount(0);
    expect(await stored(page, 'booking:type')).toBe('normal');
    await slotButton(velvet, '12:15 - 15:15').click();
    await velvet.getByRole('button', { name: /^Book Now/ }).click();
    await page.waitForURL('**/Basicplan');
  });
});
