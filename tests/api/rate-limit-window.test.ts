import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimit, pruneRateLimits, type Hit } from '../../server/repo/rateLimits.ts';
import { onRealPostgres, openHarness, type Harness } from './harness.ts';
import { reopenableDb } from './rateLimitDb.ts';

// The sliding window as the database counts it (server/repo/rateLimits.ts), on PGlite and on a
// real PostgreSQL alike.

const MINUTE = 60_000;

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(() => h?.close());

let bucketNo = 0;
/** A limit of its own for each test, so that the tests do not count each other's hits. */
function limiter(limit: number, windowMs: number, start = 1_000_000) {
  const bucket = `test-${++bucketNo}`;
  let t = start;
  return {
    hit: (client = 'a', at = t) => hitRateLimit(h.db, { bucket, client, limit, windowMs, now: at } satisfies Hit),
    advance: (ms: number) => (t += ms),
    get now() {
      return t;
    },
  };
}

describe('hitRateLimit', () => {
  it('lets `limit` requests through in a window, refuses the next, and says when to come back', async () => {
    const l = limiter(3, 10 * MINUTE);
    expect(await l.hit()).toEqual({ allowed: true });
    l.advance(MINUTE);
    expect(await l.hit()).toEqual({ allowed: true });
    l.advance(MINUTE);
    expect(await l.hit()).toEqual({ allowed: true });
    l.advance(MINUTE);
    // The first request (3 minutes ago) leaves the window in 7 minutes.
    expect(await l.hit()).toEqual({ allowed: false, retryAfterMs: 7 * MINUTE });
  });

  it('slides: room comes back one request at a time as the oldest ones age out', async () => {
    const l = limiter(2, 10 * MINUTE);
    await l.hit();
    l.advance(5 * MINUTE);
    await l.hit();
    l.advance(5 * MINUTE - 1);
    expect((await l.hit()).allowed).toBe(false);
    l.advance(1); // the first request is now exactly 10 minutes old: out of the window
    expect((await l.hit()).allowed).toBe(true);
    expect(await l.hit()).toEqual({ allowed: false, retryAfterMs: 5 * MINUTE });
  });

  it('does not count refused requests, so knocking does not extend the wait', async () => {
    const l = limiter(1, MINUTE);
    await l.hit();
    for (let i = 0; i < 5; i++) {
      l.advance(10_000);
      expect((await l.hit()).allowed).toBe(false);
    }
    l.advance(10_000);
    expect((await l.hit()).allowed).toBe(true);
  });

  it('keeps a separate count per client, the empty one included, and per limit', async () => {
    const l = limiter(1, MINUTE);
    expect((await l.hit('')).allowed).toBe(true);
    expect((await l.hit('')).allowed).toBe(false);
    expect((await l.hit('10.0.0.2')).allowed).toBe(true);
    expect((await l.hit('10.0.0.2')).allowed).toBe(false);
    expect((await limiter(1, MINUTE).hit('10.0.0.2')).allowed).toBe(true);
  });

  it('follows a changed window: a shorter one forgets older hits at once', async () => {
    const bucket = `test-${++bucketNo}`;
    const hit = (windowMs: number, now: number) => hitRateLimit(h.db, { bucket, client: 'a', limit: 1, windowMs, now });
    expect((await hit(10 * MINUTE, 0)).allowed).toBe(true);
    expect((await hit(10 * MINUTE, 2 * MINUTE)).allowed).toBe(false);
    expect((await hit(MINUTE, 2 * MINUTE)).allowed).toBe(true);
  });

  it('decides concurrent requests one at a time: never more than the limit get in', async () => {
    const l = limiter(5, 10 * MINUTE);
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => l.hit('racer')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('holds the limit across separate connections to one database', async () => {
    // On PostgreSQL three pools, as three server processes have; PGlite has one connection.
    const store = onRealPostgres ? await reopenableDb() : undefined;
    const dbs = store ? await Promise.all([store.open(), store.open(), store.open()]) : [h.db];
    try {
      const hit = (i: number) => hitRateLimit(dbs[i % dbs.length], { bucket: 'race', client: 'b', limit: 7, windowMs: MINUTE, now: 5_000 });
      const verdicts = await Promise.all(Array.from({ length: 30 }, (_, i) => hit(i)));
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(7);
    } finally {
      if (store) {
        await Promise.all(dbs.map((db) => db.close()));
        await store.drop();
      }
    }
  });
});

describe('pruneRateLimits', () => {
  it('deletes only the rows whose every hit has left the window', async () => {
    const l = limiter(3, MINUTE, 50_000_000);
    await l.hit('quiet');
    l.advance(30_000);
    await l.hit('busy');
    l.advance(MINUTE - 30_000); // 'quiet' hit a minute ago, 'busy' 30 s ago
    const rows = () =>
      h.db.query<{ client: string }>('select client from rate_limits where client in ($1, $2) order by client', ['busy', 'quiet']);
    expect(await rows()).toHaveLength(2);
    expect(await pruneRateLimits(h.db, l.now)).toBeGreaterThanOrEqual(1);
    expect(await rows()).toEqual([{ client: 'busy' }]);
  });
});
