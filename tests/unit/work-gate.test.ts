import { describe, expect, it } from 'vitest';
import { WorkGate, type Lane } from '../../server/auth/workGate.ts';

/**
 * The bound on password work, with work whose end the test decides (a promise it resolves), so
 * that what runs, waits and is refused is seen by count, whatever the machine's speed.
 */
function jobs() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const job = (name: string) => () => {
    started.push(name);
    return new Promise<string>((resolve) => finish.set(name, () => resolve(name)));
  };
  return { started, job, end: (name: string) => finish.get(name)!() };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const gate = () => new WorkGate({ running: 2, waiting: { priority: 2, open: 3 } });

describe('the work gate', () => {
  it('runs at most its bound at once; the rest wait their turn and run as places free', async () => {
    const g = gate();
    const { started, job, end } = jobs();
    const runs = ['a', 'b', 'c'].map((name) => g.enter('open')!.run(job(name)));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(g.load()).toEqual({ running: 2, waiting: { priority: 0, open: 1 } });
    end('a');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    end('b');
    end('c');
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(g.load()).toEqual({ running: 0, waiting: { priority: 0, open: 0 } });
  });

  it.each<[Lane, number]>([
    ['open', 3],
    ['priority', 2],
  ])('refuses a place in the %s line past its bound of %i, at once, and gives it again once one is free', (lane, bound) => {
    const g = gate();
    const tickets = Array.from({ length: bound }, () => g.enter(lane));
    expect(tickets.every(Boolean)).toBe(true);
    expect(g.enter(lane)).toBeUndefined();
    tickets[0]!.release();
    expect(g.enter(lane)).toBeDefined();
  });

  it('keeps the priority line’s places when the open line is full, and serves it first', async () => {
    const g = gate();
    const { started, job, end } = jobs();
    const running = ['run1', 'run2'].map((name) => g.enter('open')!.run(job(name)));
    const open = ['open1', 'open2', 'open3'].map((name) => g.enter('open')!.run(job(name)));
    await settle();
    expect(g.enter('open')).toBeUndefined();
    const known = g.enter('priority');
    expect(known).toBeDefined();
    const mine = known!.run(job('known'));
    await settle();
    end('run1');
    await settle();
    // The next free place goes to the priority line, ahead of those waiting longer in the open one.
    expect(started).toEqual(['run1', 'run2', 'known']);
    end('known');
    expect(await mine).toBe('known');
    for (const name of ['run2', 'open1', 'open2', 'open3']) {
      await settle();
      end(name);
    }
    await Promise.all([...running, ...open]);
    expect(g.load().running).toBe(0);
  });

  it('frees the place of work that fails, and of a ticket released unused; a ticket runs once', async () => {
    const g = new WorkGate({ running: 1, waiting: { priority: 1, open: 1 } });
    await expect(g.enter('open')!.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(g.load()).toEqual({ running: 0, waiting: { priority: 0, open: 0 } });
    const unused = g.enter('open')!;
    unused.release();
    unused.release();
    expect(g.load().waiting.open).toBe(0);
    const once = g.enter('open')!;
    await once.run(async () => 'done');
    await expect(once.run(async () => 'again')).rejects.toThrow('once');
    once.release();
    expect(g.load()).toEqual({ running: 0, waiting: { priority: 0, open: 0 } });
  });
});
