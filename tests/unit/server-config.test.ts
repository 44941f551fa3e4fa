import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rateLimitConfig.ts';

/** Every key PAYMENTS=live needs, with made-up values. */
const LIVE_KEYS = {
  PHONEPE_CLIENT_ID: 'id',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_WEBHOOK_USERNAME: 'user',
  PHONEPE_WEBHOOK_PASSWORD: 'password',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'secret',
};
const ORIGIN = 'http://127.0.0.1:4321';
const mode = (env: NodeJS.ProcessEnv) => loadConfig(env).payments(ORIGIN).mode;
const NOT_SET =
  'PAYMENTS must be set when NODE_ENV=production: "live" (the real providers, with their keys) or "sandbox" (no money is taken).';

describe('PAYMENTS', () => {
  it('defaults to the sandbox outside production', () => {
    expect(mode({})).toBe('sandbox');
    expect(mode({ NODE_ENV: 'development', PAYMENTS: '' })).toBe('sandbox');
    expect(mode({ NODE_ENV: 'test' })).toBe('sandbox');
  });

  it('has no default in production: unset or empty stops the start, naming the setting and its values', () => {
    expect(() => mode({ NODE_ENV: 'production' })).toThrow(NOT_SET);
    expect(() => mode({ NODE_ENV: 'production', PAYMENTS: '' })).toThrow(NOT_SET);
    expect(() => mode({ NODE_ENV: 'production', ...LIVE_KEYS })).toThrow(NOT_SET);
  });

  it('in production takes either value when it is said', () => {
    expect(mode({ NODE_ENV: 'production', PAYMENTS: 'live', ...LIVE_KEYS })).toBe('live');
    expect(mode({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).toBe('sandbox');
    expect(() => mode({ NODE_ENV: 'production', PAYMENTS: 'live' })).toThrow(/PAYMENTS=live needs PHONEPE_CLIENT_ID/);
  });

  it('refuses anything but the two values, in production or not', () => {
    for (const value of ['LIVE', ' live', 'live\u0000', 'sandbox,live', 'true', '1', 'x'.repeat(100_000)]) {
      for (const NODE_ENV of ['production', undefined]) {
        expect(() => mode({ NODE_ENV, PAYMENTS: value, ...LIVE_KEYS })).toThrow(/PAYMENTS must be "sandbox" or "live"/);
      }
    }
  });
});

describe('the settings the server reads once, for the app to be given', () => {
  it('production only for NODE_ENV=production exactly', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    for (const NODE_ENV of [undefined, '', 'development', 'test', 'Production', 'production '])
      expect(loadConfig({ NODE_ENV }).production).toBe(false);
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
