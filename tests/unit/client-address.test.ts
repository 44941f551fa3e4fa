import { describe, expect, it } from 'vitest';
import { addressKey, normalizeAddress } from '../../server/http/ipAddress.ts';
import { forwardedClient, TRUST_NO_PROXY, trustProxyFromEnv } from '../../server/http/clientIp.ts';

describe('normalizeAddress', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    [' 1.2.3.4 ', '1.2.3.4'],
    ['1.2.3.4:5678', '1.2.3.4'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:1.2.3.4', '1.2.3.4'],
    ['::ffff:102:304', '1.2.3.4'],
    ['0:0:0:0:0:ffff:0a00:0001', '10.0.0.1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::', '::'],
    ['::1', '::1'],
  ])('%j is %j', (text, address) => expect(normalizeAddress(text)).toBe(address));

  it.each([
    '',
    'unknown',
    '1.2.3',
    '1.2.3.256',
    '01.2.3.4',
    '1::2::3',
    ':::',
    '2001:db8::g',
    'fe80::1%',
    '[1.2.3.4',
    '2001:db8:1:2:3:4:5:6:7',
    '_gateway',
  ])('%j is not an address', (text) => expect(normalizeAddress(text)).toBeNull());
});

describe('addressKey', () => {
  it('counts an IPv4 address by itself, IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('counts every IPv6 address of one /64 under one key, whichever way it is written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '2001:db8:1:2::',
      '[2001:db8:1:2::5]:8080',
      '2001:db8:1:2:3:4:1.2.3.4',
    ]) {
      expect(addressKey(same)).toBe(key);
    }
  });

  it('gives the next /64 its own key', () => {
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8::1')).not.toBe(addressKey('2001:db8:0:1::1'));
  });

  it('reads ::, ::1 and zone ids', () => {
    expect(addressKey('::')).toBe('0:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('fe80::abcd%25')).toBe('fe80:0:0:0::/64');
  });

  it.each(['', 'not an ip', '1::2::3', '1.2.3.4.5', '12345::', 'fe80::1%'])('%j is an unknown client: ""', (text) => {
    expect(addressKey(text)).toBe('');
  });
});

describe('TRUST_PROXY', () => {
  it.each([undefined, '', ' ', '0'])('%j trusts no proxy', (value) => expect(trustProxyFromEnv(value)).toBe(TRUST_NO_PROXY));

  it('a number trusts that many of the nearest hops', () => {
    const trust = trustProxyFromEnv('2');
    expect([0, 1, 2].map((i) => trust('10.0.0.1', i))).toEqual([true, true, false]);
  });

  it('a list trusts those addresses and ranges, IPv4-mapped and IPv6 included', () => {
    const trust = trustProxyFromEnv('127.0.0.1, 10.0.0.0/8,::1,2001:db8:ff::/48');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.200.3.4', 5)).toBe(true);
    expect(trust('::ffff:10.1.1.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('2001:db8:ff:12::1', 0)).toBe(true);
    expect(trust('127.0.0.2', 0)).toBe(false);
    expect(trust('11.0.0.1', 0)).toBe(false);
    expect(trust('2001:db8:fe::1', 0)).toBe(false);
    expect(trust('', 0)).toBe(false);
  });

  it.each(['yes', '-1', '1.5', '10.0.0.0/33', '::1/129', '10.0.0.0/', 'localhost', '127.0.0.1,,::1'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => trustProxyFromEnv(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('forwardedClient', () => {
  const proxies = trustProxyFromEnv('10.0.0.0/8');

  it('trusting no proxy, the socket is the client whatever the header says', () => {
    expect(forwardedClient('203.0.113.7', '198.51.100.1', TRUST_NO_PROXY)).toBe('203.0.113.7');
  });

  it('takes the rightmost hop that is not a trusted proxy, never a forged one to its left', () => {
    // The client sent 'X-Forwarded-For: 1.1.1.1'; our proxy appended the address it saw.
    expect(forwardedClient('10.0.0.5', '1.1.1.1, 203.0.113.7', proxies)).toBe('203.0.113.7');
    expect(forwardedClient('10.0.0.5', '1.1.1.1, 203.0.113.7, 10.0.0.9', proxies)).toBe('203.0.113.7');
    expect(forwardedClient('10.0.0.5', '1.1.1.1, 203.0.113.7', trustProxyFromEnv('1'))).toBe('203.0.113.7');
    expect(forwardedClient('10.0.0.5', '1.1.1.1, 203.0.113.7, 10.0.0.9', trustProxyFromEnv('2'))).toBe('203.0.113.7');
  });

  it('ignores the header of a peer that is not a trusted proxy', () => {
    expect(forwardedClient('203.0.113.7', '1.1.1.1', proxies)).toBe('203.0.113.7');
  });

  it('takes the farthest hop when every hop is trusted, and the socket when there is no header', () => {
    expect(forwardedClient('10.0.0.5', '10.0.0.7', proxies)).toBe('10.0.0.7');
    expect(forwardedClient('10.0.0.5', undefined, proxies)).toBe('10.0.0.5');
    expect(forwardedClient('10.0.0.5', ' ', trustProxyFromEnv('1'))).toBe('10.0.0.5');
  });

  it('stops at an entry that is not an address', () => {
    expect(forwardedClient('10.0.0.5', '203.0.113.7, unknown', proxies)).toBe('10.0.0.5');
    expect(forwardedClient('10.0.0.5', 'unknown, 203.0.113.7', trustProxyFromEnv('3'))).toBe('203.0.113.7');
  });

  it('reads IPv6, mapped and bracketed forms', () => {
    expect(forwardedClient('::ffff:10.0.0.5', '2001:DB8::7', proxies)).toBe('2001:db8::7');
    expect(forwardedClient('::1', '[2001:db8::7]:51234', trustProxyFromEnv('::1'))).toBe('2001:db8::7');
    expect(forwardedClient('10.0.0.5', '::ffff:203.0.113.7', proxies)).toBe('203.0.113.7');
  });
});
