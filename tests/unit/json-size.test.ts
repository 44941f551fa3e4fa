import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { largestJsonBytes } from '../../src/lib/api/jsonSize.ts';
import { MAX_BODY_BYTES } from '../../server/http/bodyLimit.ts';

/** Every character as JSON's longest escape, \uXXXX: the most bytes a text can take. */
const escaped = (s: string) => `"${[...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;

describe('largestJsonBytes', () => {
  it.each([
    ['a string of at most 10', z.string().max(10), escaped('x'.repeat(10))],
    ['the least of two maxima, trimmed', z.string().trim().max(10).max(3), escaped('abc')],
    ['a fixed length', z.string().length(4), escaped('abcd')],
    ['a number', z.number().int().max(5), '-2.2250738585072014e-308'],
    ['a boolean', z.boolean(), 'false'],
    ['a literal', z.literal('ab'), escaped('ab')],
    ['an enum, its longest', z.enum(['a', 'bbb']), escaped('bbb')],
    [
      'an object, every key present',
      z.object({ a: z.string().max(1), b: z.boolean().optional() }),
      `{${escaped('a')}:${escaped('x')},${escaped('b')}:false}`,
    ],
    ['a list of at most 2', z.array(z.boolean()).max(2), '[false,false]'],
    ['a list of none', z.array(z.boolean()).max(0), '[]'],
    ['a union, its longest', z.union([z.literal(''), z.string().max(3)]), escaped('abc')],
    ['nullable, null the longer', z.literal('').nullable(), 'null'],
    ['a pipe, by what it takes', z.string().max(2).pipe(z.string().regex(/^\d+$/)), escaped('12')],
    ['a default', z.string().max(2).default(''), escaped('ab')],
  ])('%s', (_what, schema, largest) => {
    expect(largestJsonBytes(schema)).toBe(largest.length);
  });

  it.each([
    ['a string without a maximum', z.string().regex(/^\d{4}$/)],
    ['a list without a maximum', z.array(z.boolean())],
    ['a record of any keys', z.record(z.string(), z.boolean())],
    ['unknown', z.unknown()],
    ['an object holding one of those', z.object({ a: z.boolean(), b: z.string() })],
  ])('%s: no limit fits (Infinity)', (_what, schema) => {
    expect(largestJsonBytes(schema)).toBe(Infinity);
  });

  it('bounds every desk call that takes a larger body, each above the usual limit', () => {
    const large = Object.values(deskCalls).filter((c) => c.largeBody);
    expect(large.map((c) => c.path)).toEqual(['records/save']);
    for (const call of large) {
      expect(call.method).toBe('POST');
      expect(largestJsonBytes(call.request)).toBeGreaterThan(MAX_BODY_BYTES);
      expect(largestJsonBytes(call.request)).toBeLessThan(2 * 1024 * 1024);
    }
  });
});
