import type { Database, Queryable } from '../db/database.ts';
import { clearDraft, pendingRecords } from '../repo/editRecords.ts';
import { changedBetween, recordRollback } from './rollbackHistory.ts';
import { allLiveRecords, liveRecords, writeLiveRecord, writeRecordChanges } from '../repo/liveRecords.ts';
import { RECORD_KINDS, type RecordKind } from '../../src/lib/api/deskRecordKinds.ts';
import { recordsOfRelease } from './releaseRecords.ts';
import type { Actor, ContentKind, LiveContent, LiveRecord, Snapshot } from './snapshot.ts';
import { guardLive, isGuarded, lockTouchedTheatres } from './catalogueGuard.ts';

/** What a Preview or a Publish builds: every draft as it is now. */
export async function freezeDrafts(db: Queryable): Promise<Snapshot> {
  return {
    changes: (await pendingRecords(db)).map((r) => ({
      kind: r.kind as ContentKind,
      recordId: r.recordId,
      version: r.version,
      data: r.draftRemoved ? null : r.draft,
    })),
  };
}

export async function readLiveContent(db: Queryable): Promise<LiveContent> {
  return { records: await allLiveRecords(db) };
}

/**
 * The snapshot's changes written to the live tables: at the swap, and in a build's rolled-back view
 * (draftView.ts), whose every request does this: only the records the snapshot changes are written.
 */
export async function applyChanges(tx: Queryable, snapshot: Snapshot): Promise<void> {
  await writeRecordChanges(tx, snapshot.changes);
}

/**
 * The drafts weighed now as the swap will weigh them (catalogueGuard.ts), in a transaction that
 * writes them and is always rolled back: a Publish bound to be refused is refused when it is asked
 * for, rather than after its build. The swap weighs them again, as they and the bookings are then.
 */
export async function checkDrafts(db: Database, now: Date): Promise<void> {
  const snapshot = await freezeDrafts(db);
  if (!snapshot.changes.some((c) => isGuarded(c.kind))) return;
  const checked = new Error('checked');
  try {
    await db.transaction(async (tx) => {
      await applyChanges(tx, snapshot);
      await guardLive(tx, snapshot.changes, now, 'Nothing was published:');
      throw checked;
    });
  } catch (e) {
    if (e !== checked) throw e;
  }
}

/**
 * Inside the swap's transaction: the snapshot's changes become the live content, so the API
 * answers what the new pages show from the same moment. A draft saved after the snapshot was taken
 * (a newer version) stays pending for the next Publish. Answers the live content after. Slots,
 * theatres and branches are weighed again as they are then, under their theatres' locks taken
 * before any write (catalogueGuard.ts): a booking made since they were saved counts, and a
 * refusal throws, so that nothing is made live.
 */
export async function applySnapshot(tx: Queryable, snapshot: Snapshot, _actor: Actor, now: Date): Promise<LiveContent> {
  await lockTouchedTheatres(tx, snapshot.changes);
  await applyChanges(tx, snapshot);
  await guardLive(tx, snapshot.changes, now, 'Nothing was published:');
  for (const c of snapshot.changes) await clearDraft(tx, c.kind, c.recordId, c.version);
  return readLiveContent(tx);
}

/**
 * A Rollback's data side: the live content becomes a release's again. Each record it changes gets
 * a new version (an editor's screen opened before is then refused, 412, rather than saving over
 * it) and a 'rollback' line in its history; drafts stay as they were.
 */
export async function restoreLiveContent(tx: Queryable, content: LiveContent, actor: Actor, now: Date): Promise<void> {
  // A rollback may re-time slots or switch theatres off as a Publish may: the same locks and checks.
  const records = recordsOfRelease(content);
  const catalogue = Object.entries(records).flatMap(([kind, rows]) => rows.map((r) => ({ kind, recordId: r.id, data: r.fields })));
  await lockTouchedTheatres(tx, catalogue);
  const changed = [];
  // A release made before a kind was edited does not hold it: that kind stays as it is.
  for (const [kind, rows] of Object.entries(records) as [RecordKind, LiveRecord[]][]) {
    const before = await liveRecords(tx, kind);
    changed.push(...(await restoreRecords(tx, kind, before, rows)));
  }
  await guardLive(
    tx,
    changed.map((c) => ({ kind: c.kind, recordId: c.recordId, data: c.after })),
    now,
    'Nothing was rolled back:',
  );
  await recordRollback(tx, changed, actor, now);
}

/**
 * A kind's live records made a release's again: each it holds gets its fields back (made again if
 * removed since); one made since is removed where the kind may remove records, else left (a
 * coupon or an occasion a booking may name). Answers what changed, for the history.
 */
async function restoreRecords(tx: Queryable, kind: RecordKind, before: readonly LiveRecord[], after: readonly LiveRecord[]) {
  const removable = RECORD_KINDS[kind].removes;
  const kept = removable ? after : [...after, ...before.filter((b) => !after.some((a) => a.id === b.id))];
  const changed = changedBetween(
    kind,
    before,
    kept,
    (r) => r.id,
    (r) => r.fields,
    true,
  );
  // Removals first, then each record at its place from the first: the release's order comes back whole.
  const at = (c: (typeof changed)[number]) => (c.after ? Number(c.after.position ?? 0) : -1);
  for (const c of [...changed].sort((a, b) => at(a) - at(b))) await writeLiveRecord(tx, kind, c.recordId, c.after);
  return changed;
}
