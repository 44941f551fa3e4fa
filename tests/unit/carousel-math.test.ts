import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, nextStart, swipeDirection, wrapIndex } from '../../src/scripts/carouselMath.ts';

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

describe('nextStart', () => {
  it('steps one slide at a time and wraps from the last position to the first', () => {
    // 9 slides, 3 in view: positions 0..6.
    expect(nextStart(0, 1, 9, 3)).toBe(1);
    expect(nextStart(5, 1, 9, 3)).toBe(6);
    expect(nextStart(6, 1, 9, 3)).toBe(0);
    expect(nextStart(0, -1, 9, 3)).toBe(6);
    expect(nextStart(4, -1, 9, 3)).toBe(3);
  });
  it('steps by pages without passing the last position', () => {
    expect(nextStart(0, 1, 7, 3, 3)).toBe(3);
    expect(nextStart(3, 1, 7, 3, 3)).toBe(4);
    expect(nextStart(4, 1, 7, 3, 3)).toBe(0);
    expect(nextStart(4, -1, 7, 3, 3)).toBe(1);
    expect(nextStart(1, -1, 7, 3, 3)).toBe(0);
  });
  it('stays put when everything fits', () => {
    expect(nextStart(0, 1, 3, 3)).toBe(0);
    expect(nextStart(0, -1, 3, 4)).toBe(0);
  });
  it('treats a track one slide wide as one in view', () => expect(nextStart(0, 1, 3, 0)).toBe(1));
});
