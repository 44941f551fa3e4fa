import { expect, test } from '@playwright/test';
import { carousel, gotoWithoutPopup, stopTheClock } from './homeHelpers.ts';
import { swipe } from './swipe.ts';
import { LAYOUT } from './layout.ts';

/** The home page's carousels (checklist HOME-06, HOME-17, HOME-19, HOME-20, HOME-29, HOME-30): their clocks, keys, swipes and layouts. */

test.describe('on a phone-wide screen, where the packages are a carousel', () => {
  test.use({ viewport: { width: 412, height: 915 } });
  test('a slide off screen that focus or the browser reveals is brought into view', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: every move here is the test's own
    await gotoWithoutPopup(page);
    const packages = carousel(page, 'Packages');
    const cards = packages.locator('[data-track] > *');
    const inView = (i: number) =>
      cards.nth(i).evaluate((card) => {
        const [c, t] = [card.getBoundingClientRect(), card.parentElement!.getBoundingClientRect()];
        return c.left >= t.left - 1 && c.right <= t.right + 1;
      });
    // The browser scrolling the clipped track (find in page, scrollIntoView) turns into a move.
    await cards.nth(2).evaluate((card) => card.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    await expect(packages).toHaveAttribute('data-index', '2');
    await expect.poll(() => inView(2)).toBe(true);
    await expect.poll(() => packages.locator('[data-track]').evaluate((t) => t.scrollLeft)).toBe(0);
    // Keyboard focus on a card off screen (here to the left, where no scroll could reach) brings it back.
    await expect.poll(() => inView(0)).toBe(false);
    await packages.getByRole('link', { name: 'Choose Basic Plan' }).focus();
    await expect(packages).toHaveAttribute('data-index', '0');
    await expect.poll(() => inView(0)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/theaters\/?\?plan=normal$/);
  });

  test('HOME-17: round after round, each tick moves one package on, which stays for the whole tick', async ({ page }) => {
    await stopTheClock(page);
    await gotoWithoutPopup(page);
    const packages = carousel(page, 'Packages');
    const cards = packages.locator('[data-track] > *');
    const count = await cards.count();
    // The card wholly in view (one at a time on a phone; the next one peeks in at the edge).
    const shown = () =>
      cards.evaluateAll((els) =>
        els.findIndex((card) => {
          const [c, t] = [card.getBoundingClientRect(), card.parentElement!.getBoundingClientRect()];
          return c.left >= t.left - 1 && c.right <= t.right + 1;
        }),
      );
    expect(await shown()).toBe(0);
    await page.clock.runFor(3_000); // the first tick
    // More than two rounds, looked at every half second: the half-second move, then the card at rest to the next tick.
    for (let tick = 1; tick <= 2 * count + 1; tick++) {
      for (let at = 500; at < 3_000; at += 500) {
        await page.clock.runFor(500);
        expect(await shown(), `${at} ms into tick ${tick}`).toBe(tick % count);
        await expect(packages).toHaveAttribute('data-index', String(tick % count));
      }
      await page.clock.runFor(500);
    }
  });
});

test('HOME-17, HOME-20: carousels auto-advance on their clocks and pause on hover', LAYOUT, async ({ page, isMobile }) => {
  await stopTheClock(page);
  await gotoWithoutPopup(page);
  const occasions = carousel(page, 'Occasions');
  await expect(occasions).toHaveAttribute('data-index', '0');
  await page.clock.runFor(2_900);
  await expect(occasions).toHaveAttribute('data-index', '0');
  await page.clock.runFor(200);
  await expect(occasions).toHaveAttribute('data-index', '1');
  if (isMobile) {
    // The packages are a carousel on phones, moving on every 3000 ms like the occasions.
    await expect(carousel(page, 'Packages')).toHaveAttribute('data-index', '1');
  } else {
    const highlights = carousel(page, 'Highlights');
    await expect(highlights).toHaveAttribute('data-index', '0'); // 6 s, not yet
    await page.clock.runFor(3_000);
    await expect(highlights).toHaveAttribute('data-index', '1');
    await highlights.hover();
    const before = await occasions.getAttribute('data-index');
    await page.clock.runFor(13_000);
    await expect(highlights).toHaveAttribute('data-index', '1');
    expect(await occasions.getAttribute('data-index')).not.toBe(before); // the others go on
  }
});

test('HOME-19, HOME-29: occasions show 3 (1 on phones) and reviews 3 (1 on phones) at a time', LAYOUT, async ({ page, isMobile }) => {
  await gotoWithoutPopup(page);
  const fullyVisible = (label: string) =>
    carousel(page, label)
      .locator('[data-track] > *')
      .evaluateAll((slides) => {
        const track = slides[0]!.parentElement!.getBoundingClientRect();
        return slides.filter((s) => {
          const r = s.getBoundingClientRect();
          return r.left >= track.left - 1 && r.right <= track.right + 1;
        }).length;
      });
  expect(await fullyVisible('Occasions')).toBe(isMobile ? 1 : 3);
  expect(await fullyVisible('Customer reviews')).toBe(isMobile ? 1 : 3);
});

test('HOME-30: carousels move with ArrowLeft / ArrowRight and with 40 px swipes', LAYOUT, async ({ page, isMobile }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: every move here is the test's own
  await gotoWithoutPopup(page);
  const reviews = carousel(page, 'Customer reviews');
  const track = reviews.locator('[data-track]');
  /** Where slide i stands, in whole pixels from the track's start (0, never -0). */
  const slideLeft = (i: number) =>
    track
      .locator('> *')
      .nth(i)
      .evaluate((el) => Math.round(el.getBoundingClientRect().left - el.parentElement!.getBoundingClientRect().left) || 0);
  const firstSlideLeft = () => slideLeft(0);
  await track.focus();
  await expect(reviews).toHaveAttribute('data-index', '0');
  await page.keyboard.press('ArrowRight');
  const step = isMobile ? '1' : '3'; // a page of three on wide screens
  await expect(reviews).toHaveAttribute('data-index', step);
  // keen-slider moves the slides themselves: the first one leaves to the left.
  await expect.poll(firstSlideLeft).toBeLessThan(-100);
  await page.keyboard.press('ArrowLeft');
  await expect(reviews).toHaveAttribute('data-index', '0');
  await expect.poll(firstSlideLeft).toBe(0);
  await page.keyboard.press('ArrowLeft'); // wraps round to the end
  await expect(reviews).not.toHaveAttribute('data-index', '0');
  // The wrap is a long slide: the next key is pressed once it has come to rest, as a person would:
  // the slide it went to stands at the track's start.
  const shown = Number(await reviews.getAttribute('data-index'));
  await expect.poll(() => slideLeft(shown)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect(reviews).toHaveAttribute('data-index', '0');
  await expect.poll(firstSlideLeft).toBe(0);

  // A swipe shorter than 40 px springs back; 40 px or more moves a step either way. What a gesture
  // did is read after the next one has moved the slider: the page handles them in order, so the
  // first one has been handled by then (and a step it took wrongly would show in the index).
  await swipe(page, track, -39, isMobile);
  await expect.poll(firstSlideLeft).toBe(0); // the spring back, to where it began
  await swipe(page, track, -40, isMobile);
  await expect(reviews).toHaveAttribute('data-index', step);
  await swipe(page, track, 60, isMobile);
  await expect(reviews).toHaveAttribute('data-index', '0');
  await expect.poll(firstSlideLeft).toBe(0);
  // A mostly vertical move is the page scrolling, not a swipe: the next swipe goes one step from the first slide.
  await swipe(page, track, -60, isMobile, 90);
  await expect(reviews).toHaveAttribute('data-index', '0');
  await swipe(page, track, -40, isMobile);
  await expect(reviews).toHaveAttribute('data-index', step);
});

test(
  'HOME-06, HOME-30: the banner cross-fades on a swipe too, and the packages stand as a grid on wide screens',
  LAYOUT,
  async ({ page, isMobile }) => {
    await stopTheClock(page);
    await gotoWithoutPopup(page);
    const banner = carousel(page, 'Banner');
    await swipe(page, banner.locator('[data-track]'), -80, isMobile);
    await expect(banner).toHaveAttribute('data-index', '1');
    await expect(banner.locator('[data-slide]').nth(1)).toHaveAttribute('data-active', '');
    const packages = carousel(page, 'Packages');
    const cards = packages.locator('[data-track] > *');
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    if (isMobile) {
      expect(new Set(tops).size).toBe(1); // one row, moving
      await expect(packages.locator('[data-track]')).not.toHaveAttribute('data-keen-slider-disabled');
      // Tabbing to a card off screen brings it into view the slider's way.
      await packages.getByRole('link', { name: 'Choose Special Plan' }).focus();
      await expect(packages).toHaveAttribute('data-index', '2');
    } else {
      // Four columns that stay put: keen-slider is off, no transform, and the keys do nothing.
      await expect(packages.locator('[data-track]')).toHaveAttribute('data-keen-slider-disabled', '');
      expect(await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).transform))).toEqual(['none', 'none', 'none', 'none']);
      await packages.locator('[data-track]').focus();
      await page.keyboard.press('ArrowRight');
      await expect(packages).toHaveAttribute('data-index', '0');
    }
  },
);
