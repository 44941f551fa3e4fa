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

const gate = () => new WorkGate({ running: 2, openRunning: 1, waiting: { priority: 3, open: 3 } });
const idle = { running: { priority: 0, open: 0 }, waiting: { priority: 0, open: 0 } };

describe('the work gate', () => {
  it('runs at most its bound at once; the rest wait their turn and run as places free', async () => {
    const g = gate();
    const { started, job, end } = jobs();
    const runs = ['a', 'b', 'c'].map((name) => g.enter('priority')!.run(job(name)));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(g.load()).toEqual({ running: { priority: 2, open: 0 }, waiting: { priority: 1, open: 0 } });
    end('a');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    end('b');
    end('c');
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(g.load()).toEqual(idle);
  });

  it('runs the open lane’s work one at a time, keeping the other place for the priority lane, which starts at once', async () => {
    const g = gate();
    const { started, job, end } = jobs();
    const open = ['open1', 'open2'].map((name) => g.enter('open')!.run(job(name)));
    await settle();
    expect(started).toEqual(['open1']);
    const known = g.enter('priority')!.run(job('known'));
    await settle();
    expect(started).toEqual(['open1', 'known']);
    end('known');
    expect(await known).toBe('known');
    end('open1');
    await settle();
    expect(started).toEqual(['open1', 'known', 'open2']);
    end('open2');
    await Promise.all(open);
    expect(g.load()).toEqual(idle);
  });

  it('starts no open work while priority work runs or waits, whatever has waited longer', async () => {
    const g = gate();
    const { started, job, end } = jobs();
    const open = ['open1', 'open2'].map((name) => g.enter('open')!.run(job(name)));
    await settle();
    const known = ['known1', 'known2'].map((name) => g.enter('priority')!.run(job(name)));
    await settle();
    expect(started).toEqual(['open1', 'known1']);
    // open1's place goes to known2, waiting in the priority line; open2 waits until both are done.
    end('open1');
    await settle();
    expect(started).toEqual(['open1', 'known1', 'known2']);
    end('known1');
    await settle();
    expect(started).toEqual(['open1', 'known1', 'known2']);
    end('known2');
    await settle();
    expect(started).toEqual(['open1', 'known1', 'known2', 'open2']);
    end('open2');
    await Promise.all([...open, ...known]);
    expect(g.load()).toEqual(idle);
  });

  it.each<[Lane, number]>([
    ['open', 3],
    ['priority', 3],
  ])('refuses a place in the %s line past its bound of %i, at once, and gives it again once one is free', (lane, bound) => {
    const g = gate();
    const tickets = Array.from({ length: bound }, () => g.enter(lane));
    expect(tickets.every(Boolean)).toBe(true);
    expect(g.enter(lane)).toBeUndefined();
    tickets[0]!.release();
    expect(g.enter(lane)).toBeDefined();
  });

  it('keeps the priority line’s places when the open line is full', async () => {
    const g = gate();
    const { started, job, end } = jobs();
    const open = ['open1', 'open2', 'open3', 'open4'].map((name) => g.enter('open')!.run(job(name)));
    await settle();
    expect(g.enter('open')).toBeUndefined();
    const known = g.enter('priority');
    expect(known).toBeDefined();
    const mine = known!.run(job('known'));
    await settle();
    expect(started).toEqual(['open1', 'known']);
    end('known');
    expect(await mine).toBe('known');
    for (const name of ['open1', 'open2', 'open3', 'open4']) {
      await settle();
      end(name);
    }
    await Promise.all(open);
    expect(g.load()).toEqual(idle);
  });

  it('frees the place of work that fails, and of a ticket released unused; a ticket runs once', async () => {
    const g = new WorkGate({ running: 1, openRunning: 1, waiting: { priority: 1, open: 1 } });
    await expect(g.enter('open')!.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(g.load()).toEqual(idle);
    const unused = g.enter('open')!;
    unused.release();
    unused.release();
    expect(g.load().waiting.open).toBe(0);
    const once = g.enter('open')!;
    await once.run(async () => 'done');
    await expect(once.run(async () => 'again')).rejects.toThrow('once');
    once.release();
    expect(g.load()).toEqual(idle);
  });
});
