import { expect, test } from '@playwright/test';

/** The information pages are pre-rendered from the API: no island, no React. */

const INFO_ROUTES = ['/about', '/Faqs', '/gallery', '/Reviews', '/Terms', '/PrivacyPolicy', '/RefundPolicy', '/cakes', '/addons', '/Food'];

test.describe('no React on the information pages', () => {
  for (const route of INFO_ROUTES) {
    test(`${route} ships no island and no React`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(html).not.toContain('astro-island');
      // Every script the page runs, inline or fetched (structured data is not code).
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !attrs!.includes('ld+json'));
      expect(scripts.length, 'the layout has its own small scripts').toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        const src = /\bsrc="([^"]+)"/.exec(attrs!)?.[1];
        const js = src ? await (await request.get(src)).text() : body!;
        expect(js, `${src ?? 'an inline script'} on ${route}`).not.toMatch(/react/i);
      }
    });
  }
});
