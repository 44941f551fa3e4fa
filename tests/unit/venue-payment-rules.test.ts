import { describe, expect, it } from 'vitest';
import { leftAfterTyped, linesProblem, linesWords, typedProblems } from '../../src/lib/desk/venuePaymentRules.ts';

describe('payments at the counter, in paise', () => {
  it('read one method plainly and several each with its amount', () => {
    expect(linesWords([{ amountPaise: 139_800, method: 'upi', reference: '4123' }])).toBe('UPI, ref 4123');
    expect(
      linesWords([
        { amountPaise: 50_000, method: 'cash', reference: '' },
        { amountPaise: 89_850, method: 'card', reference: 'SLIP-1' },
      ]),
    ).toBe('₹500 Cash; ₹898.50 Card, ref SLIP-1');
  });

  it('refuse more than is left, to the paisa, and a phone booking paid less than its advance', () => {
    const cash = (amountPaise: number) => ({ amountPaise, method: 'cash' as const, reference: '' });
    expect(linesProblem([cash(100_000), cash(39_800)], 139_800)).toBeUndefined();
    expect(linesProblem([cash(100_000), cash(39_801)], 139_800)).toBe(
      'The payments add up to ₹1,398.01, more than the ₹1,398 left to collect.',
    );
    expect(linesProblem([cash(74_999)], 214_800, 75_000)).toBe(
      'A booking taken by phone is confirmed by at least its advance, ₹750: the payments add up to ₹749.99.',
    );
    expect(linesProblem([cash(75_000)], 214_800, 75_000)).toBeUndefined();
  });

  it('check what was typed line by line, then the sum, without the sums of floats going astray', () => {
    const line = (amount: string, method: 'cash' | 'upi' = 'cash', reference = '') => ({ amount, method, reference });
    expect(typedProblems([line('0.1'), line('0.2')], 0.3)).toEqual({
      lines: [{}, {}].map(() => ({ amount: undefined, reference: undefined })),
      all: undefined,
    });
    expect(typedProblems([line('1,000'), line('398.01')], 1398).all).toBe(
      'The payments add up to ₹1,398.01, more than the ₹1,398 left to collect.',
    );
    const found = typedProblems([line('abc'), line('10', 'upi', ' ')], 1398);
    expect(found.lines).toEqual([
      { amount: 'Please enter an amount in rupees, more than 0.', reference: undefined },
      { amount: undefined, reference: 'Please enter the UPI transaction id.' },
    ]);
    expect(found.all).toBeUndefined();
    for (const bad of ['0', '-5', '1.234', '1e3', '', '１２']) expect(typedProblems([line(bad)], 1398).lines[0].amount).toBeDefined();
  });

  it('start a new line from what the others leave, never below nothing', () => {
    expect(leftAfterTyped([{ amount: '500' }], 1398)).toBe(898);
    expect(leftAfterTyped([{ amount: '0.1' }, { amount: '0.2' }], 1)).toBe(0.7);
    expect(leftAfterTyped([{ amount: '2000' }], 1398)).toBe(0);
    expect(leftAfterTyped([{ amount: 'abc' }], 1398)).toBe(1398);
  });
});
