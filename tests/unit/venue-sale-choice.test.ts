import { describe, expect, it } from 'vitest';
import { fieldsOf, formValuesOf } from '../../src/islands/desk/records/formValues.ts';
import { NO_CHOICE, saleOf, saleProblem } from '../../src/islands/desk/actions/saleChoice.ts';

describe('Add a line: the sale the form makes', () => {
  it('is whole only once its count and product are', () => {
    expect(saleOf(NO_CHOICE)).toEqual({ kind: 'persons', count: 1 });
    expect(saleOf({ ...NO_CHOICE, count: ' 3 ' })).toEqual({ kind: 'persons', count: 3 });
    for (const count of ['', '0', '1.5', '-2', '100', 'two']) expect(saleOf({ ...NO_CHOICE, count })).toBeUndefined();
    expect(saleOf({ ...NO_CHOICE, kind: 'food', count: '2' })).toBeUndefined();
    expect(saleOf({ ...NO_CHOICE, kind: 'food', count: '2', dishId: 'food-cold-coffee' })).toEqual({
      kind: 'food',
      productId: 'food-cold-coffee',
      count: 2,
    });
    expect(saleOf({ ...NO_CHOICE, kind: 'food', count: '', dishId: 'food-cold-coffee' })).toBeUndefined();
    expect(saleOf({ ...NO_CHOICE, kind: 'cake', cakeId: 'cake-1', weight: '2' })).toEqual({
      kind: 'cake',
      productId: 'cake-1',
      weight: '2',
    });
    expect(saleOf({ ...NO_CHOICE, kind: 'addon' })).toBeUndefined();
  });

  it("says a refusal in the staff's words, not the field's name", () => {
    expect(saleProblem('persons', { 'sale.count': 'sale.count would make 5 persons: Aurora takes at most 4 (0 more)' }, 'x')).toBe(
      'That would make 5 persons: Aurora takes at most 4 (0 more).',
    );
    expect(
      saleProblem(
        'food',
        { 'sale.productId': 'sale.productId is not sold at the venue: Double Ka Meetha has no price at the venue under Food menu' },
        'x',
      ),
    ).toBe('That dish is not sold at the venue: Double Ka Meetha has no price at the venue under Food menu.');
    expect(saleProblem('addon', { 'sale.productId': 'sale.productId is in the booking already' }, 'x')).toBe(
      'That add-on is in the booking already.',
    );
    expect(saleProblem('cake', {}, 'With it the total is now ₹4,944.')).toBe('With it the total is now ₹4,944.');
  });
});

describe("A dish's price at the venue in the editors' form", () => {
  it('is sent as a number, or as null when left empty (not sold at the counter)', () => {
    const base = { categoryId: 'food-cat-snacks', name: 'Paneer Tikka', foodType: 'Veg', image: '', position: '1' };
    expect(fieldsOf('food', { ...base, price: '₹ 249' }).price).toBe(249);
    expect(fieldsOf('food', { ...base, price: '  ' }).price).toBeNull();
    expect(formValuesOf('food', { ...base, price: null }).price).toBe('');
    expect(formValuesOf('food', { ...base, price: 249 }).price).toBe('249');
  });
});
