import { describe, expect, it } from 'vitest';
import { chooseEncoding, type Coding } from '../../server/http/acceptEncoding.ts';

const both: Coding[] = ['br', 'gzip'];

describe('chooseEncoding', () => {
  it.each([
    [undefined, both, undefined],
    ['', both, undefined],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate', both, 'gzip'],
    ['BR', both, 'br'],
    ['br;q=0, gzip', both, 'gzip'],
    ['br;q=0.5, gzip;q=0.8', both, 'gzip'],
    ['br;q=0.8, gzip;q=0.8', both, 'br'],
    ['gzip;q=0.5', both, 'gzip'],
    ['*', both, 'br'],
    ['*;q=0.3, br;q=0', both, 'gzip'],
    ['*;q=0', both, undefined],
    ['*;q=0, identity', both, undefined],
    ['br, identity;q=0', both, 'br'],
    ['gzip;q=0, br;q=0', both, undefined],
    ['identity', both, undefined],
    ['deflate', both, undefined],
    ['gzip;q=0.5, identity;q=0.9', both, undefined],
    ['gzip;q=0.9, identity;q=0.5', both, 'gzip'],
    ['br, gzip', ['gzip'] as Coding[], 'gzip'],
    ['br', ['gzip'] as Coding[], undefined],
    ['br, gzip', [] as Coding[], undefined],
  ] as const)('%j with %j stored -> %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
