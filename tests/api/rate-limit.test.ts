import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { trustProxyFromEnv } from '../../server/http/clientIp.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rateLimitConfig.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { openHarness, type Harness } from './harness.ts';
import { reopenableDb } from './rateLimitDb.ts';

// The defaults are what this file tests, whatever the environment that runs it says; the files
// that share its process afterwards get that environment back.
const given = { ENQUIRY_RATE_LIMIT: process.env.ENQUIRY_RATE_LIMIT, TRUST_PROXY: process.env.TRUST_PROXY };
delete process.env.ENQUIRY_RATE_LIMIT;
delete process.env.TRUST_PROXY;

let h: Harness;
let clock = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(clock);
beforeAll(async () => {
  h = await openHarness({ now });
});
afterAll(async () => {
  await h?.close();
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const enquiry = { name: 'Asha Rao', email: 'asha@example.com', mobileNumber: '9876543210', description: 'Birthday for 6', eventName: 'Birthday' };

type App = ReturnType<typeof createApp>;

/** A POST as if from a socket at `ip` (the harness's own calls have no socket: client ''). */
async function postFrom(ip: string, path: string, body: unknown, { app = h.app, headers = {} }: { app?: App; headers?: Record<string, string> } = {}) {
  const res = await app.request(
    `${API_PREFIX}${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { success: boolean; message: string } };
}

const count = async (table: string) => (await h.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;

describe('enquiries per client IP', () => {
  it('the 6th within 10 minutes is a 429 with a message and Retry-After, and is not stored', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await h.post('web/addenquiry', enquiry)).status).toBe(200);
      clock += 60_000;
    }
    const res = await postFrom('', 'web/addenquiry', enquiry);
    expect(res.status).toBe(429);
    // The first of the five was 5 minutes ago: it leaves the window in 5 minutes.
    expect(res.retryAfter).toBe('300');
    expect(res.body).toEqual({ success: false, message: 'Too many requests. Please try again in 5 minutes.' });
    expect(await count('enquiries')).toBe(5);
  });

  it('a different IP is not limited by the first one', async () => {
    const res = await postFrom('10.0.0.2', 'web/addenquiry', enquiry);
    expect(res.status).toBe(200);
    expect(await count('enquiries')).toBe(6);
    expect((await postFrom('', 'web/addenquiry', enquiry)).status).toBe(429);
  });

  it('counts only enquiries it stores: a refused body does not use up the limit', async () => {
    for (let i = 0; i < 6; i++) expect((await postFrom('10.0.0.3', 'web/addenquiry', { ...enquiry, email: 'abc@' })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await postFrom('10.0.0.3', 'web/addenquiry', enquiry)).status).toBe(200);
    expect((await postFrom('10.0.0.3', 'web/addenquiry', enquiry)).status).toBe(429);
  });

  it('lets the client in again once its oldest enquiry leaves the window', async () => {
    clock += 5 * 60_000;
    expect((await h.post('web/addenquiry', enquiry)).status).toBe(200);
    expect((await h.post('web/addenquiry', enquiry)).status).toBe(429);
  });

  it('counts a whole IPv6 /64 as one client, and IPv4-mapped addresses as the IPv4 one', async () => {
    for (let i = 1; i <= 5; i++) expect((await postFrom(`2001:db8:5:6::${i}`, 'web/addenquiry', enquiry)).status).toBe(200);
    expect((await postFrom('2001:db8:5:6:ffff::1', 'web/addenquiry', enquiry)).status).toBe(429);
    expect((await postFrom('2001:db8:5:7::1', 'web/addenquiry', enquiry)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await postFrom('198.51.100.4', 'web/addenquiry', enquiry)).status).toBe(200);
    expect((await postFrom('::ffff:198.51.100.4', 'web/addenquiry', enquiry)).status).toBe(429);
  });
});

describe('leads per client IP', () => {
  it('the 21st within 10 minutes is a 429; another IP still records its lead', async () => {
    for (let i = 0; i < 20; i++) expect((await h.post('web/addlead', { phone: `91234567${String(i).padStart(2, '0')}` })).status).toBe(200);
    const res = await postFrom('', 'web/addlead', { phone: '9123456799' });
    expect(res.status).toBe(429);
    expect(res.retryAfter).toBe('600');
    expect(res.body.message).toBe('Too many requests. Please try again in 10 minutes.');
    expect(await count('leads')).toBe(20);
    expect((await postFrom('10.0.0.2', 'web/addlead', { phone: '9123456799' })).status).toBe(200);
  });

  it('are counted apart from enquiries', async () => {
    expect((await postFrom('10.0.0.9', 'web/addlead', { phone: '9123456780' })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await postFrom('10.0.0.9', 'web/addenquiry', enquiry)).status).toBe(200);
    expect((await postFrom('10.0.0.9', 'web/addlead', { phone: '9123456781' })).status).toBe(200);
  });
});

describe('coupon checks per client IP', () => {
  it('the 31st within 10 minutes is a 429, wrong codes counted too', async () => {
    for (let i = 0; i < 15; i++) expect((await postFrom('10.0.1.1', 'web/checkcoupon', { couponId: 'FLAT400BASIC', amount: 2000 })).status).toBe(200);
    for (let i = 0; i < 15; i++) expect((await postFrom('10.0.1.1', 'web/checkcoupon', { couponId: `GUESS${i}`, amount: 2000 })).status).toBe(400);
    const res = await postFrom('10.0.1.1', 'web/checkcoupon', { couponId: 'FLAT400BASIC', amount: 2000 });
    expect(res.status).toBe(429);
    expect(res.retryAfter).toBe('600');
    expect(res.body.message).toBe('Too many requests. Please try again in 10 minutes.');
    expect((await postFrom('10.0.1.2', 'web/checkcoupon', { couponId: 'FLAT400BASIC', amount: 2000 })).status).toBe(200);
  });
});

describe('forwarded addresses', () => {
  const viaProxy = (client: string) => ({ headers: { 'x-forwarded-for': `1.1.1.1, ${client}` } });

  it('are ignored by default: every request from the proxy counts as the proxy', async () => {
    for (let i = 0; i < 5; i++) expect((await postFrom('10.9.0.1', 'web/addenquiry', enquiry, viaProxy(`203.0.113.${i}`))).status).toBe(200);
    expect((await postFrom('10.9.0.1', 'web/addenquiry', enquiry, viaProxy('203.0.113.99'))).status).toBe(429);
    const rows = await h.db.query<{ client_ip: string }>(`select distinct client_ip from enquiries where client_ip like '10.9.%'`);
    expect(rows).toEqual([{ client_ip: '10.9.0.1' }]);
  });

  it('name the client, by the rightmost untrusted hop, with a trusted proxy', async () => {
    const app = createApp({ db: h.db, now, trustProxy: trustProxyFromEnv('10.9.0.0/16') });
    for (let i = 0; i < 5; i++) expect((await postFrom('10.9.0.2', 'web/addenquiry', enquiry, { app, ...viaProxy('203.0.113.50') })).status).toBe(200);
    // Same client, whatever it forges on the left; another client behind the same proxy is let in.
    expect((await postFrom('10.9.0.2', 'web/addenquiry', enquiry, { app, headers: { 'x-forwarded-for': '8.8.8.8, 203.0.113.50' } })).status).toBe(429);
    expect((await postFrom('10.9.0.2', 'web/addenquiry', enquiry, { app, ...viaProxy('203.0.113.51') })).status).toBe(200);
    // A peer that is not our proxy does not get its header believed.
    expect((await postFrom('198.51.100.60', 'web/addenquiry', enquiry, { app, ...viaProxy('203.0.113.50') })).status).toBe(200);
    const rows = await h.db.query<{ client_ip: string }>(`select client_ip, count(*)::int as n from enquiries where client_ip in ('203.0.113.50', '203.0.113.51', '198.51.100.60') group by 1 order by 1`);
    expect(rows).toEqual([
      { client_ip: '198.51.100.60', n: 1 },
      { client_ip: '203.0.113.50', n: 5 },
      { client_ip: '203.0.113.51', n: 1 },
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('is read when the app is made: 1 takes the address the one proxy in front saw', async () => {
    process.env.TRUST_PROXY = '1';
    try {
      const app = createApp({ db: h.db, now });
      const res = await postFrom('127.0.0.1', 'web/addlead', { phone: '9123456772' }, { app, headers: { 'x-forwarded-for': '1.1.1.1, 203.0.113.70' } });
      expect(res.status).toBe(200);
      expect(await h.db.query(`select client_ip from leads where phone = '9123456772'`)).toEqual([{ client_ip: '203.0.113.70' }]);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it('refuses to start with a setting it cannot read', () => {
    process.env.TRUST_PROXY = 'the load balancer';
    try {
      expect(() => createApp({ db: h.db, now })).toThrow(/TRUST_PROXY/);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});

describe('counts kept in the database', () => {
  const limits = { ...DEFAULT_RATE_LIMITS, enquiry: { limit: 2, windowMs: 600_000 } };

  it('forget a client gone quiet, on a later request', async () => {
    const rows = () => h.db.query(`select 1 from rate_limits where client = '192.0.2.77'`);
    expect((await postFrom('192.0.2.77', 'web/addlead', { phone: '9123456770' })).status).toBe(200);
    expect(await rows()).toHaveLength(1);
    clock += 30 * 60_000;
    expect((await postFrom('192.0.2.78', 'web/addlead', { phone: '9123456771' })).status).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it('survive a restart', async () => {
    const store = await reopenableDb();
    try {
      const first = await store.open();
      const app = createApp({ db: first, now, rateLimits: limits });
      for (let i = 0; i < 2; i++) expect((await postFrom('192.0.2.1', 'web/addenquiry', enquiry, { app })).status).toBe(200);
      await first.close();

      const second = await store.open();
      try {
        const restarted = createApp({ db: second, now, rateLimits: limits });
        expect((await postFrom('192.0.2.1', 'web/addenquiry', enquiry, { app: restarted })).status).toBe(429);
        expect((await postFrom('192.0.2.2', 'web/addenquiry', enquiry, { app: restarted })).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
    }
  }, 120_000); // each opens and reopens a database: seconds apiece on a busy machine

  it('are shared by two apps on one database', async () => {
    const store = await reopenableDb();
    const one = await store.open();
    // Two connections to one PostgreSQL, as two server processes have; PGlite has one per folder.
    const two = store.sharedByProcesses ? await store.open() : one;
    try {
      const a = createApp({ db: one, now, rateLimits: limits });
      const b = createApp({ db: two, now, rateLimits: limits });
      expect((await postFrom('192.0.2.3', 'web/addenquiry', enquiry, { app: a })).status).toBe(200);
      expect((await postFrom('192.0.2.3', 'web/addenquiry', enquiry, { app: b })).status).toBe(200);
      const res = await postFrom('192.0.2.3', 'web/addenquiry', enquiry, { app: a });
      expect(res.status).toBe(429);
      expect(res.retryAfter).toBe('600');
      expect((await postFrom('192.0.2.3', 'web/addenquiry', enquiry, { app: b })).status).toBe(429);
    } finally {
      if (two !== one) await two.close();
      await one.close();
      await store.drop();
    }
  }, 120_000); // each opens and reopens a database: seconds apiece on a busy machine
});
