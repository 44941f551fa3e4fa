/** Pure arithmetic of the carousels and the image viewer (unit-tested: tests/unit/carousel-math.test.ts). */

/** The spec's swipe threshold: a horizontal move shorter than this is a tap or a scroll, not a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/** `index` wrapped into 0..count-1, so moving past either end comes round to the other. */
export const wrapIndex = (index: number, count: number): number => (count <= 0 ? 0 : ((index % count) + count) % count);

/**
 * What a pointer gesture asks for: 1 (next: moved left), -1 (previous: moved right) or 0 (not a
 * swipe: too short, or more vertical than horizontal, which is the page being scrolled).
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * The slide a scrolling track starts at after moving `direction` by `by` slides, for a track of
 * `count` slides of which `visible` fit at once. The last position shows the last `visible`
 * slides; moving on from it (or back from the first) wraps round.
 */
export function nextStart(current: number, direction: -1 | 1, count: number, visible: number, by = 1): number {
  const last = Math.max(0, count - Math.max(1, visible));
  if (direction === 1) return current >= last ? 0 : Math.min(current + by, last);
  return current <= 0 ? last : Math.max(current - by, 0);
}
