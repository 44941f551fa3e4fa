import { expect, test } from '@playwright/test';
import { e2ePorts } from '../support/e2ePorts.ts';

/**
 * The site built with API_ORIGIN naming another origin (playwright.config.ts starts it on a port of
 * its own): its islands call that API across origins, which works only because the API
 * answers CORS for the site's origin, and for no one else.
 */
const PORTS = e2ePorts();
const SITE = `http://localhost:${PORTS.crossOrigin}`;
const API = `http://127.0.0.1:${PORTS.site}`;

test('the theatre screen and the enquiry form work against an API on another origin', async ({ page }) => {
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    // Leaving /theaters aborts the carousel's images still loading; only the API's calls matter here.
    if (r.url().startsWith(API) || error !== 'net::ERR_ABORTED') failed.push(`${r.url()} ${error}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') failed.push(m.text());
  });

  await page.goto(`${SITE}/theaters`);
  const theatres = page.waitForResponse((r) => r.url().startsWith(`${API}/v1/theatre/web/getalltheatres/forweb`));
  await page
    .getByRole('button', { name: /^Book Now at / })
    .first()
    .click();
  const answer = await theatres;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['access-control-allow-origin']).toBe(SITE);
  await expect(page.locator('main article').first()).toBeVisible();

  await page.goto(`${SITE}/enquiry`);
  const submit = page.locator('main form button[type="submit"]');
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9876543210');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
  await page.getByRole('textbox', { name: 'Event name', exact: true }).fill('Birthday');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Two-origin check');
  const sent = page.waitForResponse((r) => r.url() === `${API}/v1/theatre/web/addenquiry` && r.request().method() === 'POST');
  await submit.click();
  const enquiry = await sent;
  expect(enquiry.status()).toBe(200);
  expect((await enquiry.json()).success).toBe(true);
  expect(failed).toEqual([]);
});

test('a page on an origin the API does not list cannot read its answers', async ({ page }) => {
  // 127.0.0.1 is another origin than localhost for the browser, and not in the API's allow-list.
  await page.goto(`http://127.0.0.1:${PORTS.crossOrigin}/about`);
  const outcome = await page.evaluate(async (api) => {
    try {
      const res = await fetch(`${api}/v1/theatre/web/getalltheatres`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return `read ${res.status}`;
    } catch (err) {
      return `blocked: ${(err as Error).name}`;
    }
  }, API);
  expect(outcome).toBe('blocked: TypeError');
  // The same call from the listed origin goes through.
  await page.goto(`${SITE}/about`);
  const allowed = await page.evaluate(async (api) => {
    const res = await fetch(`${api}/v1/theatre/web/getalltheatres`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return res.status;
  }, API);
  expect(allowed).toBe(200);
});
