import { expect, test, type Page } from '@playwright/test';
import { venueDay } from '../../server/db/seed/data/venueDay.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskBookingFound, deskSignIn, modalDialog, openDeskScreen, showBoard, slotCardOf } from './deskHelpers.ts';
import { LAYOUT } from './layout.ts';

/**
 * The venue's day at the desk, with the real clock: the development seed books a guest on the slot
 * of three theatres that started most recently (server/db/seed/data/venueDay.ts), and the front
 * desk marks one arrived, then completed, and another arrived from the board. Then axe on each desk screen desk.spec.ts does not check,
 * or checks only empty: Find with results, a booking's page, the board with a booking, the prep
 * list, Leads, Blocked slots, Staff, the audit log, Settings and My password.
 */

/** The first guest is marked from their booking's page, the second from the board; the third is only read. */
const PAGE_GUEST = venueDay[0];
const BOARD_GUEST = venueDay[1];
const READ_ONLY_GUEST = venueDay[2];

test('the front desk marks a guest of the slot that has started arrived, then completed; a no-show is then refused', async ({ page }) => {
  const guest = PAGE_GUEST;
  await deskSignIn(page, DESK.frontDesk);

  // The guest at the counter gives their phone: Find, on every day (the slot may have started yesterday evening).
  await openDeskScreen(page, 'Bookings');
  const find = page.getByRole('form', { name: 'Find bookings' });
  await find.getByLabel('Phone, name or order id').fill(guest.userPhone);
  await find.getByLabel('From').fill('');
  await find.getByRole('button', { name: 'Find' }).click();
  const results = page.getByRole('list', { name: 'Bookings found' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results).toContainText(guest.userName);
  await expect(results).toContainText('Confirmed');
  await expect(results).toContainText('left to collect');
  const found = await deskBookingFound(page, guest.userPhone);
  await results.getByRole('link', { name: found.orderId }).click();
  await expect(page.getByRole('heading', { name: `Booking ${found.orderId}`, level: 1 })).toBeVisible();
  const main = page.locator('#desk-main');
  await expect(main).toContainText('Confirmed ·');
  const history = page.getByRole('region', { name: 'History' });

  await page.getByRole('button', { name: 'Mark arrived' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${guest.userName}'s booking (${found.orderId}) is marked arrived.` }),
  ).toBeVisible();
  await expect(main).toContainText('Confirmed, arrived');
  await expect(history).toContainText('venue: arrived (Mark arrived by Kavya Nair)');
  // Arrived: never a no-show, and the button says why.
  const noShow = page.getByRole('button', { name: 'Mark no-show' });
  await expect(noShow).toBeDisabled();
  await expect(noShow).toHaveAccessibleDescription('They have arrived: a booking that arrived cannot be a no-show.');
  await expect(page.getByRole('button', { name: 'Mark arrived' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(main).toContainText('Confirmed, completed');
  await expect(history).toContainText('venue: completed (Mark completed by Kavya Nair)');
  // Completed is the end: no mark is offered, and the API refuses a no-show.
  await expect(page.getByRole('list', { name: 'At the venue' })).toHaveCount(0);
  await expect(noShow).toHaveCount(0);
  const refused = await page.request.post('/v1/desk/bookings/mark', {
    data: { bookingId: found.id, mark: 'no-show' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('It is completed: nothing more can be marked.');

  // The board of its branch and day shows the slot booked, and completed.
  await showBoard(page, found.branch, found.date);
  await expect(slotCardOf(page, found.theatre, guest.userName)).toContainText('Booked, completed');
});

test('the front desk marks a guest arrived from the board, on the slot’s card, which then offers what is left to collect', async ({
  page,
}) => {
  const guest = BOARD_GUEST;
  await deskSignIn(page, DESK.frontDesk);
  const found = await deskBookingFound(page, guest.userPhone);
  await showBoard(page, found.branch, found.date);
  const card = slotCardOf(page, found.theatre, guest.userName);
  await expect(card).toContainText('Booked');
  await card.getByRole('button', { name: /^Arrived \(/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${guest.userName}'s booking (${found.orderId}) is marked arrived.` }),
  ).toBeVisible();
  await expect(card).toContainText('Booked, arrived');
  await expect(card.getByRole('button', { name: /^Arrived/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Collect ₹/ })).toBeVisible();
  // Kept on the server: the booking's page reads it so.
  const kept = await page.request.get(`/v1/desk/bookings/page?bookingId=${found.id}`);
  expect(kept.status()).toBe(200);
  expect((await kept.json()).booking.venueStatus).toBe('arrived');
});

test(
  'axe: a manager’s Find with results, a booking’s page, the board with a booking, the prep list, Leads and Blocked slots',
  LAYOUT,
  async ({ page }) => {
    test.slow();
    await deskSignIn(page, DESK.manager);

    // Find: every day (the From day cleared), by the start of the seeded order ids.
    await openDeskScreen(page, 'Bookings');
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    const find = page.getByRole('form', { name: 'Find bookings' });
    await find.getByLabel('Phone, name or order id').fill('ORDVENUE');
    await find.getByLabel('From').fill('');
    await find.getByRole('button', { name: 'Find' }).click();
    const results = page.getByRole('list', { name: 'Bookings found' });
    await expect(results.getByRole('listitem')).toHaveCount(venueDay.length);
    await expect(results).toContainText(READ_ONLY_GUEST.userName);
    await expectNoAxeViolations(page);

    // A booking's page, with every action a manager has.
    const found = await deskBookingFound(page, READ_ONLY_GUEST.userPhone);
    await results.getByRole('link', { name: found.orderId }).click();
    await expect(page.getByRole('heading', { name: `Booking ${found.orderId}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel and refund' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('booking-confirmed');
    await expectNoAxeViolations(page);

    // The board of the booking's branch and day, a slot booked, and its prep list.
    await showBoard(page, found.branch, found.date);
    await expect(slotCardOf(page, found.theatre, READ_ONLY_GUEST.userName)).toContainText('Booked');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: "Print the day's prep list" }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Prep list: ${found.branch}`), level: 1 })).toBeVisible();
    await expect(page.locator('#desk-main')).toContainText(READ_ONLY_GUEST.personName);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back to the board' }).click();
    await expect(page.getByRole('button', { name: "Print the day's prep list" })).toBeFocused();

    await openDeskScreen(page, 'Leads');
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await expect(page.getByText(/ found · page \d+ of \d+/)).toBeVisible();
    await expectNoAxeViolations(page);

    await openDeskScreen(page, 'Blocked slots');
    await expect(page.getByRole('heading', { name: 'Blocked slots', level: 1 })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Block slots' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /blocked slots?, /, level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

test('axe: the owner’s Staff, its Reset password dialog (cancelled), Audit log, Settings and My password', LAYOUT, async ({ page }) => {
  test.slow();
  await deskSignIn(page, DESK.owner);

  await openDeskScreen(page, 'Staff');
  const staff = page.getByRole('list', { name: 'Staff accounts' });
  await expect(staff).toContainText('Kavya Nair');
  await expectNoAxeViolations(page);

  // The seeded front desk's password is the one the other tests sign in with: the dialog is only
  // opened, checked and cancelled.
  const resetButton = staff.getByRole('button', { name: 'Reset password of Kavya Nair' });
  await resetButton.click();
  const reset = await modalDialog(page, 'New password for Kavya Nair');
  await expect(reset.getByLabel('New password')).toBeFocused();
  await expectNoAxeViolations(page);
  await reset.getByRole('button', { name: 'Cancel' }).click();
  await expect(reset).toBeHidden();
  await expect(resetButton).toBeFocused();

  await openDeskScreen(page, 'Audit log');
  await expect(page.getByRole('list', { name: 'Audit entries, newest first' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await openDeskScreen(page, 'Settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Refund window (hours before the slot)')).toBeVisible();
  await expect(page.getByLabel('Customers may reschedule up to … hours before the slot')).toBeVisible();
  await expectNoAxeViolations(page);

  await openDeskScreen(page, 'My password');
  await expect(page.getByRole('heading', { name: 'My password', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeVisible();
  await expectNoAxeViolations(page);
});
