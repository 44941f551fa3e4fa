import { describe, expect, it } from 'vitest';
import { mediaUrlOn } from '../../src/lib/api/mediaUrl.ts';
import type { FoodCategory } from '../../src/lib/api/catalogue.ts';
import { cakePriceLabel } from '../../src/lib/site/cakePriceLabel.ts';
import { foodItems } from '../../src/lib/site/foodItems.ts';
import { clampStars, starsLabel } from '../../src/lib/site/starRating.ts';

describe('star ratings', () => {
  it.each([
    [5, '5 out of 5 stars'],
    [1, '1 out of 5 stars'],
    [4.4, '4 out of 5 stars'],
    [9, '5 out of 5 stars'],
    [0, '1 out of 5 stars'],
    [Number.NaN, '1 out of 5 stars'],
  ])('%d reads %s', (rating, label) => expect(starsLabel(rating)).toBe(label));

  it('clamps to whole stars between 1 and 5', () => expect([0, 3, 7].map(clampStars)).toEqual([1, 3, 5]));
});

describe('cakePriceLabel', () => {
  it.each([
    [549, '₹549 / 500 gm'],
    [1499, '₹1,499 / 500 gm'],
  ])('%i reads %s', (rupees, label) => expect(cakePriceLabel(rupees)).toBe(label));
});

describe('foodItems', () => {
  const product = (id: string, foodType: 'Veg' | 'Non-veg') => ({ _id: id, name: id, image: `/media/food/${id}.jpg`, foodType });
  const menu: FoodCategory[] = [
    { _id: 'c1', name: 'Snacks', foodproducts: [product('fries', 'Veg'), product('chicken-65', 'Non-veg')] },
    { _id: 'c2', name: 'Combos', foodproducts: [product('biryani', 'Non-veg'), product('fries', 'Veg')] },
    { _id: 'c3', name: 'Empty', foodproducts: [] },
  ];

  it('lists every product once, in menu order', () => {
    expect(foodItems(menu).all.map((p) => p._id)).toEqual(['fries', 'chicken-65', 'biryani']);
  });

  it('splits by foodType', () => {
    const { veg, nonVeg } = foodItems(menu);
    expect(veg.map((p) => p._id)).toEqual(['fries']);
    expect(nonVeg.map((p) => p._id)).toEqual(['chicken-65', 'biryani']);
  });

  it('gives empty lists for an empty menu', () => expect(foodItems([])).toEqual({ all: [], veg: [], nonVeg: [] }));
});

describe('mediaUrlOn (build and islands alike)', () => {
  it.each([
    ['http://127.0.0.1:4321', '/media/a.jpg', 'http://127.0.0.1:4321/media/a.jpg'],
    ['http://127.0.0.1:4321/', 'media/a.jpg', 'http://127.0.0.1:4321/media/a.jpg'],
    ['', '/media/a.jpg', '/media/a.jpg'], // the page's own origin
    ['https://api.example.in', 'https://cdn.example.in/a.jpg', 'https://cdn.example.in/a.jpg'],
  ])('on %j, %s is %s', (origin, path, url) => expect(mediaUrlOn(origin, path)).toBe(url));
});
