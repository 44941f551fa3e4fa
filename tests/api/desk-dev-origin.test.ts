import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DESK_PREFIX } from '../../src/lib/api/deskRoutes.ts';
import { loadConfig } from '../../server/config.ts';
import { DEV_STAFF } from '../../server/db/seed/data/staff.ts';
import { deskOrigins, WRONG_ORIGIN } from '../../server/desk/originCheck.ts';
import { startServer } from '../../server/main.ts';

/**
 * The desk's Origin check on the server as `npm start` runs it: SITE_URL says localhost, and a
 * developer opens the desk at 127.0.0.1 (or [::1]). In development that is the same site; under
 * NODE_ENV=production it is not.
 */
const dir = mkdtempSync(join(tmpdir(), 'desk-dev-origin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SITE_URL = 'http://localhost:4321';
const owner = DEV_STAFF.find((s) => s.role === 'owner')!;

/** A server on its own port, API only, its SITE_URL the default one. */
async function serverWith(env: NodeJS.ProcessEnv) {
  const config = { ...loadConfig({ SITE_URL, ...env }), port: 0, dataDir: join(dir, 'data'), siteDir: undefined };
  const server = await startServer(config);
  const signIn = (origin: string | null, body: unknown = { login: owner.login, password: owner.password }) =>
    fetch(`http://127.0.0.1:${server.port}${DESK_PREFIX}sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin === null ? {} : { origin }) },
      body: JSON.stringify(body),
    });
  return { server, signIn };
}

/** Origins that only look like the machine's own: another port or scheme, a look-alike name, another loopback address. */
const LOOK_ALIKES = [
  null,
  'null',
  'http://127.0.0.1:4322',
  'https://127.0.0.1:4321',
  'http://127.0.0.1.evil.example:4321',
  'http://localhost.evil.example:4321',
  'http://127.0.0.2:4321',
  'http://0.0.0.0:4321',
  'http://[::1]:80',
  'http://127.0.0.1',
];

describe('in development', () => {
  it('signs in at http://127.0.0.1:4321/desk and http://[::1]:4321/desk as at localhost, and nowhere that only looks like them', async () => {
    const { server, signIn } = await serverWith({});
    try {
      for (const origin of ['http://127.0.0.1:4321', 'http://[::1]:4321', SITE_URL]) {
        const res = await signIn(origin);
        expect(res.status, origin).toBe(200);
        const cookie = res.headers.get('set-cookie')!.split(';')[0];
        // The session works from there too: a call that changes something (sign out) is let through.
        const out = await fetch(`http://127.0.0.1:${server.port}${DESK_PREFIX}sign-out`, {
          method: 'POST',
          headers: { origin, cookie, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(out.status, origin).toBe(200);
      }
      for (const origin of LOOK_ALIKES) {
        const res = await signIn(origin);
        expect(res.status, String(origin)).toBe(403);
        expect((await res.json()).message).toBe(WRONG_ORIGIN);
      }
    } finally {
      await server.stop();
    }
  });
});

describe('under NODE_ENV=production', () => {
  it('takes the site at SITE_URL only: 127.0.0.1 is another origin', async () => {
    const { server, signIn } = await serverWith({ NODE_ENV: 'production', PAYMENTS: 'sandbox', MESSAGES: 'sandbox' });
    try {
      for (const origin of ['http://127.0.0.1:4321', 'http://[::1]:4321', ...LOOK_ALIKES]) {
        const res = await signIn(origin);
        expect(res.status, String(origin)).toBe(403);
        expect((await res.json()).message).toBe(WRONG_ORIGIN);
      }
      // From SITE_URL the call gets past the check: the wrong password is what refuses it.
      const own = await signIn(SITE_URL, { login: owner.login, password: 'not the password' });
      expect(own.status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});

describe('deskOrigins', () => {
  it.each([
    ['http://localhost:4321', false, ['http://localhost:4321', 'http://127.0.0.1:4321', 'http://[::1]:4321']],
    ['http://127.0.0.1:8080', false, ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']],
    ['https://localhost', false, ['https://localhost', 'https://127.0.0.1', 'https://[::1]']],
    ['http://localhost:4321', true, ['http://localhost:4321']],
    // A public address has no other names to add, in development or not.
    ['https://theatre.example.in', false, ['https://theatre.example.in']],
    ['http://localhost.example.in:4321', false, ['http://localhost.example.in:4321']],
  ])('%s, production %s: %j', (site, production, expected) => {
    expect(new Set(deskOrigins(site, [], production))).toEqual(new Set(expected));
  });

  it('keeps CORS_ORIGINS beside them, once each', () => {
    expect(deskOrigins('http://localhost:4321', ['https://www.example.in', 'http://localhost:4321'], false)).toEqual([
      'https://www.example.in',
      'http://localhost:4321',
      'http://127.0.0.1:4321',
      'http://[::1]:4321',
    ]);
  });
});
