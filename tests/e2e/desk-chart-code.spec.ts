import { expect, test, type Page } from '@playwright/test';
import { DESK, deskSignIn, openDeskScreen } from './deskHelpers.ts';

/**
 * The desk's bytes: the Reports' charts (the heat map, the revenue bars) are in the Reports screen's
 * own code, fetched when the owner opens Reports and not before: the desk's first screens, on a
 * phone, carry none of it.
 */

/** Words only the charts' code holds. */
const CHART_CODE = ['Occupancy heat map, scrolls sideways', 'Revenue bars, scrolls sideways'];

/** Every script the page fetches from now on, by URL, with whether it holds the charts' code. */
function watchScripts(page: Page) {
  const scripts = new Map<string, Promise<boolean>>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.set(
      res.url(),
      res.text().then(
        (text) => CHART_CODE.some((words) => text.includes(words)),
        () => false,
      ),
    );
  });
  const withCharts = async () => {
    const found: string[] = [];
    for (const [url, holds] of scripts) if (await holds) found.push(url);
    return found;
  };
  return { scripts, withCharts };
}

test('the owner’s Today and Takings load none of the charts’ code; Reports loads it', async ({ page }) => {
  const watch = watchScripts(page);
  await deskSignIn(page, DESK.owner);
  await expect(page.getByRole('region', { name: 'All branches today' }).getByRole('list')).toBeVisible();
  await openDeskScreen(page, 'Takings');
  await expect(page.getByRole('heading', { name: 'Takings', level: 1 })).toBeVisible();
  expect(watch.scripts.size).toBeGreaterThan(0);
  expect(await watch.withCharts()).toEqual([]);

  await openDeskScreen(page, 'Reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect.poll(async () => (await watch.withCharts()).length).toBeGreaterThan(0);
});
