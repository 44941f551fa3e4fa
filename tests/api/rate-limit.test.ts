import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { trustProxyFromEnv } from '../../server/http/clientIp.ts';
import { listen, type Listening } from '../../server/http/listen.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rateLimitConfig.ts';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { openHarness, type Harness } from './harness.ts';
import { postFrom as postFromApp } from './bookingFixtures.ts';
import { reopenableDb } from './rateLimitDb.ts';

// The defaults are what this file tests, whatever the environment that runs it says (the harness
// reads ENQUIRY_RATE_LIMIT as the server does); the files that share its process afterwards get
// that environment back.
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

const enquiry = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  description: 'Birthday for 6',
  eventName: 'Birthday',
};

type App = ReturnType<typeof createApp>;

/** A POST as if from a socket at `ip` (the harness's own calls have no socket: client ''). */
const postFrom = (
  ip: string,
  path: string,
  body: unknown,
  { app = h.app, headers = {} }: { app?: App; headers?: Record<string, string> } = {},
) => postFromApp(app, ip, path, body, headers);

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
    for (let i = 0; i < 15; i++)
      expect((await postFrom('10.0.1.1', 'web/checkcoupon', { couponId: 'FLAT400BASIC', amount: 2000 })).status).toBe(200);
    for (let i = 0; i < 15; i++)
      expect((await postFrom('10.0.1.1', 'web/checkcoupon', { couponId: `GUESS${i}`, amount: 2000 })).status).toBe(400);
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
    for (let i = 0; i < 5; i++)
      expect((await postFrom('10.9.0.1', 'web/addenquiry', enquiry, viaProxy(`203.0.113.${i}`))).status).toBe(200);
    expect((await postFrom('10.9.0.1', 'web/addenquiry', enquiry, viaProxy('203.0.113.99'))).status).toBe(429);
    const rows = await h.db.query<{ client_ip: string }>(`select distinct client_ip from enquiries where client_ip like '10.9.%'`);
    expect(rows).toEqual([{ client_ip: '10.9.0.1' }]);
  });

  it('name the client, by the rightmost untrusted hop, with a trusted proxy', async () => {
    const app = createApp({ db: h.db, now, trustProxy: trustProxyFromEnv('10.9.0.0/16') });
    for (let i = 0; i < 5; i++)
      expect((await postFrom('10.9.0.2', 'web/addenquiry', enquiry, { app, ...viaProxy('203.0.113.50') })).status).toBe(200);
    // Same client, whatever it forges on the left; another client behind the same proxy is let in.
    expect(
      (await postFrom('10.9.0.2', 'web/addenquiry', enquiry, { app, headers: { 'x-forwarded-for': '8.8.8.8, 203.0.113.50' } })).status,
    ).toBe(429);
    expect((await postFrom('10.9.0.2', 'web/addenquiry', enquiry, { app, ...viaProxy('203.0.113.51') })).status).toBe(200);
    // A peer that is not our proxy does not get its header believed.
    expect((await postFrom('198.51.100.60', 'web/addenquiry', enquiry, { app, ...viaProxy('203.0.113.50') })).status).toBe(200);
    const rows = await h.db.query<{ client_ip: string }>(
      `select client_ip, count(*)::int as n from enquiries where client_ip in ('203.0.113.50', '203.0.113.51', '198.51.100.60') group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { client_ip: '198.51.100.60', n: 1 },
      { client_ip: '203.0.113.50', n: 5 },
      { client_ip: '203.0.113.51', n: 1 },
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('is read with the other settings: 1 takes the address the one proxy in front saw', async () => {
    const app = createApp({ db: h.db, now, trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
    const res = await postFrom(
      '127.0.0.1',
      'web/addlead',
      { phone: '9123456772' },
      { app, headers: { 'x-forwarded-for': '1.1.1.1, 203.0.113.70' } },
    );
    expect(res.status).toBe(200);
    expect(await h.db.query(`select client_ip from leads where phone = '9123456772'`)).toEqual([{ client_ip: '203.0.113.70' }]);
  });

  it('refuses to start with a setting it cannot read', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: `127.0.0.1\u0000,${'9'.repeat(100_000)}` })).toThrow(/TRUST_PROXY/);
  });

  it('reaches the app only through the settings, as ENQUIRY_RATE_LIMIT does: the app reads no environment', async () => {
    process.env.TRUST_PROXY = 'the load balancer';
    try {
      const app = createApp({ db: h.db, now });
      const res = await postFrom(
        '127.0.0.1',
        'web/addlead',
        { phone: '9123456773' },
        { app, headers: { 'x-forwarded-for': '203.0.113.71' } },
      );
      expect(res.status).toBe(200);
      expect(await h.db.query(`select client_ip from leads where phone = '9123456773'`)).toEqual([{ client_ip: '127.0.0.1' }]);
    } finally {
      delete process.env.TRUST_PROXY;
    }
    expect(loadConfig({ ENQUIRY_RATE_LIMIT: 'off' }).rateLimits.enquiry).toBe(false);
    expect(loadConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
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
  }, 600_000); // opens new databases of its own: seconds apiece on an idle machine, minutes on a busy one

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
  }, 600_000); // opens new databases of its own: seconds apiece on an idle machine, minutes on a busy one
});

describe('over HTTP, as the server runs', () => {
  // Small limits, so that a few requests reach them (a failed sign-in costs a password hash).
  const limits = { ...DEFAULT_RATE_LIMITS, enquiry: { limit: 2, windowMs: 600_000 }, login: { limit: 1, windowMs: 900_000 } };
  let direct: Listening;
  let proxied: Listening;
  beforeAll(async () => {
    // As server/main.ts serves the app; the second one behind a proxy at 127.0.0.4 (TRUST_PROXY).
    direct = await listen(0, '127.0.0.1');
    direct.handleWith(createApp({ db: h.db, now, rateLimits: limits }).fetch);
    proxied = await listen(0, '127.0.0.1');
    proxied.handleWith(
      createApp({ db: h.db, now, rateLimits: limits, trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.4' }).trustProxy }).fetch,
    );
  });
  afterAll(async () => {
    for (const l of [direct, proxied]) await new Promise((resolve) => l?.server.close(resolve));
  });

  /** A POST over a connection of its own from the loopback address `from` (Linux answers on all of 127/8). */
  function postOver(server: Listening, from: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: { success: boolean; message: string } }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          localAddress: from,
          agent: false,
          method: 'POST',
          path: `${API_PREFIX}${path}`,
          headers: { 'content-type': 'application/json', ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  }

  it("counts enquiries per connecting address: one address's limit leaves another's alone; every row names its address", async () => {
    for (let i = 0; i < 2; i++) expect((await postOver(direct, '127.0.0.2', 'web/addenquiry', enquiry)).status).toBe(200);
    const refused = await postOver(direct, '127.0.0.2', 'web/addenquiry', enquiry);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests/);
    expect((await postOver(direct, '127.0.0.3', 'web/addenquiry', enquiry)).status).toBe(200);
    expect(
      await h.db.query(`select client_ip, count(*)::int as n from enquiries where client_ip like '127.0.0.%' group by 1 order by 1`),
    ).toEqual([
      { client_ip: '127.0.0.2', n: 2 },
      { client_ip: '127.0.0.3', n: 1 },
    ]);
    expect(await h.db.query(`select client from rate_limits where bucket = 'enquiry' and client like '127.0.0.%' order by 1`)).toEqual([
      { client: '127.0.0.2' },
      { client: '127.0.0.3' },
    ]);
  });

  it('counts failed sign-ins per connecting address: two addresses at once each get their own try', async () => {
    const tries = await Promise.all([
      postOver(direct, '127.0.0.2', 'admin/login', { phone: '9000000002', password: 'wrong password' }),
      postOver(direct, '127.0.0.3', 'admin/login', { phone: '9000000003', password: 'wrong password' }),
    ]);
    expect(tries.map((t) => t.status)).toEqual([401, 401]);
    // Each address's one try is spent: refused before any password is hashed.
    expect((await postOver(direct, '127.0.0.2', 'admin/login', { phone: '9000000004', password: 'x' })).status).toBe(429);
    expect((await postOver(direct, '127.0.0.3', 'admin/login', { phone: '9000000004', password: 'x' })).status).toBe(429);
    expect(await h.db.query(`select client from rate_limits where bucket = 'login' and client like '127.0.0.%' order by 1`)).toEqual([
      { client: '127.0.0.2' },
      { client: '127.0.0.3' },
    ]);
  });

  it("stores and logs a refused webhook's address", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const res = await postOver(direct, '127.0.0.3', 'payments/razorpay/webhook', '{"event":"payment.captured"}', {
        'x-razorpay-signature': 'forged',
      });
      expect(res.status).toBe(401);
      expect(warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('webhook refused'))).toEqual([
        expect.stringMatching(/^razorpay webhook refused from 127\.0\.0\.3: /),
      ]);
    } finally {
      warn.mockRestore();
    }
    expect(
      await h.db.query(`select client from payment_rejections where provider = 'razorpay' and body_sample like '%payment.captured%'`),
    ).toEqual([{ client: '127.0.0.3' }]);
  });

  it('logs a failure on our side with the address of the request that met it', async () => {
    const broken = await listen(0, '127.0.0.1');
    broken.handleWith(
      createApp({
        db: h.db,
        now: () => {
          throw new Error('the clock is broken');
        },
        rateLimits: limits,
      }).fetch,
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await postOver(broken, '127.0.0.5', 'web/addenquiry', enquiry);
      expect(res).toMatchObject({ status: 500, body: { success: false, message: 'Something went wrong on our side. Please try again.' } });
      expect(error.mock.calls.map(([line]) => String(line))).toContain(`POST ${API_PREFIX}web/addenquiry from 127.0.0.5 failed:`);
    } finally {
      error.mockRestore();
      await new Promise((resolve) => broken.server.close(resolve));
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, believes it from the proxy TRUST_PROXY names, and from no one else', async () => {
    const lead = (phone: string) => ({ phone });
    expect((await postOver(direct, '127.0.0.4', 'web/addlead', lead('9123456790'), { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
    expect(
      (await postOver(proxied, '127.0.0.4', 'web/addlead', lead('9123456791'), { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).status,
    ).toBe(200);
    expect((await postOver(proxied, '127.0.0.5', 'web/addlead', lead('9123456792'), { 'x-forwarded-for': '203.0.113.9' })).status).toBe(
      200,
    );
    expect(
      await h.db.query(`select phone, client_ip from leads where phone in ('9123456790', '9123456791', '9123456792') order by 1`),
    ).toEqual([
      { phone: '9123456790', client_ip: '127.0.0.4' },
      { phone: '9123456791', client_ip: '203.0.113.9' },
      { phone: '9123456792', client_ip: '127.0.0.5' },
    ]);
    expect(
      await h.db.query(
        `select client from rate_limits where bucket = 'lead' and client in ('127.0.0.4', '127.0.0.5', '203.0.113.9') order by 1`,
      ),
    ).toEqual([{ client: '127.0.0.4' }, { client: '127.0.0.5' }, { client: '203.0.113.9' }]);
  });
});
