import { describe, expect, it } from 'vitest';
import { SiteRebuilder } from '../../server/site/rebuilder.ts';

/** A build whose end the test decides. */
function controllableBuild() {
  const finishers: ((err?: Error) => void)[] = [];
  let started = 0;
  const build = () =>
    new Promise<void>((resolve, reject) => {
      started += 1;
      finishers.push((err) => (err ? reject(err) : resolve()));
    });
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return { build, started: () => started, finish: async (err?: Error) => (finishers.shift()!(err), await tick()) };
}

describe('SiteRebuilder', () => {
  it('coalesces requests made during a build into one more build', async () => {
    const b = controllableBuild();
    const r = new SiteRebuilder(b.build);
    expect(r.request()).toBe('started');
    expect(r.request()).toBe('queued');
    expect(r.request()).toBe('queued');
    expect(b.started()).toBe(1);
    await b.finish();
    expect(b.started()).toBe(2); // one follow-up, not two
    expect(r.status()).toMatchObject({ running: true, queued: false, builds: 1 });
    await b.finish();
    await r.idle();
    expect(r.status()).toMatchObject({ running: false, queued: false, builds: 2, lastError: null });
  });

  it('reports a failed build and keeps working', async () => {
    const b = controllableBuild();
    const r = new SiteRebuilder(b.build);
    r.request();
    await b.finish(new Error('API down'));
    await r.idle();
    expect(r.status()).toMatchObject({ builds: 0, lastError: 'API down' });
    expect(r.request()).toBe('started');
    await b.finish();
    await r.idle();
    expect(r.status()).toMatchObject({ builds: 1, lastError: null });
  });
});
