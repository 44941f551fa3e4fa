import type { Queryable } from '../db/database.ts';
import { insertRevision, lockRecord, writeRecord } from '../repo/editRecords.ts';
import type { Actor, ContentKind } from './snapshot.ts';

/** A record a rollback changed: its fields before and after (null: it was not there, or is not any more). */
export interface Changed {
  kind: ContentKind;
  recordId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** JSON with every object's keys sorted: a release's content comes back from jsonb with its keys reordered. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/**
 * The records of one kind whose fields differ between two lists of them (`dataOf` says which fields
 * an editor changes). With `all`, one only in either list counts too (an FAQ added or removed).
 */
export function changedBetween<T>(
  kind: ContentKind,
  before: readonly T[],
  after: readonly T[],
  idOf: (t: T) => string,
  dataOf: (t: T) => Record<string, unknown>,
  all = false,
): Changed[] {
  const ids = [...new Set([...before.map(idOf), ...after.map(idOf)])].sort();
  const changed: Changed[] = [];
  for (const id of ids) {
    const b = before.find((t) => idOf(t) === id);
    const a = after.find((t) => idOf(t) === id);
    if ((!a || !b) && !all) continue;
    const [bd, ad] = [b ? dataOf(b) : null, a ? dataOf(a) : null];
    if (canonical(bd) !== canonical(ad)) changed.push({ kind, recordId: id, before: bd, after: ad });
  }
  return changed;
}

/** Each record a rollback changed: a new version (drafts kept as they are) and a 'rollback' line in its history. */
export async function recordRollback(tx: Queryable, changed: readonly Changed[], actor: Actor, now: Date): Promise<void> {
  for (const c of changed) {
    const rec = await lockRecord(tx, c.kind, c.recordId, now);
    const version = rec.version + 1;
    await writeRecord(tx, { kind: c.kind, recordId: c.recordId, version, draft: rec.draft, removed: rec.draftRemoved }, actor, now);
    await insertRevision(tx, {
      kind: c.kind,
      recordId: c.recordId,
      version,
      action: 'rollback',
      before: c.before,
      after: c.after,
      staffId: actor.staffId,
      staffName: actor.staffName,
      at: now,
    });
  }
}
