import { expect, test } from '@playwright/test';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from './axe.ts';

/** /Terms, /PrivacyPolicy and /RefundPolicy (checklist POL-*), against what the API answers now. */

test.describe('policies', () => {
  const PAGES = [
    { route: '/Terms', title: 'Terms and Conditions', field: 'termsAndCondition' },
    { route: '/PrivacyPolicy', title: 'Privacy Policy', field: 'privacyPolicy' },
    { route: '/RefundPolicy', title: 'Refund Policy', field: 'refundPolicy' },
  ] as const;

  for (const { route, title, field } of PAGES) {
    test(`POL: ${route} renders ${field} from the policies call as HTML`, async ({ page, request }) => {
      const { policy } = await api(request, 'web/getpolicies');
      const html: string = policy[field];
      const firstSubheading = /<h3>([^<]+)<\/h3>/.exec(html)?.[1];
      expect(firstSubheading, 'the seed text has sub-headings').toBeTruthy();

      await page.goto(route);
      await expect(page.locator('main h1')).toHaveText(title);
      const body = page.locator('[data-policy-body]');
      await expect(body.getByRole('heading', { name: firstSubheading!, exact: true })).toBeVisible();
      // Markup, not escaped text: the <strong> and <li> of the text are elements.
      await expect(body.locator('strong').first()).toBeVisible();
      await expect(body.locator('li').first()).toBeVisible();
      await expect(body).not.toContainText('<strong>');
      await expectNoAxeViolations(page);
    });
  }

  test('the built /Terms carries no script or event handler inside the policy text', async ({ page, request }) => {
    const raw = await (await request.get('/Terms')).text();
    expect(raw).not.toContain('onerror');
    await page.goto('/Terms');
    const inner = await page.locator('[data-policy-body]').innerHTML();
    expect(inner.length).toBeGreaterThan(200);
    expect(inner).not.toContain('<script');
    expect(inner).not.toContain('onerror');
    expect(inner).not.toMatch(/javascript:/i);
    for (const rel of await page.locator('[data-policy-body] a').evaluateAll((links) => links.map((a) => a.getAttribute('rel')))) {
      expect(rel).toBe('noopener noreferrer');
    }
  });
});
