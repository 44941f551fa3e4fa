import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/lib/api/routes.ts';
import { openHarness, type Harness } from './harness.ts';

// The defaults are what this file tests, whatever the environment that runs it says.
delete process.env.ENQUIRY_RATE_LIMIT;

let h: Harness;
let clock = Date.parse('2026-11-22T10:00:00Z');
beforeAll(async () => {
  h = await openHarness({ now: () => new Date(clock) });
});
afterAll(() => h?.close());

const enquiry = { name: 'Asha Rao', email: 'asha@example.com', mobileNumber: '9876543210', description: 'Birthday for 6', eventName: 'Birthday' };

/** A POST as if from a socket at `ip` (the harness's own calls have no socket: client ''). */
async function postFrom(ip: string, path: string, body: unknown) {
  const res = await h.app.request(
    `${API_PREFIX}${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
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
