import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { addDays, istToday } from '../../src/lib/booking/istClock.ts';
import { formatRupees } from '../../src/lib/money.ts';
import { bookingChoice } from '../../src/lib/stores/bookingChoice.ts';
import type { TheatreWithSlots } from '../../src/lib/api/theatres.ts';

/**
 * The wizard's browser tests book real slots on the server (which uses the real clock): each test
 * takes a day of its own, days apart between the phone and desktop projects, so no two tests ever
 * hold the same slot.
 */
export const JUBILEE = 'CineCelebrations Jubilee Hills';
export const LOCATION = { _id: 'loc-jubilee-hills', name: JUBILEE, city: 'Hyderabad' };

export function dayFor(testInfo: TestInfo, n: number): string {
  return addDays(istToday(new Date()), (testInfo.project.name === 'desktop' ? 45 : 5) + n);
}

/** Day `n` on the phone, day n + 1 on the tablet: the two run side by side on one server and never book one slot. */
export const dayForEachDevice = (testInfo: TestInfo, n: number): string =>
  dayFor(testInfo, n + (testInfo.project.name === 'tablet' ? 1 : 0));

export const stored = async <T = any>(page: Page, key: string): Promise<T> =>
  JSON.parse((await page.evaluate((k) => sessionStorage.getItem(k), key)) ?? 'null');

/**
 * The step's page is there: its heading shows. Its island may still be on its way, and the test
 * goes on as a person on a slow phone does, typing and choosing at once: the fields keep what is
 * typed before hydration, and the buttons the island acts on wait for it (disabled until then).
 */
export async function stepReady(page: Page, heading: string): Promise<void> {
  await expect(page.locator('main h1')).toHaveText(heading);
}

/** Puts the theatre card's Book Now choice in the tab, as /theaters would, without going through it. */
export async function seedChoice(
  page: Page,
  request: APIRequestContext,
  date: string,
  slotId = 'th-aurora-s1',
  theatreId = 'th-aurora',
): Promise<void> {
  const res = await request.post('/v1/theatre/web/getalltheatres/forweb', { data: { slotDate: date, locationId: LOCATION._id } });
  const theatres = (await res.json()).theatres as TheatreWithSlots[];
  const theatre = theatres.find((t) => t._id === theatreId)!;
  const slot = theatre.availableSlots.find((s) => s._id === slotId)!;
  await page.goto('/Faqs');
  const choice = bookingChoice(LOCATION, date, 'normal', theatre, slot);
  await page.evaluate((c) => sessionStorage.setItem('booking:choice', JSON.stringify(c)), choice);
}

export async function fillDetails(page: Page, persons = '2'): Promise<void> {
  await page.locator('#details-userName').fill('Asha Rao');
  await page.locator('#details-noOfPersons').selectOption(persons);
  await page.locator('#details-userPhone').fill('9876543210');
  await page.locator('#details-userEmail').fill('asha@example.com');
}

export async function chooseBasicPlan(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^BASIC PLAN/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Coupon Added!' });
  await expect(dialog).toContainText('Coupon added successfully!');
  await dialog.getByRole('button', { name: 'Okay' }).click();
  await expect(dialog).toBeHidden();
}

/** From a seeded choice to /ComboOccassions with a combo booking made through /Basicplan's COMBO PLAN. */
export async function makeComboBooking(
  page: Page,
  request: APIRequestContext,
  date: string,
  persons = '2',
  slotId?: string,
): Promise<void> {
  await seedChoice(page, request, date, slotId);
  // As a person does: typing as soon as the fields show, not once the island has hydrated.
  await page.goto('/Basicplan', { waitUntil: 'commit' });
  await fillDetails(page, persons);
  await page.getByRole('button', { name: /^COMBO PLAN/ }).click();
  await page.getByRole('dialog', { name: 'Coupon Added!' }).getByRole('button', { name: 'Okay' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/ComboOccassions');
}

/** From a seeded choice to /Occassions with a basic booking made. */
export async function makeBooking(page: Page, request: APIRequestContext, date: string, slotId?: string): Promise<void> {
  await seedChoice(page, request, date, slotId);
  await page.goto('/Basicplan', { waitUntil: 'commit' });
  await fillDetails(page);
  await chooseBasicPlan(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL('**/Occassions');
  await stepReady(page, "What's the celebration?");
}

export async function chooseOccasion(page: Page, name = 'Birthday', person = 'Asha'): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await page.locator('#special-person-name').fill(person);
}

/** The tab's booking and the token that reads it, kept by a test that reads the booking after the tab forgets them. */
export async function tabBooking(page: Page): Promise<{ bookingId: string; token: string }> {
  const guest = await stored<{ token: string }>(page, 'booking:guest');
  const wizard = await stored<{ bookingId: string }>(page, 'booking:wizard');
  return { bookingId: wizard.bookingId, token: guest.token };
}

/** A booking as the server has it, read with the token that made it. */
export async function bookingWithToken(request: APIRequestContext, { bookingId, token }: { bookingId: string; token: string }) {
  const res = await request.post('/v1/theatre/bookings/getallbookings', {
    data: { bookingId },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).booking as {
    totalPrice: number;
    subTotal: number;
    advancePayment: number;
    remainingAmount: number;
    couponAmount: number;
    status: string;
    occasionId: string | null;
    personName: string;
    cakes: { _id: string; quantity: string }[];
    addons: { _id: string }[];
    orderId: string;
    amountPaid: number;
    paymentType: string | null;
    invoice: string;
    statusNote: string;
  };
}

/** The booking as the server has it, read with the tab's own token. */
export async function serverBooking(page: Page, request: APIRequestContext) {
  return bookingWithToken(request, await tabBooking(page));
}

/** /theaters as a visitor uses it: the branch (unless the tab still has it), the date, and Aurora's theatre card (its slots and Book Now). */
export async function aurora(page: Page, date: string): Promise<Locator> {
  await page.goto('/theaters');
  // The server's HTML is always the picker; a branch the tab already has replaces it with its list
  // once the island runs. Book Now usable (the island's) or the date field says which screen stays.
  const branch = page.getByRole('button', { name: `Book Now at ${JUBILEE}`, disabled: false });
  const day = page.getByLabel('Select Your Date');
  await expect(branch.or(day)).toBeVisible();
  if (await branch.isVisible()) await branch.click();
  await day.fill(date);
  return page.locator('main article', { has: page.getByRole('heading', { level: 2, name: 'Aurora', exact: true }) });
}

/** /theaters, Aurora's morning slot on the date, Book Now: the wizard's first step comes next. */
export async function bookOnTheatres(page: Page, date: string): Promise<void> {
  const card = await aurora(page, date);
  await card.getByRole('button', { name: /^09:00 - 12:00/ }).click();
  await card.getByRole('button', { name: /^Book Now/ }).click();
}

/** The summary's total is the server's, for the booking as saved. */
export async function expectSummaryMatchesServer(page: Page, request: APIRequestContext) {
  const booking = await serverBooking(page, request);
  await expect(page.locator('[data-summary="total"]')).toHaveText(formatRupees(booking.totalPrice));
  return booking;
}

/** A booking made through the API with a token of its own: another visitor. */
export async function otherVisitorBooking(
  request: APIRequestContext,
  date: string,
  slot = { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' },
): Promise<string> {
  const token = (await (await request.post('/v1/theatre/web/session', { data: {} })).json()).token as string;
  const res = await request.post('/v1/theatre/booking/new/addbooking', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      userName: 'Other',
      userEmail: 'other@example.com',
      userPhone: '9123456789',
      noOfPersons: 2,
      theatreId: 'th-aurora',
      subTotal: 2148,
      time: slot,
      date,
      theaterName: 'Aurora',
      type: 'normal',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).bookingId as string;
}

/**
 * A refusal that ends the booking: its message in a dialog where the customer is looking, which
 * waits for Okay (tested with the page's clock run well past the old 2 s where the clock is
 * installed), then the theatre list.
 */
export async function expectStopped(page: Page, message: string, { clockInstalled = false } = {}): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'This booking cannot go on' });
  await expect(dialog).toContainText(message);
  const okay = dialog.getByRole('button', { name: 'Okay' });
  await expect(okay).toBeFocused();
  if (clockInstalled) {
    const here = page.url();
    await page.clock.runFor(10_000);
    expect(page.url()).toBe(here);
    await expect(dialog).toBeVisible();
  }
  await okay.click();
  await page.waitForURL('**/theaters');
}
