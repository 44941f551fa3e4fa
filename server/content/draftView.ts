import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from '../db/database.ts';

/**
 * A build of drafts (Preview, Publish) reads the API as it will be once they are live. Rather than
 * every read of every editable table laying drafts over its rows, each of the build's requests
 * runs in a transaction that first makes the drafts live (the same writes the swap makes,
 * publishing.ts) and is always rolled back: every route answers from its usual queries and sees the
 * drafts, and nobody else ever does. `viewingDatabase` is the database the app's routes hold: it
 * sends a query to that transaction while a build's request is answered, and to the database else.
 */

interface View {
  tx: Queryable;
  /** False once the transaction has ended: a timer a request started may outlive it. */
  open: boolean;
}

const current = new AsyncLocalStorage<View>();

const openTx = (): Queryable | undefined => {
  const view = current.getStore();
  return view?.open ? view.tx : undefined;
};

export function viewingDatabase(db: Database): Database {
  return {
    // Read when asked: an app may be made on a database it must not touch yet.
    get kind() {
      return db.kind;
    },
    query: (sql, params) => (openTx() ?? db).query(sql, params),
    exec: (sql) => (openTx() ?? db).exec(sql),
    // Inside a view the request's own transaction is part of the one that is rolled back.
    transaction: (fn) => {
      const tx = openTx();
      return tx ? fn(tx) : db.transaction(fn);
    },
    close: () => db.close(),
  };
}

/** Thrown to roll the view's transaction back, carrying the answer out. */
class Answered {
  readonly response: Response;
  constructor(response: Response) {
    this.response = response;
  }
}

/**
 * `respond`'s answer with `apply` (the drafts made live) done first in a transaction of `db` (the
 * database itself, not the viewing one) that is then rolled back. The body is read inside, so the
 * whole answer comes from the view.
 */
export async function inDraftView(
  db: Database,
  apply: (tx: Queryable) => Promise<void>,
  respond: () => Promise<Response>,
): Promise<Response> {
  try {
    await db.transaction(async (tx) => {
      await apply(tx);
      const view: View = { tx, open: true };
      try {
        const res = await current.run(view, respond);
        const body = await res.arrayBuffer();
        throw new Answered(new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers }));
      } finally {
        view.open = false;
      }
    });
  } catch (e) {
    if (e instanceof Answered) return e.response;
    throw e;
  }
  throw new Error('unreachable: the view always answers by rolling back');
}
