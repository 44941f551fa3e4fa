import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

/** The information pages: pre-rendered from the API, no React, checked against what the API answers now. */

async function api<T = any>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  const res = await request.post(`/v1/theatre/${path}`, { data });
  expect(res.ok(), `${path} answers 200`).toBe(true);
  return (await res.json()) as T;
}

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
  expect(branches.some((b) => !b._id), 'the seed has a branch coming soon').toBe(true);
  await expectNoAxeViolations(page);
});

test('FAQ: every question as an accordion, the first open and the rest closed', async ({ page, request }) => {
  const { faqs } = await api(request, 'web/allmodules');
  await page.goto('/Faqs');
  await expect(page.locator('main h1')).toHaveText('Frequently Asked Questions');
  const items = page.locator('main details');
  await expect(items).toHaveCount(faqs.length);
  for (const [i, faq] of faqs.entries()) await expect(items.nth(i).locator('summary')).toHaveText(faq.question);

  await expect(items.first()).toHaveAttribute('open', '');
  await expect(page.getByText(faqs[0].answer)).toBeVisible();
  for (let i = 1; i < faqs.length; i++) await expect(items.nth(i)).not.toHaveAttribute('open');
  await expect(page.getByText(faqs[1].answer)).toBeHidden();

  await items.nth(1).locator('summary').click();
  await expect(page.getByText(faqs[1].answer)).toBeVisible();
  await expect(items.first()).not.toHaveAttribute('open'); // one open at a time
  await expectNoAxeViolations(page);
});

test.describe('gallery', () => {
  test('GAL-01/03: a grid of every image with its alt', async ({ page, request }) => {
    const { gallerys } = await api(request, 'web/getallgallery');
    await page.goto('/gallery');
    await expect(page.locator('main h1')).toHaveText('Gallery');
    const thumbs = page.locator('main [data-gallery-open]');
    await expect(thumbs).toHaveCount(gallerys.length);
    for (const [i, item] of gallerys.entries()) await expect(thumbs.nth(i).locator('img')).toHaveAttribute('alt', item.alt);
    await expectNoAxeViolations(page);
  });

  test('GAL-04/05: the viewer wraps around both ways, by keyboard and by buttons; Escape closes and gives focus back', async ({
    page,
    request,
  }) => {
    const { gallerys } = await api(request, 'web/getallgallery');
    const n = gallerys.length;
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: every step here is the test's own
    await page.goto('/gallery');
    const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
    const counter = dialog.locator('[data-viewer-counter]');
    const shownAlt = () => dialog.locator('[data-viewer-slide]:not([hidden]) img');
    const last = page.locator('main [data-gallery-open]').nth(n - 1);

    await expect(dialog).toBeHidden();
    await last.click();
    await expect(dialog).toBeVisible();
    await expect(counter).toHaveText(`${n} of ${n}`);
    await expect(shownAlt()).toHaveAttribute('alt', gallerys[n - 1].alt);

    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 of ${n}`);
    await expect(shownAlt()).toHaveAttribute('alt', gallerys[0].alt);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${n} of ${n}`);

    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(counter).toHaveText(`1 of ${n}`);
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter).toHaveText(`${n} of ${n}`);
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter).toHaveText(`${n - 1} of ${n}`);
    await expect(shownAlt()).toHaveAttribute('alt', gallerys[n - 2].alt);

    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(last).toBeFocused();

    // The Close button does the same, for the image opened from the keyboard.
    const first = page.locator('main [data-gallery-open]').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(`1 of ${n}`);
    await dialog.getByRole('button', { name: 'Close viewer' }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('GAL-06: the strip shows 7 thumbnails, the current one marked; a thumbnail and a swipe move the viewer', async ({
    page,
    request,
  }) => {
    const { gallerys } = await api(request, 'web/getallgallery');
    const n = gallerys.length;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/gallery');
    await page.locator('main [data-gallery-open]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
    const counter = dialog.locator('[data-viewer-counter]');
    await expect(counter).toHaveText(`1 of ${n}`);

    const visible = await dialog.locator('.viewer-strip').evaluate((strip) => {
      const thumb = strip.querySelector('li')!.getBoundingClientRect().width;
      const gap = parseFloat(getComputedStyle(strip).columnGap) || 0;
      const style = getComputedStyle(strip);
      const inner = strip.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return Math.round((inner + gap) / (thumb + gap));
    });
    expect(visible).toBe(7);

    await dialog.getByRole('button', { name: `Show image 4 of ${n}` }).click();
    await expect(counter).toHaveText(`4 of ${n}`);
    await expect(dialog.getByRole('button', { name: `Show image 4 of ${n}` })).toHaveAttribute('aria-current', 'true');

    // A drag of more than 40 px to the left shows the next image; a shorter one does nothing.
    const box = (await dialog.locator('[data-viewer-stage]').boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 100, y, { steps: 5 });
    await page.mouse.up();
    await expect(counter).toHaveText(`5 of ${n}`);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 20, y, { steps: 2 });
    await page.mouse.up();
    await expect(counter).toHaveText(`5 of ${n}`);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 100, y, { steps: 5 });
    await page.mouse.up();
    await expect(counter).toHaveText(`4 of ${n}`);
  });

  test('GAL-07: the viewer plays every 2 seconds and the pause button stops it', async ({ page, request }) => {
    const { gallerys } = await api(request, 'web/getallgallery');
    const n = gallerys.length;
    await page.goto('/gallery');
    await page.locator('main [data-gallery-open]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
    const counter = dialog.locator('[data-viewer-counter]');
    const started = Date.now();
    await expect(counter).toHaveText(`2 of ${n}`, { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThan(1500);

    await dialog.getByRole('button', { name: 'Pause slideshow' }).click();
    const paused = await counter.textContent();
    await page.waitForTimeout(2600);
    await expect(counter).toHaveText(paused!);
    await expect(dialog.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the viewer does not play by itself for a visitor who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/gallery');
    await page.locator('main [data-gallery-open]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
    await expect(dialog.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.waitForTimeout(2600);
    await expect(dialog.locator('[data-viewer-counter]')).toHaveText(/^1 of /);
  });
});

test('REV: heading Reviews and five Google review cards with avatar, name, stars and text', async ({ page }) => {
  await page.goto('/Reviews');
  await expect(page.locator('main h1')).toHaveText('Reviews');
  await expect(page.getByRole('heading', { name: 'Google Reviews', level: 2 })).toBeVisible();
  const cards = page.locator('[data-review-card]');
  await expect(cards).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    const card = cards.nth(i);
    await expect(card.locator('svg text')).toHaveText(/^[A-Z]{1,2}$/); // the initials avatar
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(card.getByRole('img', { name: /^[1-5] out of 5 stars$/ })).toBeVisible();
    expect((await card.locator('blockquote').textContent())!.trim().length).toBeGreaterThan(40);
  }
  await expectNoAxeViolations(page);
});

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

type Cake = { name: string; price: number };
type Cakes = { premiumCakes: Cake[]; normalCakes: Cake[] };

async function expectCakes(page: Page, cakes: Cakes, shown: boolean) {
  for (const cake of [...cakes.premiumCakes, ...cakes.normalCakes]) {
    const heading = page.getByRole('heading', { name: cake.name, exact: true, includeHidden: true });
    if (shown) await expect(heading).toBeVisible();
    else await expect(heading).toBeHidden();
  }
}

for (const route of ['/cakes', '/addons']) {
  test(`CAKE: ${route} switches between egg and eggless lists without a call`, async ({ page, request }) => {
    const egg: Cakes = await api(request, 'web/category/getcakes', { cakeType: 'egg' });
    const eggless: Cakes = await api(request, 'web/category/getcakes', { cakeType: 'eggless' });
    expect(egg.premiumCakes.length && egg.normalCakes.length && eggless.normalCakes.length).toBeTruthy();

    await page.goto(route);
    await expect(page.locator('main h1')).toHaveText('Cakes');
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/v1/theatre/') && calls.push(r.url()));

    await expect(page.getByRole('radio', { name: 'Egg', exact: true })).toBeChecked();
    await expectCakes(page, egg, true);
    await expectCakes(page, eggless, false);
    await expect(page.getByRole('heading', { name: 'Premium Cakes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Normal Cakes' })).toBeVisible();
    await expect(page.getByText('Customised cakes must be ordered 3 days prior.').filter({ visible: true })).toHaveCount(1);
    const normal = egg.normalCakes[0]!;
    const card = page.locator('li', { has: page.getByRole('heading', { name: normal.name, exact: true }) });
    await expect(card).toContainText(`₹${normal.price} / 500 gm`);
    // Premium cakes show name and image only.
    const premium = page.locator('li', { has: page.getByRole('heading', { name: egg.premiumCakes[0]!.name, exact: true }) });
    await expect(premium).not.toContainText('₹');
    await expect(premium.locator('img')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Call to order' })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(page.getByRole('link', { name: 'WhatsApp to order' })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}$/);
    await expectNoAxeViolations(page);

    await page.getByText('Eggless', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Eggless' })).toBeChecked();
    await expectCakes(page, eggless, true);
    await expectCakes(page, egg, false);
    await expect(page.getByText('Customised cakes must be ordered 3 days prior.').filter({ visible: true })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByText('Egg', { exact: true }).click();
    await expectCakes(page, egg, true);
    expect(calls).toEqual([]);
  });
}

test('CAKE: the switch works from the keyboard', async ({ page }) => {
  await page.goto('/cakes');
  await page.getByRole('radio', { name: 'Egg', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Eggless' })).toBeChecked();
});

test('FOOD: All Items by default; Veg & Non-veg shows two grids split by food type', async ({ page, request }) => {
  const { foodcategories } = await api(request, 'web/foodcategorywiseproducts');
  const products = foodcategories.flatMap((c: { foodproducts: { name: string; foodType: string }[] }) => c.foodproducts);
  const veg = products.find((p: { foodType: string }) => p.foodType === 'Veg')!;
  const nonVeg = products.find((p: { foodType: string }) => p.foodType === 'Non-veg')!;

  await page.goto('/Food');
  await expect(page.locator('main h1')).toHaveText('Food');
  await expect(page.getByRole('radio', { name: 'All Items' })).toBeChecked();
  for (const product of products) await expect(page.getByRole('heading', { name: product.name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Veg Items' })).toBeHidden();
  await expect(page.locator('main')).not.toContainText('₹'); // image and name only
  await expectNoAxeViolations(page);

  await page.getByText('Veg & Non-veg').click();
  const vegGrid = page.locator('section', { has: page.getByRole('heading', { name: 'Veg Items', exact: true }) });
  const nonVegGrid = page.locator('section', { has: page.getByRole('heading', { name: 'Non-veg Items', exact: true }) });
  await expect(vegGrid).toBeVisible();
  await expect(nonVegGrid).toBeVisible();
  await expect(vegGrid.getByRole('heading', { name: veg.name, exact: true })).toBeVisible();
  await expect(vegGrid.getByRole('heading', { name: nonVeg.name, exact: true })).toHaveCount(0);
  await expect(nonVegGrid.getByRole('heading', { name: nonVeg.name, exact: true })).toBeVisible();
  await expect(nonVegGrid.getByRole('heading', { name: veg.name, exact: true })).toHaveCount(0);
  await expect(vegGrid.locator('li')).toHaveCount(products.filter((p: { foodType: string }) => p.foodType === 'Veg').length);
  await expectNoAxeViolations(page);
});
