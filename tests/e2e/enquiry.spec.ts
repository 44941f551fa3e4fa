import { expect, test, type Page, type Route } from '@playwright/test';
import { LAYOUT } from './layout.ts';
import { expectNoAxeViolations } from './axe.ts';

const ENQUIRY = '**/v1/theatre/web/addenquiry';
const LEAD = '**/v1/theatre/web/addlead';
const SERVER_THANKS = 'Thank you! Your enquiry has been received. We will call you back shortly.';
const NOT_SENT = 'Could not send your enquiry. Please check your connection and try again.';

const valid = {
  name: 'Asha Rao',
  mobileNumber: '9876543210',
  email: 'asha@example.com',
  eventName: 'Birthday',
  description: 'Surprise birthday for 6 people on Saturday evening',
};

/** Each field by its accessible name, which is its visible label (the asterisk is hidden from it). */
const field = {
  name: (p: Page) => p.getByRole('textbox', { name: 'Full name', exact: true }),
  mobileNumber: (p: Page) => p.getByRole('textbox', { name: 'Mobile number', exact: true }),
  email: (p: Page) => p.getByRole('textbox', { name: 'Email', exact: true }),
  eventName: (p: Page) => p.getByRole('textbox', { name: 'Event name', exact: true }),
  description: (p: Page) => p.getByRole('textbox', { name: 'Description', exact: true }),
};
const submitButton = (p: Page) => p.locator('main form button[type="submit"]');
const toasts = (p: Page) => p.locator('#toasts');

/** Opens /enquiry and waits for the form's island to hydrate (its button is disabled until then). */
async function openForm(page: Page) {
  await page.goto('/enquiry');
  await expect(submitButton(page)).toBeEnabled();
}

/** Leads answered in the browser, so that tests which only type a phone do not count against the server's limit. */
async function answerLeadsLocally(page: Page) {
  await page.route(LEAD, (route) => route.fulfill({ json: { success: true, message: 'Lead recorded.' } }));
}

async function fillValid(page: Page, values = valid) {
  for (const [name, value] of Object.entries(values)) await field[name as keyof typeof field](page).fill(value);
}

const fulfil = (status: number, json: unknown) => (route: Route) => route.fulfill({ status, json });

test('ENQ-01..07: the form is titled Enquiry Now, with a visible label and the spec placeholder on every field', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await openForm(page);
  await expect(page.locator('main h1')).toHaveText('Enquiry Now');
  await expect(field.name(page)).toHaveAttribute('placeholder', 'Enter Full Name*');
  await expect(field.mobileNumber(page)).toHaveAttribute('placeholder', 'Enter Mobile Number*');
  await expect(field.email(page)).toHaveAttribute('placeholder', 'Enter Email*');
  await expect(field.eventName(page)).toHaveAttribute('placeholder', 'Enter Event Name*');
  await expect(field.description(page)).toHaveAttribute('placeholder', 'Enter Description*');
  await expect(field.mobileNumber(page)).toHaveAttribute('inputmode', 'numeric');
  await expect(field.mobileNumber(page)).toHaveAttribute('maxlength', '10');
  expect(problems).toEqual([]);
});

test('ENQ-03..07: an empty submit says what each field needs, marks it, and focuses the first', async ({ page }) => {
  let sent = 0;
  page.on('request', (r) => r.url().includes('/web/addenquiry') && sent++);
  await openForm(page);
  await submitButton(page).click();
  const expected = {
    name: 'Full name is required.',
    mobileNumber: 'Mobile number is required.',
    email: 'Email is required.',
    eventName: 'Event name is required.',
    description: 'Description is required.',
  };
  for (const [name, message] of Object.entries(expected)) {
    const input = field[name as keyof typeof field](page);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    await expect(page.locator('main form')).toContainText(message);
  }
  await expect(field.name(page)).toBeFocused();
  await expectNoAxeViolations(page);

  // A message goes away as soon as its field is right; the others stay.
  await field.name(page).fill('Asha');
  await expect(field.name(page)).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('main form')).not.toContainText('Full name is required.');
  await expect(page.locator('main form')).toContainText('Event name is required.');
  expect(sent).toBe(0);
});

test('ENQ-08, ENQ-10: 9 digits and an e-mail like abc@ are refused; the first wrong field gets focus', async ({ page }) => {
  await answerLeadsLocally(page);
  await openForm(page);
  await fillValid(page, { ...valid, mobileNumber: '987654321', email: 'abc@' });
  await submitButton(page).click();
  await expect(page.locator('main form')).toContainText('Mobile number must be exactly 10 digits.');
  await expect(page.locator('main form')).toContainText('Email must be a valid e-mail address.');
  await expect(field.mobileNumber(page)).toBeFocused();
  // An 11th digit does not fit.
  await field.mobileNumber(page).fill('');
  await field.mobileNumber(page).pressSequentially('98765432101');
  await expect(field.mobileNumber(page)).toHaveValue('9876543210');
  await expect(page.locator('main form')).not.toContainText('Mobile number must be exactly 10 digits.');
});

test('ENQ-09: non-digit keys do nothing in the mobile number; a pasted number keeps its digits', async ({ page }) => {
  await answerLeadsLocally(page);
  await openForm(page);
  const mobile = field.mobileNumber(page);
  await mobile.pressSequentially('9a8 b+7-6.e');
  await expect(mobile).toHaveValue('9876');
  await mobile.press('Backspace');
  await expect(mobile).toHaveValue('987');
  await mobile.fill('');
  await mobile.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', '+91 98765-43210');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(mobile).toHaveValue('9876543210');
});

test('a lead goes to the server once when the phone reaches 10 digits, and again only for another number', async ({ page }) => {
  const leads: { phone: string; name: string }[] = [];
  page.on('request', (r) => r.url().includes('/web/addlead') && leads.push(r.postDataJSON()));
  await openForm(page);
  await field.name(page).fill('Asha Rao');
  const mobile = field.mobileNumber(page);
  await mobile.pressSequentially('987654321');
  await expect(mobile).toHaveValue('987654321');

  // The first lead is the 10-digit number's: a lead sent for fewer digits would have gone before it.
  const recorded = page.waitForResponse((r) => r.url().includes('/web/addlead'));
  await mobile.press('0');
  expect((await recorded).status()).toBe(200);
  expect(leads).toEqual([expect.objectContaining({ phone: '9876543210', name: 'Asha Rao' })]);

  // Back to 9 digits and to the same number again: no second lead (the next lead, for another
  // number, is the second one sent).
  await mobile.press('Backspace');
  await mobile.press('0');
  await expect(mobile).toHaveValue('9876543210');

  const second = page.waitForResponse((r) => r.url().includes('/web/addlead'));
  await mobile.press('Backspace');
  await mobile.press('1');
  await second;
  expect(leads.map((l) => l.phone)).toEqual(['9876543210', '9876543211']);
});

test('ENQ-11..13: a valid enquiry is posted, the server message shows in a notification and the form clears', async ({ page }) => {
  await answerLeadsLocally(page);
  await openForm(page);
  await fillValid(page);
  const request = page.waitForRequest((r) => r.url().includes('/web/addenquiry'));
  await submitButton(page).click();
  const req = await request;
  expect(req.method()).toBe('POST');
  expect(req.postDataJSON()).toEqual(valid);
  await expect(toasts(page)).toContainText(SERVER_THANKS);
  for (const input of Object.values(field)) await expect(input(page)).toHaveValue('');
  await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test(
  'the notice is a polite status region there from the start, held under a mouse (not by a tap on a phone), then gone; nothing refused by the CSP',
  LAYOUT,
  async ({ page, isMobile }) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(String(e)));
    // The notice's 6 s pass on the page's clock, moved by the test rather than waited for.
    await page.clock.install();
    await answerLeadsLocally(page);
    await page.route(ENQUIRY, fulfil(200, { success: true, message: 'Noted, thanks!' }));
    await openForm(page);
    const notices = toasts(page);
    await expect(notices).toHaveCount(1);
    await expect(notices).toHaveAttribute('role', 'status');
    await expect(notices).toHaveAttribute('aria-live', 'polite');
    await expect(notices).toBeEmpty();
    await fillValid(page);
    await submitButton(page).click();
    await expect(notices).toHaveText('Noted, thanks!');
    if (isMobile) {
      // A touch screen leaves the spot last touched 'hovered' (here the test's pointer resting on
      // the notice, as where a notice appears under the button just tapped): it must not hold it.
      await notices.getByText('Noted, thanks!').hover();
      await page.clock.runFor(7000);
      await expect(notices).toBeEmpty();
    } else {
      await notices.getByText('Noted, thanks!').hover();
      await page.clock.runFor(7000); // past its 6 s, but a pointer rests on it
      await expect(notices).toHaveText('Noted, thanks!');
      await page.mouse.move(0, 0);
      await page.clock.runFor(7000);
      await expect(notices).toBeEmpty();
    }
    expect(problems).toEqual([]);
  },
);

test('while an enquiry is in flight the button says Sending… and a second press sends nothing more', async ({ page }) => {
  let sent = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await answerLeadsLocally(page);
  await page.route(ENQUIRY, async (route) => {
    sent++;
    await held;
    await route.fulfill({ json: { success: true, message: 'Got it, thanks!' } });
  });
  await openForm(page);
  await fillValid(page);
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Sending…');
  await expect(submitButton(page)).toBeDisabled();
  await submitButton(page).click({ force: true });
  await field.name(page).press('Enter');
  release();
  await expect(toasts(page)).toContainText('Got it, thanks!');
  await expect(submitButton(page)).toHaveText('Send Enquiry');
  expect(sent).toBe(1);
});

test('ENQ-14: a 400 shows the message of its body, and marks the field it names', async ({ page }) => {
  await answerLeadsLocally(page);
  await page.route(
    ENQUIRY,
    fulfil(400, {
      success: false,
      message: 'email must be a valid e-mail address',
      errors: [{ field: 'email', message: 'email must be a valid e-mail address' }],
    }),
  );
  await openForm(page);
  await fillValid(page);
  await submitButton(page).click();
  await expect(page.locator('main [role="alert"]')).toHaveText('email must be a valid e-mail address');
  await expect(field.email(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('main form')).toContainText('Email must be a valid e-mail address.');
  // Nothing was sent successfully, so nothing is cleared.
  await expect(field.name(page)).toHaveValue(valid.name);
  await expectNoAxeViolations(page);
});

test('a 429 shows the server message', async ({ page }) => {
  await answerLeadsLocally(page);
  await page.route(ENQUIRY, fulfil(429, { success: false, message: 'Too many requests. Please try again in 7 minutes.' }));
  await openForm(page);
  await fillValid(page);
  await submitButton(page).click();
  await expect(page.locator('main [role="alert"]')).toHaveText('Too many requests. Please try again in 7 minutes.');
});

test('ENQ-15: a server failure or a lost connection gets a plain message instead of silence', async ({ page }) => {
  await answerLeadsLocally(page);
  let fail: 'server' | 'network' = 'server';
  await page.route(ENQUIRY, (route) =>
    fail === 'server'
      ? route.fulfill({ status: 500, json: { success: false, message: 'Internal details' } })
      : route.abort('internetdisconnected'),
  );
  await openForm(page);
  await fillValid(page);
  await submitButton(page).click();
  await expect(page.locator('main [role="alert"]')).toHaveText(NOT_SENT);
  fail = 'network';
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Send Enquiry');
  await expect(page.locator('main [role="alert"]')).toHaveText(NOT_SENT);
  await expect(field.name(page)).toHaveValue(valid.name);
});

test('ENQ-02: Our Address shows the address; the map frame loads only after Show map', async ({ page, request }) => {
  const { contactus } = await (await request.post('/v1/theatre/web/getcontactus', { data: {} })).json();
  const google: string[] = [];
  page.on('request', (r) => /google\./.test(new URL(r.url()).hostname) && google.push(r.url()));
  await page.route('https://www.google.com/maps/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
  await openForm(page);
  const address = page.locator('main section', { has: page.getByRole('heading', { name: 'Our Address' }) });
  await expect(address).toContainText(contactus.address);
  await expect(address.getByRole('link', { name: /See on map/ })).toHaveAttribute('href', contactus.mapUrl);
  await page.waitForLoadState('networkidle');
  await expect(address.locator('iframe')).toHaveCount(0);
  expect(google).toEqual([]);

  await address.getByRole('button', { name: 'Show map' }).click();
  const frame = address.locator('iframe');
  await expect(frame).toHaveAttribute('src', contactus.map);
  await expect(frame).toHaveAttribute('title', /Map of/);
  await expect(frame).toBeFocused();
  expect(google[0]).toBe(contactus.map);
  await expectNoAxeViolations(page, { exclude: ['iframe'] });
});

test('the form can be completed and sent with the keyboard alone', LAYOUT, async ({ page }) => {
  await answerLeadsLocally(page);
  // The server's answer is tested above; this one keeps the server's per-IP enquiry limit for the other tests.
  await page.route(ENQUIRY, fulfil(200, { success: true, message: 'Thanks, Ravi!' }));
  await openForm(page);
  // From the top of the page, Tab until the first field has focus.
  for (let i = 0; i < 40 && !(await field.name(page).evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(field.name(page)).toBeFocused();
  await page.keyboard.type('Ravi Kumar');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9123456780');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ravi@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Anniversary');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Tenth anniversary, 4 people');
  await page.keyboard.press('Tab');
  await expect(submitButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText('Thanks, Ravi!');
  await expect(field.name(page)).toHaveValue('');
});
