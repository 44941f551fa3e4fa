import type { Queryable } from '../db/database.ts';

/**
 * The live content's version (migration 030's one-row site_content_version): raised by each
 * Publish and Rollback in the transaction that makes their content live, read by a build when it
 * starts, and compared at its swap (server/site/buildRelease.ts).
 */

export async function readContentVersion(q: Queryable): Promise<number> {
  const [row] = await q.query<{ version: string | number }>('select version from site_content_version');
  return Number(row.version);
}

/** Inside a transaction that may make content live: the version, its row locked until the transaction ends. */
export async function lockContentVersion(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ version: string | number }>('select version from site_content_version for update');
  return Number(row.version);
}

/** The next version, for content made live in this transaction. */
export async function raiseContentVersion(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ version: string | number }>('update site_content_version set version = version + 1 returning version');
  return Number(row.version);
}
