import { describe, expect, it } from 'vitest';
import { formatRupees, toPaise, toRupees } from '../../src/lib/money.ts';

describe('money', () => {
  it('converts rupees to integer paise and back without float drift', () => {
    expect(toPaise(2149.99)).toBe(214999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(214999)).toBe(2149.99);
  });
  it('formats with the rupee sign and Indian grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(750)).toBe('₹750');
    // Paise show as two digits, always: a percentage coupon's share is never '₹434.6'.
    expect(formatRupees(434.6)).toBe('₹434.60');
    expect(formatRupees(3911.4)).toBe('₹3,911.40');
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatRupees(2148.999)).toBe('₹2,149');
  });
});
