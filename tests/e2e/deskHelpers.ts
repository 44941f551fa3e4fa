import { paymentRequestBody } from '../support/paymentRequest.ts';
import { expect, test, type APIRequestContext, type Cookie, type Locator, type Page } from '@playwright/test';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';

/** The development desk accounts `npm start` seeds and prints (server/db/seed/data/staff.ts). */
export const DESK = {
  owner: { login: '9876500100', password: 'Owner-desk-2026' },
  frontDesk: { login: '9876500101', password: 'FrontDesk-2026' },
  manager: { login: '9876500102', password: 'Manager-desk-2026' },
  editor: { login: '9876500103', password: 'Editor-desk-2026' },
} as const;

/** Signs in at /desk as a person does: the two labelled fields and Sign in; waits for the signed-in header. */
export async function deskSignInByForm(page: Page, who: { login: string; password: string }): Promise<void> {
  await page.goto('/desk');
  await page.getByLabel('Phone or e-mail').fill(who.login);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The session cookies of each desk account this worker signed in by the form, by login. */
const sessions = new Map<string, Cookie[]>();

/**
 * /desk open and signed in as `who`, for a test about what the desk does once signed in. The worker
 * signs in once per account by the form (deskSignInByForm, in a context of its own) and each test's
 * page then carries that session's cookie, as a browser does that signed in earlier: a sign-in
 * checks its password with a deliberately slow hash (scrypt, about 0.3 to 1 s of a core), and most
 * desk tests began with one. The sign-in itself is tested by the form (desk.spec.ts,
 * desk-signin-early.spec.ts, desk-lockout.spec.ts). A test that signs out ends its session on the
 * server: it signs in by the form.
 */
export async function deskSignIn(page: Page, who: { login: string; password: string }): Promise<void> {
  const cached = sessions.get(who.login);
  if (cached) await page.context().addCookies(cached);
  // A session left unused for 30 minutes ends (a slow machine's long run): signed in again then.
  if (!cached || (await page.request.get('/v1/desk/me')).status() !== 200) {
    const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    await deskSignInByForm(await context.newPage(), who);
    const { cookies } = await context.storageState();
    await context.close();
    sessions.set(who.login, cookies);
    await page.context().addCookies(cookies);
  }
  await page.goto('/desk');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * Sign out, pressed as a person does, and its server's answer: the page shows the sign-in at once,
 * and the answer then clears the session cookie, so another sign-in in the same browser waits for it.
 */
export async function deskSignOut(page: Page): Promise<void> {
  const signedOut = page.waitForResponse((r) => r.url().endsWith('/v1/desk/sign-out') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await signedOut).status()).toBe(200);
}

export const deskMenu = (page: Page) => page.getByRole('navigation', { name: 'Desk' });

/** A screen's link in the desk's menu, in the row or under More (shown or not: a phone folds some away). */
export const deskMenuLink = (page: Page, name: string) => deskMenu(page).getByRole('link', { name, exact: true, includeHidden: true });

/** The desk's More button, which holds on a phone the screens past the first two (DeskMenuBar.tsx). */
export const deskMore = (page: Page) => deskMenu(page).locator('summary');

/**
 * Opens a desk screen from the menu as a person would: its link in the row, or on a phone under
 * More when the role has more screens than the row holds.
 */
export async function openDeskScreen(page: Page, name: string): Promise<void> {
  const link = deskMenu(page).getByRole('link', { name, exact: true });
  // The menu is drawn once its first link shows; then whether the link is in the row is settled.
  await expect(deskMenu(page).getByRole('link').first()).toBeVisible();
  if (!(await link.isVisible())) await deskMore(page).click();
  await link.click();
}

/**
 * The dialog named `name`, once it is open as a modal (the page behind it inert, as a screen reader
 * and the keyboard meet it) with the focus inside it: answers it, to act in.
 */
export async function modalDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches(':modal')), `${name} is modal`).toBe(true);
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: `the focus is in ${name}` }).toBe(true);
  return dialog;
}

const SLOT_1 = { slotId: 'th-aurora-s1', fromTime: '09:00', toTime: '12:00' };

/** A theatre as the site's booking call names it, with its price for two persons (the server checks it). */
export interface TheatreChoice {
  theatreId: string;
  theaterName: string;
  subTotal: number;
}
const AURORA: TheatreChoice = { theatreId: 'th-aurora', theaterName: 'Aurora', subTotal: 2148 };

/** A booking made on the site by another customer, over HTTP as the site's pages call it, its slot held and not paid: its id and token. */
export async function heldOnSite(
  request: APIRequestContext,
  date: string,
  customer: { name: string; phone: string },
  slot: { slotId: string; fromTime: string; toTime: string } = SLOT_1,
  theatre: TheatreChoice = AURORA,
): Promise<{ bookingId: string; token: string }> {
  const token = (await (await request.post('/v1/theatre/web/session', { data: {} })).json()).token as string;
  const headers = { authorization: `Bearer ${token}` };
  const add = (subTotal: number) =>
    request.post('/v1/theatre/booking/new/addbooking', {
      headers,
      data: {
        userName: customer.name,
        userEmail: 'guest@example.com',
        userPhone: customer.phone,
        noOfPersons: 2,
        decoration: 'Yes',
        theatreId: theatre.theatreId,
        subTotal,
        time: { slotId: slot.slotId, fromTime: slot.fromTime, toTime: slot.toTime },
        date,
        theaterName: theatre.theaterName,
        type: 'normal',
      },
    });
  let added = await add(theatre.subTotal);
  // A price published meanwhile (an editor's test raises Cosmos's): the site shows the new one, and the customer books at it.
  const changed = added.status() === 400 ? (await added.json()).errors?.find((e: { field: string }) => e.field === 'subTotal') : undefined;
  if (changed) added = await add(changed.expected);
  expect(added.status(), await added.text()).toBe(200);
  return { bookingId: (await added.json()).bookingId, token };
}

/**
 * A booking made and paid on the site by another customer, over HTTP as the site's pages call it,
 * then paid on the sandbox's pay page in `page`: answers its id, order id and token.
 */
export async function paidOnSite(
  page: Page,
  request: APIRequestContext,
  date: string,
  customer: { name: string; phone: string },
  slot: { slotId: string; fromTime: string; toTime: string } = SLOT_1,
  theatre: TheatreChoice = AURORA,
): Promise<{ bookingId: string; orderId: string; token: string }> {
  const { bookingId, token } = await heldOnSite(request, date, customer, slot, theatre);
  const headers = { authorization: `Bearer ${token}` };
  const read = async () =>
    (await (await request.post('/v1/theatre/bookings/getallbookings', { headers, data: { bookingId } })).json()).booking;
  const b = await read();
  const pay = await request.post('/v1/theatre/booking/new/updatebookingforPayment', {
    headers,
    data: paymentRequestBody(bookingId, b),
  });
  expect(pay.status(), await pay.text()).toBe(200);
  await page.goto((await pay.json()).data.instrumentResponse.redirectInfo.url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect.poll(async () => (await read()).status, { timeout: 60_000 }).toBe('booking-confirmed');
  return { bookingId, orderId: (await read()).orderId, token };
}

/** A booking the desk finds for `q` (a phone, a name or an order id, any day), as the signed-in page's desk API answers. */
export async function deskBookingFound(
  page: Page,
  q: string,
): Promise<{
  id: string;
  orderId: string;
  date: string;
  theatre: string;
  branch: string;
  customerName: string;
  /** In rupees, as the wire carries them. */
  money: { total: number; paid: number; leftToCollect: number };
}> {
  const res = await page.request.get(`/v1/desk/bookings?q=${encodeURIComponent(q)}`);
  expect(res.status(), await res.text()).toBe(200);
  const { bookings } = await res.json();
  expect(bookings, `bookings found for ${q}`).toHaveLength(1);
  return bookings[0];
}

/**
 * The desk's board for a branch and day, as the staff set it: the branch, and once it shows, the day
 * typed into Date (the day's change asks for the branch the board shows).
 */
export async function showBoard(page: Page, branch: string, date: string) {
  await deskMenu(page).getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await page.getByLabel('Branch', { exact: true }).selectOption({ label: branch });
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^Showing ${branch} on `));
  await page.getByLabel('Date', { exact: true }).fill(date);
  await expect(page.getByRole('status')).toHaveText(`Showing ${branch} on ${bookingDayLabel(date)}.`);
}

/** The slot card of a theatre's board that holds the guest's booking. */
export const slotCardOf = (page: Page, theatre: string, guest: string) =>
  page
    .getByRole('list', { name: `${theatre}: slots of the day` })
    .getByRole('listitem')
    .filter({ hasText: guest });
