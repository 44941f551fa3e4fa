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
 * How many slides a page holds, from one slide's width as a fraction of the track (keen-slider's
 * `details.slides[i].size`): three cards of a third (less their gaps) are a page of 3.
 */
export const visibleCount = (slideFraction: number): number => (slideFraction > 0 ? Math.max(1, Math.round(1 / slideFraction)) : 1);

/** Whether slides of these widths (fractions of the track) need moving at all: together they are wider than it. */
export const overflows = (slideFractions: number[]): boolean => slideFractions.reduce((sum, f) => sum + f, 0) > 1.001;
