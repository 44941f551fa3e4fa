import { expect, test, type Locator } from '@playwright/test';
import { formatRupees } from '../../src/lib/money.ts';
import { LAYOUT } from './layout.ts';
import { expectNoAxeViolations } from './axe.ts';
import { allModules, carousel, gotoWithoutPopup, popupDialog, stopTheClock } from './homeHelpers.ts';

/** The home page (/), against the seeded API: checklist HOME-*; what its first load shows is home-first-load.spec.ts. */

test('HOME-07, HOME-08: the banner books online or by phone', async ({ page, request }) => {
  const { contactus } = await allModules(request);
  await gotoWithoutPopup(page);
  const banner = page.locator('section[aria-labelledby="home-title"]');
  await expect(banner.getByRole('link', { name: 'Book via Call' })).toHaveAttribute('href', `tel:+91${contactus.phone}`);
  await banner.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/theaters\/?$/);
});

test('HOME-06: the banner cross-fades in 1000 ms, and its first image is the eager LCP image', async ({ page }) => {
  await stopTheClock(page); // every move here is the test's own
  await gotoWithoutPopup(page);
  const banner = carousel(page, 'Banner');
  const slides = banner.locator('[data-slide]');
  await expect(slides.first()).toHaveCSS('transition-duration', '1s');
  await expect(slides.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(slides.first().locator('img')).toHaveAttribute('loading', 'eager');
  // The other slides' images are not on the page (nor downloaded) until they are about to show.
  await expect(slides.nth(2).locator('img')).toHaveCount(0);
  await banner.getByRole('button', { name: 'Next banner slide' }).click();
  await expect(banner).toHaveAttribute('data-index', '1');
  await expect(slides.nth(1)).toHaveAttribute('data-active', '');
  await expect(slides.nth(1).locator('img')).toHaveCount(1);
  await expect(slides.first()).toHaveJSProperty('inert', true);
  await banner.getByRole('button', { name: 'Previous banner slide' }).click();
  await banner.getByRole('button', { name: 'Previous banner slide' }).click();
  await expect(banner).toHaveAttribute('data-index', '2'); // wrapped round
});

test(
  'HOME-11, HOME-12, HOME-13: five theatre videos, nothing from the video site until one is played',
  LAYOUT,
  async ({ page, isMobile }) => {
    const thirdParty: string[] = [];
    page.on('request', (r) => !r.url().startsWith('http://localhost') && thirdParty.push(r.url()));
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
    );
    await gotoWithoutPopup(page);
    const section = page.locator('video-selector');
    const items = section.locator('[data-video]');
    await expect(items).toHaveCount(5);
    await expect(section.getByRole('button', { name: /^Play the .* theatre video$/ })).toHaveCount(5);
    await expect(section.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);

    const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    if (isMobile) {
      // A carousel: one video fills the row, the next waits off screen to the right.
      expect(boxes[1]!.left).toBeGreaterThanOrEqual(boxes[0]!.right);
    } else {
      // Side strips: all five in one row, the selected first one wide.
      expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
      expect(boxes[0]!.width).toBeGreaterThan(boxes[1]!.width * 3);
    }

    // On a phone the row moves on by itself and a tap on a moving carousel is taken as a swipe: tap
    // again until the player shows (a tap that was taken hides its button, and is not repeated).
    const play = async (item: Locator) => {
      const button = item.getByRole('button', { name: /^Play the/ });
      await expect(async () => {
        if (await button.isVisible()) await button.click();
        await expect(item.locator('iframe')).toHaveCount(1, { timeout: 1000 });
      }).toPass();
    };
    const second = items.nth(1);
    await play(second);
    const frame = second.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0$/);
    await expect(frame).toHaveAttribute('title', /theatre video$/);
    await expect(second).toHaveAttribute('data-selected', '');
    await expect(items.first()).not.toHaveAttribute('data-selected', '');
    if (!isMobile) {
      const width = async (i: number) => (await items.nth(i).boundingBox())!.width;
      await expect.poll(async () => (await width(1)) / (await width(0))).toBeGreaterThan(3);
    }
    // Playing another one puts the first back to its poster.
    await play(items.nth(2));
    await expect(section.locator('iframe')).toHaveCount(1);
    await expect(second.getByRole('button', { name: /^Play the/ })).toBeVisible();
  },
);

test('HOME-14, HOME-15, HOME-16: four package cards with inclusions, savings and the right booking path', async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the cards hold still while the test reads and clicks them
  await gotoWithoutPopup(page);
  const cards = carousel(page, 'Packages').locator('[data-track] > *');
  await expect(cards.locator('h3')).toHaveText(['Basic Plan', 'Standard Plan', 'Special Plan', 'Premium Plan']);
  // The Basic card's figure is the catalogue's: the lowest price of a theatre's full slot, as the wizard charges it.
  const { theatres } = await (await request.post('/v1/theatre/web/getalltheatres', { data: {} })).json();
  const lowest = Math.min(...theatres.map((t: { offerPrice: number }) => t.offerPrice));
  await expect(cards.first()).toContainText(`From ${formatRupees(lowest)}`);
  await expect(cards.first()).not.toContainText('Save');
  await expect(cards.nth(1)).toContainText('Save ₹200');
  await expect(cards.nth(2)).toContainText('Save ₹400');
  await expect(cards.nth(3)).toContainText('Save ₹300');
  // Every feature is marked, in words too.
  for (let i = 0; i < 4; i++) {
    const items = cards.nth(i).locator('li');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let j = 0; j < count; j++) await expect(items.nth(j)).toContainText(/(Included|Not included): /);
  }
  await expect(cards.first().locator('li', { hasText: 'Not included: ' })).not.toHaveCount(0);
  await expect(cards.nth(3).locator('li', { hasText: 'Not included: ' })).toHaveCount(0);
  const hrefs = await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/theaters?plan=normal', '/theaters?plan=combo', '/theaters?plan=combo', '/theaters?plan=combo']);
  await cards.first().getByRole('link', { name: 'Choose Basic Plan' }).click();
  await expect(page).toHaveURL(/\/theaters\/?\?plan=normal$/);
});

/** Fake timers that stand still until the test moves them (runFor), however long the page takes to load. */
test('HOME-18, HOME-21, HOME-25: occasions from the site data with Proceed; highlights with Book Now', async ({ page, request }) => {
  const { occasions } = await allModules(request);
  await gotoWithoutPopup(page);
  const slides = carousel(page, 'Occasions').locator('[data-track] > *');
  await expect(slides).toHaveCount(occasions.length);
  await expect(slides.first()).toContainText(occasions[0]!.name);
  await expect(slides.first()).toContainText(/₹\d/);
  const highlightsSection = page.locator('section[aria-labelledby="highlights"]');
  await expect(highlightsSection.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/theaters');
  await page.getByRole('link', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/theaters\/?$/);
});

test('HOME-27: reviews show name, location, a rating in words, text, occasion, avatar and the celebration photo', async ({
  page,
  request,
}) => {
  const { testimonials } = await allModules(request);
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the first review stays in view while its photo loads
  await gotoWithoutPopup(page);
  const slides = carousel(page, 'Customer reviews').locator('[data-track] > *');
  await expect(slides).toHaveCount(testimonials.length);
  for (const [i, review] of testimonials.entries()) {
    const slide = slides.nth(i);
    await expect(slide).toContainText(review.name);
    await expect(slide).toContainText(review.location);
    await expect(slide).toContainText(review.occasion);
    await expect(slide).toContainText(review.description);
    await expect(slide.getByRole('img', { name: new RegExp(`^${review.rating} out of 5 stars$`) })).toHaveCount(1);
    // Two pictures through the image pipeline: the photo (named) and the avatar (decorative).
    const photo = slide.getByRole('img', { name: `Photo from ${review.name}'s ${review.occasion} celebration` });
    await expect(photo).toHaveCount(1);
    await expect(slide.locator('picture img')).toHaveCount(2);
    await expect(slide.locator('picture source[type="image/avif"]')).toHaveCount(2);
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', '800');
    await expect(photo).toHaveAttribute('height', '600');
  }
  // The photo on screen is really downloaded and drawn.
  const first = slides.first().getByRole('img', { name: /^Photo from/ });
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(first).toHaveAttribute('src', new RegExp(`^/_astro/${testimonials[0]!.image.split('/').pop()!.replace('.jpg', '')}`));
});

test('SH-26: the footer frames the main branch map (contact-us map) only when asked', async ({ page, request }) => {
  const { contactus } = (await (await request.post('/v1/theatre/web/getcontactus', { data: {} })).json()) as {
    contactus: { map: string; mapUrl: string };
  };
  const google: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => /google\./.test(new URL(r.url()).hostname) && google.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.route('https://www.google.com/maps/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
  await gotoWithoutPopup(page, '/about');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: /See on map/ })).toHaveAttribute('href', contactus.mapUrl);
  await page.waitForLoadState('networkidle');
  await expect(footer.locator('iframe')).toHaveCount(0);
  expect(google).toEqual([]);
  await footer.getByRole('button', { name: 'Show map' }).click();
  const frame = footer.locator('iframe');
  await expect(frame).toHaveAttribute('src', contactus.map);
  await expect(frame).toHaveAttribute('title', /^Map of /);
  await expect(frame).toBeFocused();
  // The page's CSP frames the map's origin: the frame loads, nothing is refused.
  await expect.poll(() => google[0]).toBe(contactus.map);
  await expect(page.frameLocator('footer iframe').locator('p')).toHaveText('Map');
  expect(problems.filter((p) => /Content Security Policy|Refused/i.test(p))).toEqual([]);
  await expectNoAxeViolations(page, { exclude: ['iframe'] });
});

test('HOME-31, HOME-32, HOME-33: the gallery preview opens a circular full-screen viewer', LAYOUT, async ({ page, request }) => {
  const { gallerys } = await (await request.post('/v1/theatre/web/getallgallery', { data: {} })).json();
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no slideshow: every step here is the test's own
  await gotoWithoutPopup(page);
  const thumbs = page.locator('section[aria-labelledby="gallery-preview"] [data-gallery-open]');
  await expect(thumbs).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(thumbs.nth(i).locator('img')).toHaveAttribute('alt', gallerys[i].alt);

  await thumbs.nth(2).click();
  const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBe(page.viewportSize()!.width);
  const shown = dialog.locator('[data-viewer-slide]:not([hidden]) img');
  const counter = dialog.locator('[data-viewer-counter]');
  await expect(shown).toHaveAttribute('alt', gallerys[2].alt);
  await expect(counter).toHaveText('3 of 3');
  await page.keyboard.press('ArrowRight'); // last -> first
  await expect(counter).toHaveText('1 of 3');
  await expect(shown).toHaveAttribute('alt', gallerys[0].alt);
  await page.keyboard.press('ArrowLeft'); // first -> last
  await expect(counter).toHaveText('3 of 3');
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText('1 of 3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbs.nth(2)).toBeFocused();

  await page.getByRole('link', { name: 'View Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery\/?$/);
});

test('HOME-38, HOME-39: the image popup shows once per browser', LAYOUT, async ({ page, browser, request }) => {
  // Three loads of the longest page, each to its load event (when the popup opens), in two browsers.
  test.slow();
  const [popup] = (await allModules(request)).popup;
  expect(popup?.popupBoolean, 'the seed shows the popup').toBe(true);
  await page.goto('/');
  const dialog = popupDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('alt', popup!.title);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('popupShown'))).toBeNull();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The dialog's close event, which records it, is queued after the dialog hides.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('popupShown'))).toBe('true');

  // It would open at the load event, once its element is defined: with both seen, it has chosen not to.
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => document.readyState === 'complete' && customElements.get('once-popup') !== undefined);
  await expect(dialog).toBeHidden();

  // Another browser (a new context has its own storage) sees it again, and Escape closes it too.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await expect(popupDialog(otherPage)).toBeVisible();
  await otherPage.keyboard.press('Escape');
  await expect(popupDialog(otherPage)).toBeHidden();
  await expect.poll(() => otherPage.evaluate(() => localStorage.getItem('popupShown'))).toBe('true');
  await other.close();
});

test('HOME-40, HOME-41: the WhatsApp bubble shows on arrival and is gone after 15 s', LAYOUT, async ({ page }) => {
  await stopTheClock(page);
  await gotoWithoutPopup(page);
  const bubble = page.getByText('Contact us here on WhatsApp!');
  await expect(bubble).toBeVisible();
  await page.clock.runFor(14_500);
  await expect(bubble).toBeVisible();
  await page.clock.runFor(600);
  await expect(bubble).toHaveCount(0);
});

test('HOME-04: visiting home clears the booking in progress (sessionStorage)', async ({ page }) => {
  await gotoWithoutPopup(page, '/about');
  await page.evaluate(() => sessionStorage.setItem('booking', '{"theatreId":"th-aurora"}'));
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('axe: no violations with the popup closed, nor with it open', LAYOUT, async ({ page }) => {
  test.slow(); // three full runs of axe over the longest page
  await page.goto('/');
  await expect(popupDialog(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await popupDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(popupDialog(page)).toBeHidden();
  await expectNoAxeViolations(page);
  // And with the gallery viewer open.
  await page.locator('section[aria-labelledby="gallery-preview"] [data-gallery-open]').first().click();
  await expect(page.getByRole('dialog', { name: 'Gallery image viewer' })).toBeVisible();
  await expectNoAxeViolations(page);
});
