import { expect, test } from '@playwright/test';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from './axe.ts';

/** /about, against what the API answers now. */

test('ABOUT: title, description, image, features and branches with map links', async ({ page, request }) => {
  const { aboutus } = await api(request, 'web/getaboutus');
  const { features } = await api(request, 'web/getaboutusfeatures');
  const branches = (await (await request.get('/v1/theatre/admin/address/getall')).json()).data as {
    _id?: string;
    name: string;
    mapUrl: string;
    parking: boolean;
  }[];

  await page.goto('/about');
  const main = page.locator('main');
  await expect(main.locator('h1')).toHaveText(aboutus.title);
  await expect(main).toContainText(aboutus.description.slice(0, 60));
  // The about image is the page's LCP: eager, not lazy.
  await expect(main.locator('img').first()).toHaveAttribute('loading', 'eager');

  expect(features.length).toBeGreaterThan(0);
  for (const feature of features) await expect(main.getByRole('heading', { name: feature.title, exact: true })).toBeVisible();

  const cards = main.locator('[data-branch]');
  await expect(cards).toHaveCount(branches.length);
  for (const [i, branch] of branches.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { name: branch.name })).toBeVisible();
    await expect(card.getByRole('link', { name: /^See on map/ })).toHaveAttribute('href', branch.mapUrl);
    await expect(card.getByText('Parking Facility')).toHaveCount(branch.parking ? 1 : 0);
    await expect(card.getByText('Coming Soon')).toHaveCount(branch._id ? 0 : 1);
  }
  expect(
    branches.some((b) => !b._id),
    'the seed has a branch coming soon',
  ).toBe(true);
  await expectNoAxeViolations(page);
});
