import { expect, test, type Page } from '@playwright/test';
import { chooseBasicPlan, dayFor, fillDetails, seedChoice, serverBooking, stepReady, stored } from './wizardHelpers.ts';

/**
 * 'Send me booking updates on WhatsApp': asked with the customer's details as a box left unticked,
 * never assumed. The booking the server keeps has the customer's answer, ticked or not, whether the
 * box was ticked before the page's script ran or after. Days 46 and 47 are these tests' own.
 */

const tick = (page: Page) => page.getByRole('checkbox', { name: 'Send me booking updates on WhatsApp' });

test('/Basicplan: the box is unticked; ticked as soon as it shows, the booking has the consent, and a reload keeps it', async ({
  page,
  request,
}, testInfo) => {
  await seedChoice(page, request, dayFor(testInfo, 46));
  await page.goto('/Basicplan', { waitUntil: 'commit' });
  await expect(tick(page)).not.toBeChecked();
  await tick(page).check();
  await fillDetails(page);
  await chooseBasicPlan(page);
  await expect(tick(page)).toBeChecked();
  await page.reload();
  await stepReady(page, 'Booking Details');
  await expect(tick(page)).toBeChecked();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/Occassions');
  expect(await serverBooking(page, request)).toMatchObject({ whatsappUpdates: true, userPhone: '9876543210' });
});

test('/BookingDetails: left unticked, the booking has no WhatsApp consent; ticked and sent again, the same booking has it', async ({
  page,
  request,
}, testInfo) => {
  await seedChoice(page, request, dayFor(testInfo, 47));
  await page.goto('/BookingDetails', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('normal');
  await page.getByLabel('Number of Persons').selectOption('2');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Rao');
  await page.getByLabel('Mobile / WhatsApp Number').fill('9876543210');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
  await expect(tick(page)).not.toBeChecked();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/Checkout');
  expect(await serverBooking(page, request)).toMatchObject({ whatsappUpdates: false });
  const first = (await stored(page, 'booking:wizard')).bookingId;

  await page.goBack();
  await stepReady(page, 'Booking Details');
  await tick(page).check();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/Checkout');
  expect(await serverBooking(page, request)).toMatchObject({ whatsappUpdates: true });
  expect((await stored(page, 'booking:wizard')).bookingId).toBe(first);
});
