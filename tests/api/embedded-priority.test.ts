import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { withWorkPriority } from '../../server/db/workPriority.ts';

/**
 * The embedded database runs one unit of work at a time: a customer's waiting work starts before
 * the desk's, and a transaction runs whole. Each case holds the database with a transaction until
 * every other call is queued behind it, so the order seen is the queue's, whatever the timing.
 */
describe('the embedded database under load', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await db.close();
  });

  /** A transaction that holds the database until `release` is called; `order` gets 'held' and 'committed'. */
  function holdDatabase(order: string[]) {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const done = db.transaction(async (tx) => {
      await tx.query('select 1');
      order.push('held');
      await gate;
      await tx.query('select 2');
      order.push('committed');
    });
    return { release, done };
  }

  it("starts a customer's query queued after the desk's before them, once the transaction in progress has committed", async () => {
    const order: string[] = [];
    const held = holdDatabase(order);
    const queued = [
      withWorkPriority('desk', () => db.query('select 1')).then(() => order.push('desk search')),
      withWorkPriority('desk', () => db.transaction((tx) => tx.query('select 1'))).then(() => order.push('desk change')),
      db.query('select 1').then(() => order.push('customer slot read')),
      withWorkPriority('customer', () => db.query('select 1')).then(() => order.push('customer booking')),
    ];
    held.release();
    await Promise.all([held.done, ...queued]);
    expect(order).toEqual(['held', 'committed', 'customer slot read', 'customer booking', 'desk search', 'desk change']);
  });

  it('keeps the desk’s transaction whole: a customer query waiting meanwhile runs after its commit, and sees it', async () => {
    await db.exec('create table if not exists priority_probe (n int)');
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const inside = new Promise<void>((r) => (started = r));
    const deskChange = withWorkPriority('desk', () =>
      db.transaction(async (tx) => {
        await tx.query('insert into priority_probe values (1)');
        started();
        await gate;
        await tx.query('insert into priority_probe values (2)');
        order.push('desk committed');
      }),
    );
    await inside;
    const read = db.query<{ n: number }>('select count(*)::int as n from priority_probe').then((rows) => {
      order.push('customer read');
      return rows[0].n;
    });
    release();
    await deskChange;
    const n = await read;
    expect(order).toEqual(['desk committed', 'customer read']);
    expect(n).toBe(2);
  });

  it('goes on after a unit of work that fails', async () => {
    const failed = withWorkPriority('desk', () => db.query('select * from no_such_table'));
    const next = db.query<{ n: number }>('select 41 + 1 as n');
    await expect(failed).rejects.toThrow(/no_such_table/);
    expect(await next).toEqual([{ n: 42 }]);
  });
});
