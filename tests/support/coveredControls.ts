import type { Page } from '@playwright/test';

/** The call and WhatsApp buttons and the home page's WhatsApp bubble: fixed over every page. */
export const FLOATING = 'aside[aria-label="Call or WhatsApp us"], [data-whatsapp-hint]';

/** The widths the cover check is made at: a Pixel 7 and a common laptop screen. */
export const PHONE_WIDTH = 412;
export const LAPTOP = { width: 1366, height: 768 };

/**
 * Sets a page up for the cover check: a laptop's screen on the desktop project, and the one-time
 * popup already seen (a modal meant to cover the page; home.spec.ts checks it, open and closed).
 */
export async function prepareCoverCheck(page: Page, isMobile: boolean): Promise<void> {
  if (!isMobile) await page.setViewportSize(LAPTOP);
  await page.addInitScript(() => localStorage.setItem('popupShown', 'true'));
}

/** The page's width, for checking it is the one the cover check is meant for. */
export const pageWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.clientWidth);

/** What a person can press or follow. */
const CONTROLS = 'a[href], button, summary, [role="button"], [role="link"], input[type="submit"], input[type="button"]';

/**
 * Scrolls through the page a viewport height at a time (and to its very end) and, at each stop,
 * checks every visible control whose centre is in view: no part of it may be under the floating
 * buttons, and its centre must hit the control itself. Returns one line per problem.
 *
 * "In view" is the viewport less the strip a page declares as taken by its fixed bottom bar
 * (scroll-padding-bottom: where focus and in-page links stop); that strip must then really be
 * covered by the floating buttons, edge to edge, so nothing can show (or hide) in it.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const problems = new Set<string>();
  for (let stop = 0, top = 0; stop < 200; stop++) {
    const reached = await page.evaluate((y) => {
      window.scrollTo({ top: y, behavior: 'instant' });
      return window.scrollY;
    }, top);
    // Two frames: whatever reacts to the scroll (lazy images, observers) has painted.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const line of await page.evaluate(hitTestInView, { floating: FLOATING, controls: CONTROLS }))
      problems.add(`at scrollY ${reached}: ${line}`);
    const { height, max } = await page.evaluate(() => ({
      height: document.documentElement.clientHeight,
      max: document.documentElement.scrollHeight - document.documentElement.clientHeight,
    }));
    if (reached >= max) break;
    top = reached + height;
  }
  return [...problems];
}

/** Runs in the page (self-contained): the problems at the current scroll position. */
function hitTestInView({ floating, controls }: { floating: string; controls: string }): string[] {
  const floats = [...document.querySelectorAll(floating)];
  const width = document.documentElement.clientWidth;
  const reserved = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
  const height = document.documentElement.clientHeight - reserved;
  const inFloats = (el: Element | null) => Boolean(el && floats.some((f) => f.contains(el)));
  const describe = (el: Element): string => {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `<${el.tagName.toLowerCase()}> "${name}"`;
  };
  const out: string[] = [];

  // The declared strip is the floating bar's: covered at its corners and middle, top and bottom.
  if (reserved > 0) {
    for (const x of [1, width / 2, width - 2]) {
      for (const y of [height + 1, height + reserved - 2]) {
        const hit = document.elementFromPoint(x, y);
        if (!inFloats(hit))
          out.push(`the reserved bottom strip shows ${hit ? describe(hit) : 'nothing'} at ${Math.round(x)},${Math.round(y)}`);
      }
    }
  }

  /** The part of the element in view: inside its clipping ancestors and above the reserved strip. */
  const visibleRect = (el: Element) => {
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [r.left, r.top, r.right, Math.min(r.bottom, height)];
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
      const c = a.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
    }
    return { left, top, right, bottom };
  };
  const floatBoxes = floats.map((f) => ({ el: f, box: f.getBoundingClientRect() }));

  for (const el of document.querySelectorAll(controls)) {
    if (inFloats(el)) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const r = visibleRect(el);
    // Screen-reader-only text (1 px, clipped) and controls scrolled out of their container.
    if (r.right - r.left < 2 || r.bottom - r.top < 2) continue;
    const x = (r.left + r.right) / 2;
    const y = (r.top + r.bottom) / 2;
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    const under = floatBoxes.find(
      ({ box }) => box.width > 0 && box.left < r.right && box.right > r.left && box.top < r.bottom && box.bottom > r.top,
    );
    if (under) out.push(`${describe(el)} is partly under ${describe(under.el)}`);
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === el || el.contains(hit))) continue;
    const by = !hit ? 'nothing' : inFloats(hit) ? `the floating buttons (${describe(hit)})` : describe(hit);
    out.push(`${describe(el)} at ${Math.round(x)},${Math.round(y)} is under ${by}`);
  }
  return out;
}
