import { expect, test, type Page } from '@playwright/test';
import { venueDay } from '../../server/db/seed/data/venueDay.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskBookingFound, deskSignIn, modalDialog, openDeskScreen, showBoard, slotCardOf } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';

/**
 * The customers' messages at the desk, on what the development seed says the venue day's guests
 * were sent (server/db/seed/venueDayMessages.ts): a booking's Messages and Send again, the board's
 * reminder marks and the day's failed message, and the owner's messages settings.
 */

/** The guest whose WhatsApp reminder failed; the other specs only read this guest's booking. */
const GUEST = venueDay[2];

/** The booking's page, as a bookmark or the board's link opens it. */
async function openBooking(page: Page, id: string, orderId: string) {
  await page.goto(`/desk#bookings/${id}`);
  await expect(page.getByRole('heading', { name: `Booking ${orderId}`, level: 1 })).toBeVisible();
}

const messagesOf = (page: Page) => page.getByRole('list', { name: 'Messages, newest first' }).getByRole('listitem');
const messageItem = (page: Page, what: string) => messagesOf(page).filter({ hasText: what });

test("a booking's Messages: each with where it stands; Send again asks, then queues one copy; a colleague's shows without a reload", async ({
  page,
  browser,
}) => {
  test.slow();
  await deskSignIn(page, DESK.frontDesk);
  const found = await deskBookingFound(page, GUEST.userPhone);
  await openBooking(page, found.id, found.orderId);

  const whatsappConfirmation = messageItem(page, 'Booking confirmed · WhatsApp').filter({ hasNotText: 'sent again' });
  await expect(whatsappConfirmation).toContainText(`to +91${GUEST.userPhone}`);
  await expect(whatsappConfirmation).toContainText('Read');
  const reminder = messageItem(page, 'Reminder · WhatsApp').filter({ hasNotText: 'sent again' });
  await expect(reminder).toContainText(`Failed: ${GUEST.reminderFailed}`);
  await expect(messageItem(page, 'Reminder · E-mail')).toContainText(`to ${GUEST.userEmail}`);
  // What it said, on asking.
  await whatsappConfirmation.getByText('What it said').click();
  await expect(whatsappConfirmation).toContainText(`your booking ${found.orderId} is confirmed`);

  const email = messageItem(page, 'Booking confirmed · E-mail').filter({ hasNotText: 'sent again' });
  await expect(email).toContainText('Sent');
  await email.getByRole('button', { name: /^Send again/ }).click();
  const dialog = await modalDialog(page, 'Send this message again?');
  await expect(dialog).toContainText(`The Booking confirmed by E-mail goes again to ${GUEST.userEmail}, now, as it was written.`);
  await dialog.getByRole('button', { name: 'Send again', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(`Booking confirmed by E-mail to ${GUEST.userEmail} (is queued to go again now|is already on its way: it goes once)\\.`),
  );
  // The copy is the newest, by whom; on its way, it is not offered again.
  const copy = messagesOf(page).first();
  await expect(copy).toContainText('Booking confirmed · E-mail');
  await expect(copy).toContainText('sent again by Kavya Nair');

  // A colleague sends the WhatsApp confirmation again from their own desk: this page shows it by itself.
  const colleague = await browser.newContext();
  try {
    const other = await colleague.newPage();
    await deskSignIn(other, DESK.manager);
    await openBooking(other, found.id, found.orderId);
    await messageItem(other, 'Booking confirmed · WhatsApp')
      .filter({ hasNotText: 'sent again' })
      .getByRole('button', { name: /^Send again/ })
      .click();
    await (await modalDialog(other, 'Send this message again?')).getByRole('button', { name: 'Send again', exact: true }).click();
    await expect(messageItem(other, 'sent again by Vikram Shah')).toHaveCount(1);
  } finally {
    await colleague.close();
  }
  await expect(messageItem(page, 'Booking confirmed · WhatsApp').filter({ hasText: 'sent again by Vikram Shah' })).toHaveCount(1);
});

test("the board marks the slots whose reminder went, and names the day's failed message with a link to its booking", async ({ page }) => {
  await deskSignIn(page, DESK.frontDesk);
  const found = await deskBookingFound(page, GUEST.userPhone);
  await showBoard(page, found.branch, found.date);
  await expect(slotCardOf(page, found.theatre, GUEST.userName)).toContainText('Reminder sent');
  const failed = page.getByRole('region', { name: /messages? failed$/ });
  const line = failed.getByRole('listitem').filter({ hasText: found.orderId });
  await expect(line).toContainText(`the Reminder by WhatsApp to +91${GUEST.userPhone} failed: ${GUEST.reminderFailed}`);
  await line.getByRole('link', { name: found.orderId }).click();
  await expect(page.getByRole('heading', { name: `Booking ${found.orderId}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
});

test("the owner sets the messages: a field's problem shows at it; once saved, a reload shows what was saved", async ({ page }) => {
  test.slow();
  await deskSignIn(page, DESK.owner);
  // Put back as found when done: the other browser tests' messages follow these settings.
  const before = (await (await page.request.get('/v1/desk/settings/messages')).json()).settings;
  try {
    await openDeskScreen(page, 'Settings');
    const form = page.getByRole('form', { name: 'Messages to customers' });
    await expect(form.getByLabel('Reminder 1: day')).toHaveValue(String(before.reminders[0]?.daysBefore ?? 1));

    await form.getByLabel('New enquiry (to the staff)').uncheck();
    // A second reminder, as the button adds it: the same as the first, which the form says.
    await form.getByRole('button', { name: 'Add a reminder' }).click();
    await form.getByLabel("Sender's name").fill('Private Theatre, Jubilee Hills');
    await form.getByLabel('Staff e-mail addresses').fill('desk@example.com\nowner@');
    await form.getByRole('button', { name: 'Save messages settings' }).click();
    await expect(form.getByText('Is the same as reminder 1.')).toBeVisible();
    const emails = form.getByLabel('Staff e-mail addresses');
    await expect(emails).toHaveAttribute('aria-invalid', 'true');
    await expect(emails).toHaveAccessibleDescription(/owner@ must be a valid e-mail address\./);

    await form.getByLabel('Reminder 2: day').selectOption({ label: 'On the day' });
    await form.getByLabel('Reminder 2: at').fill('09:00');
    await emails.fill('desk@example.com\nowner@example.com');
    await form.getByRole('button', { name: 'Save messages settings' }).click();
    await expect(page.getByRole('status')).toHaveText("The messages' settings are saved.");
    await expect(form).toContainText('Last changed by Meera Iyer');

    await page.reload();
    const again = page.getByRole('form', { name: 'Messages to customers' });
    await expect(again.getByLabel('New enquiry (to the staff)')).not.toBeChecked();
    await expect(again.getByLabel('Booking confirmed')).toBeChecked();
    await expect(again.getByLabel('Reminder 2: day')).toHaveValue('0');
    await expect(again.getByLabel('Reminder 2: at')).toHaveValue('09:00');
    await expect(again.getByLabel("Sender's name")).toHaveValue('Private Theatre, Jubilee Hills');
    await expect(again.getByLabel('Staff e-mail addresses')).toHaveValue('desk@example.com\nowner@example.com');
  } finally {
    const put = await page.request.post('/v1/desk/settings/messages/save', {
      data: before,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(put.status(), await put.text()).toBe(200);
  }
});

test(
  "axe: a booking's Messages and Send again's dialog (cancelled), the board's marks, the messages settings",
  LAYOUT,
  async ({ page }) => {
    test.slow();
    await deskSignIn(page, DESK.owner);
    const found = await deskBookingFound(page, GUEST.userPhone);
    await openBooking(page, found.id, found.orderId);
    await expect(messageItem(page, 'Reminder · WhatsApp').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: /^Send again/ })
      .first()
      .click();
    const dialog = await modalDialog(page, 'Send this message again?');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await showBoard(page, found.branch, found.date);
    await expect(slotCardOf(page, found.theatre, GUEST.userName)).toContainText('Reminder sent');
    await expectNoAxeViolations(page);

    await openDeskScreen(page, 'Settings');
    await expect(page.getByRole('form', { name: 'Messages to customers' })).toBeVisible();
    await expectNoAxeViolations(page);
  },
);
