import type { Locator, Page } from '@playwright/test';

/**
 * Drags across the element's middle by dx (and dy) pixels, the way a person swipes a carousel: by
 * finger on phones (real touch events through the DevTools protocol), by mouse elsewhere.
 */
export async function swipe(page: Page, target: Locator, dx: number, touch: boolean, dy = 0): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = Math.min(box.y + box.height / 2, page.viewportSize()!.height - 20);
  const steps = 8;
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const at = (i: number) => [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let i = 1; i <= steps; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps });
    await page.mouse.up();
  }
}
