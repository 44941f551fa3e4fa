import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openHarness, type Harness } from './harness.ts';

/** What every API request passes before a handler: size, type, method and origin. */
let h: Harness;
let app: ReturnType<typeof createApp>;
let server: ReturnType<typeof serve>;
let port: number;
const SITE = 'https://site.example';

beforeAll(async () => {
  h = await openHarness();
  app = createApp({ db: h.db, corsOrigins: [SITE] });
  server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await h?.close();
});

const send = (path: string, init: RequestInit = {}) => app.request(`/v1/theatre/${path}`, init);
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

interface Streamed {
  status: number;
  body: string;
  /** Bytes the client managed to send before the server answered or cut it off. */
  sent: number;
}

/**
 * Streams up to `total` bytes of a JSON string as a chunked body over a real socket, stopping when
 * the server answers or closes. `declared` sends a Content-Length instead of chunking.
 */
function streamBody(path: string, total: number, declared = false): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `/v1/theatre/${path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(declared ? { 'content-length': String(total) } : {}) },
      },
      (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body, sent });
        });
      },
    );
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && !req.destroyed && sent < total) {
        sent += chunk.length;
        if (!req.write(sent === chunk.length ? Buffer.concat([Buffer.from('{"name":"'), chunk]) : chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (sent >= total && !answered) req.end();
    };
    pump();
  });
}

describe('request bodies over 64 KB', () => {
  it('are refused from their declared length, before they are sent (413 with a message)', async () => {
    const res = await streamBody('web/addenquiry', 500 * 1024 * 1024, true);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('The request body is too large: at most 64 KB is accepted.');
    expect(res.sent).toBeLessThan(20 * 1024 * 1024);
  });

  it('are refused while streaming, as soon as the limit is passed, and memory does not grow with them', async () => {
    const before = process.memoryUsage().rss;
    const res = await streamBody('web/addenquiry', 300 * 1024 * 1024);
    const grown = process.memoryUsage().rss - before;
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).success).toBe(false);
    // The client stops when the answer comes; what it had sent by then is socket buffers, not 300 MB.
    expect(res.sent).toBeLessThan(50 * 1024 * 1024);
    expect(grown).toBeLessThan(64 * 1024 * 1024);
  });

  it('just under the limit are read and judged on their content', async () => {
    const res = await send('web/addenquiry', json({ name: 'x'.repeat(60 * 1024) }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.map((e: { field: string }) => e.field)).toContain('name');
  });

  it('are refused on every call, with or without a declared length', async () => {
    const big = JSON.stringify({ slotDate: 'x'.repeat(70 * 1024) });
    const declared = await send('web/getalltheatres/forweb', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    const undeclared = await send('web/getslotsbydate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(undeclared.status).toBe(413);
  });
});

describe('content types', () => {
  it.each([
    ['text/plain', '{"name":"x"}'],
    ['application/x-www-form-urlencoded', 'name=x&email=y'],
    ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--'],
    ['application/xml', '<name>x</name>'],
    ['application/jsonp', '{}'],
  ])('%s is refused with 415 and a message, so a cross-site form cannot post', async (type, body) => {
    const res = await send('web/addenquiry', { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(415);
    const answer = await res.json();
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(/must be JSON, sent with Content-Type: application\/json/);
  });

  it('a body with no content type is refused with 415', async () => {
    // Over a real socket: a byte body gets a Content-Length and no Content-Type.
    const res = await fetch(`http://127.0.0.1:${port}/v1/theatre/web/addlead`, {
      method: 'POST',
      body: new TextEncoder().encode('{"phone":"9876543210"}'),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toMatch(/not without a type/);
  });

  it('application/json with a charset, in any case, is accepted', async () => {
    const res = await send('web/getalltheatres/forweb', {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
      body: '{"slotDate":"2099-01-01"}',
    });
    expect(res.status).toBe(400); // judged on its content (beyond the booking horizon), not its type
    expect((await res.json()).errors[0].field).toBe('slotDate');
  });

  it('a POST with no body needs no type (the content calls take none)', async () => {
    const res = await send('web/allmodules', { method: 'POST' });
    expect(res.status).toBe(200);
  });
});

describe('methods', () => {
  it.each([
    ['GET', 'web/addenquiry', 'POST'],
    ['PUT', 'web/getalltheatres/forweb', 'POST'],
    ['DELETE', 'admin/address/getall', 'GET, HEAD'],
    ['POST', 'admin/address/getall', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s and a JSON message', async (method, path, allow) => {
    const res = await send(path, { method, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}) });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.message).toContain(`not ${method}`);
  });

  it('an unknown path is still a 404', async () => {
    expect((await send('web/nothing', { method: 'GET' })).status).toBe(404);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    send('web/addenquiry', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('answers a preflight from an allowed origin with that origin, POST and Content-Type', async () => {
    const res = await preflight(SITE);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('gives a preflight from any other origin no Access-Control-Allow-Origin, so the browser never sends the request', async () => {
    for (const origin of ['https://evil.example', 'https://site.example.evil.example', 'null', 'http://site.example']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('marks an allowed cross-origin answer readable, and leaves a refused one unreadable', async () => {
    const ok = await send('web/getalltheatres', { method: 'POST', headers: { origin: SITE } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    const refused = await send('web/getalltheatres', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no other origin by default', async () => {
    const plain = createApp({ db: h.db });
    const res = await plain.request('/v1/theatre/web/addenquiry', {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
