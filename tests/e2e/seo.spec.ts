import { expect, test } from '@playwright/test';
import { INDEXED_PATHS } from '../../src/lib/site/config.ts';
import { BOOKING_PAGES } from '../support/routes.ts';

/** Pages of one visitor's booking, payment or account (their own booking's page too), and the staff desk: never in a search index. */
const NOINDEX = [...BOOKING_PAGES, '/payment-success', '/payment-processing', '/payment-fail', '/profile', '/my-booking', '/desk'];

test.describe('search engines', () => {
  test.describe.configure({ mode: 'parallel' });

  test('sitemap.xml lists the indexed pages and robots.txt points to it', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs).toEqual([...INDEXED_PATHS]);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /v1/');
    expect(baseURL).toBeTruthy();
  });

  for (const path of INDEXED_PATHS) {
    test(`${path} has its own title, description, canonical and Open Graph tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/CineCelebrations/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(30);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(path);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.jpg$/);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }

  test('every title is unique among indexed pages', async ({ request }) => {
    const titles = await Promise.all(
      INDEXED_PATHS.map(async (p) => (await (await request.get(p)).text()).match(/<title>([^<]*)<\/title>/)?.[1]),
    );
    expect(new Set(titles).size).toBe(INDEXED_PATHS.length);
  });

  test('booking, payment and profile pages are kept out of the index; aliases name their original', async ({ request }) => {
    for (const path of NOINDEX) expect(await (await request.get(path)).text(), path).toMatch(/<meta name="robots" content="noindex[",]/);
    expect(await (await request.get('/booknow')).text()).toMatch(/rel="canonical" href="[^"]*\/theaters"/);
    expect(await (await request.get('/addons')).text()).toMatch(/rel="canonical" href="[^"]*\/cakes"/);
  });

  test('the home page describes the business as structured data from the contact data', async ({ page, request }) => {
    const contact = (await (await request.post('/v1/theatre/web/getcontactus', { data: {} })).json()).contactus;
    await page.goto('/');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: 'CineCelebrations',
      telephone: `+91${contact.phone}`,
      email: contact.email,
    });
    expect(data.department.length).toBeGreaterThanOrEqual(3);
  });
});
