import { expect, test } from '@playwright/test';
import budgets from '../perf/budgets.json' with { type: 'json' };
import { pageWeight, totalKB } from '../perf/pageWeight.ts';
import { SPEC_ROUTES as ROUTES } from '../support/routes.ts';

const KB = (n: number) => `${n.toFixed(1)} KB`;

for (const route of ROUTES) {
  test(`${route} stays within its byte budgets`, async ({ request, baseURL }) => {
    const fetchBytes = async (url: string) => {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      return new Uint8Array(await res.body());
    };
    const assets = await pageWeight(baseURL!, route, fetchBytes, budgets.mobileViewport);
    const js = totalKB(assets, ['js']);
    const css = totalKB(assets, ['css']);
    const react = assets.filter((a) => a.isReact).map((a) => a.url);

    if (budgets.islandPages.includes(route)) {
      expect(js, `${route} loads ${KB(js)} of JavaScript (gzip); its budget is ${budgets.islandJsKB} KB`).toBeLessThanOrEqual(
        budgets.islandJsKB,
      );
    } else {
      expect(react, `${route} has no form or booking island, so it must load no React; it loads it in`).toEqual([]);
      expect(js, `${route} loads ${KB(js)} of JavaScript (gzip); its budget is ${budgets.pageJsKB} KB`).toBeLessThanOrEqual(
        budgets.pageJsKB,
      );
    }
    expect(css, `${route} loads ${KB(css)} of CSS (gzip); its budget is ${budgets.cssKB} KB`).toBeLessThanOrEqual(budgets.cssKB);
    if (route === '/') {
      const first = totalKB(assets, ['html', 'css', 'js', 'image']);
      expect(
        first,
        `the home page's first load is ${KB(first)} (HTML, CSS, JS, first-screen images); its budget is ${budgets.homeFirstLoadKB} KB`,
      ).toBeLessThanOrEqual(budgets.homeFirstLoadKB);
    }
  });
}
