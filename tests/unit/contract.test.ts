import { describe, expect, it } from 'vitest';
import { calls } from '../../src/lib/api/calls.ts';
import { routes } from '../../src/lib/api/routes.ts';
import { createClient } from '../../src/lib/api/client.ts';
import { IndianMobile, IsoDate, Mobile10 } from '../../src/lib/api/fields.ts';

describe('the contract tables', () => {
  it('name the same calls, at the same paths', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, call] of Object.entries(calls)) expect(call.path).toBe(routes[name as keyof typeof routes].path);
    expect(new Set(Object.values(routes).map((r) => r.path)).size).toBe(Object.keys(routes).length);
  });
});

describe('field rules', () => {
  it.each([
    ['2026-11-22', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['22-11-2026', false],
  ])('date %s valid: %s', (s, ok) => expect(IsoDate.safeParse(s).success).toBe(ok));

  it.each([
    ['9876543210', true, true],
    ['5876543210', true, false],
    ['987654321', false, false],
    ['98765x3210', false, false],
  ])('mobile %s: enquiry %s, booking %s', (s, enquiry, booking) => {
    expect(Mobile10.safeParse(s).success).toBe(enquiry);
    expect(IndianMobile.safeParse(s).success).toBe(booking);
  });
});

describe('createClient', () => {
  it('posts JSON to the path under the API prefix, with the token only on booking calls', async () => {
    const seen: { url: string; method: string; auth: string | null; body: string }[] = [];
    const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      seen.push({ url: req.url, method: req.method, auth: req.headers.get('authorization'), body: await req.text() });
      return new Response(JSON.stringify({ success: true, message: 'OK' }), { headers: { 'content-type': 'application/json' } });
    };
    const original = globalThis.fetch;
    globalThis.fetch = fetchStub as typeof fetch;
    try {
      const client = createClient({ origin: 'http://api.test/', token: () => 'tok' });
      await client.theatresForWeb({ slotDate: '2026-11-22' });
      await client.addresses();
      await client.updateCakes({ bookingId: 'b1', products: [] });
    } finally {
      globalThis.fetch = original;
    }
    expect(seen[0]).toMatchObject({
      url: 'http://api.test/v1/theatre/web/getalltheatres/forweb',
      method: 'POST',
      auth: null,
      body: '{"slotDate":"2026-11-22"}',
    });
    expect(seen[1]).toMatchObject({ url: 'http://api.test/v1/theatre/admin/address/getall', method: 'GET' });
    expect(seen[2]).toMatchObject({ url: 'http://api.test/v1/theatre/booking/new/updatecakes', auth: 'Bearer tok' });
  });
});
