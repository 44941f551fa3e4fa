import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rateLimitConfig.ts';

describe('the settings the server reads once, for the app to be given', () => {
  it('production only for NODE_ENV=production exactly', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    for (const NODE_ENV of [undefined, '', 'development', 'test', 'Production', 'production ']) expect(loadConfig({ NODE_ENV }).production).toBe(false);
  });

  it('rate limits from ENQUIRY_RATE_LIMIT, a trusted proxy from TRUST_PROXY', () => {
    expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(loadConfig({ ENQUIRY_RATE_LIMIT: 'off' }).rateLimits.login).toBe(false);
    expect(loadConfig({ ENQUIRY_RATE_LIMIT: 'enquiry=2/1m' }).rateLimits.enquiry).toEqual({ limit: 2, windowMs: 60_000 });
    expect(() => loadConfig({ ENQUIRY_RATE_LIMIT: 'enquiry=-1/1m' })).toThrow(/ENQUIRY_RATE_LIMIT/);
    expect(loadConfig({}).trustProxy('127.0.0.1', 0)).toBe(false);
    const trust = loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy;
    expect([trust('10.1.2.3', 0), trust('11.0.0.1', 0)]).toEqual([true, false]);
  });
});
