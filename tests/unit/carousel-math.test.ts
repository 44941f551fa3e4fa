import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, overflows, swipeDirection, visibleCount, wrapIndex } from '../../src/scripts/carouselMath.ts';

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [3, 3, 0],
    [-1, 3, 2],
    [7, 3, 1],
    [-4, 3, 2],
    [2, 0, 0], // empty list
    [11 + 1, 12, 0], // the gallery viewer: next after the last is the first
    [0 - 1, 12, 11], // previous before the first is the last
    [3 - 27, 12, 0],
  ])('%i of %i is %i', (index, count, wrapped) => expect(wrapIndex(index, count)).toBe(wrapped));
});

describe('swipeDirection (HOME-30: 40 px threshold)', () => {
  it('has the spec threshold', () => expect(SWIPE_THRESHOLD_PX).toBe(40));
  it.each([
    [-40, 0, 1],
    [-39, 0, 0],
    [40, 5, -1],
    [39.9, 0, 0],
    [-120, 30, 1],
    [-60, 80, 0], // more vertical: the page is being scrolled
    [60, -60, 0],
  ])('dx %d, dy %d is %i', (dx, dy, direction) => expect(swipeDirection(dx, dy)).toBe(direction));
});

describe('visibleCount (a page of slides)', () => {
  it.each([
    [1, 1], // one full-width slide
    [0.85, 1], // a card with the next one peeking in
    [(1 - 2 * 0.02) / 3, 3], // three reviews less two gaps
    [(1 - 0.02) / 2, 2],
    [0.2, 5],
    [0, 1], // not measured yet
  ])('slides %f of the track wide make pages of %i', (fraction, count) => expect(visibleCount(fraction)).toBe(count));
});

describe('overflows', () => {
  it.each([
    [[1, 1], true],
    [[0.32, 0.32, 0.32], false], // three occasions fit on a wide screen: nothing to move
    [[0.32, 0.32, 0.32, 0.32], true],
    [[0.85, 0.85], true],
    [[1], false],
    [[], false],
  ])('%j is %s', (fractions, expected) => expect(overflows(fractions)).toBe(expected));
});
