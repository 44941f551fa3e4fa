import { recordLabel, type RecordKind } from '../../src/lib/api/deskRecordKinds.ts';
import type { DeskRecord } from '../../src/lib/api/deskRecords.ts';
import type { Queryable } from '../db/database.ts';
import { draftMeta, findRecord, recordsOf, type EditRecord } from '../repo/editRecords.ts';
import { liveRecords } from '../repo/liveRecords.ts';
import type { LiveRecord } from './snapshot.ts';

/** A record as the desk shows it: its draft (or live) fields, version, state, and the live fields beside. */
export function deskRecordOf(kind: RecordKind, id: string, live: LiveRecord | undefined, rec: EditRecord | undefined): DeskRecord {
  const draft = rec?.draftRemoved ? null : rec?.draft;
  const fields = draft ?? live?.fields ?? {};
  return {
    id,
    label: live?.label ?? recordLabel(kind, fields),
    ...draftMeta(rec, Boolean(live)),
    fields,
    live: live?.fields ?? null,
  };
}

const positionOf = (r: DeskRecord) => (typeof r.fields.position === 'number' ? r.fields.position : Number.MAX_SAFE_INTEGER);

/** A kind's records: live ones with their drafts, and new ones, in the order Publish will show them; removed ones last. */
export async function deskRecords(db: Queryable, kind: RecordKind): Promise<DeskRecord[]> {
  const live = await liveRecords(db, kind);
  const records = new Map((await recordsOf(db, kind)).map((r) => [r.recordId, r]));
  const shown = live.map((l) => deskRecordOf(kind, l.id, l, records.get(l.id)));
  for (const r of records.values())
    if (!live.some((l) => l.id === r.recordId) && r.draft && !r.draftRemoved) shown.push(deskRecordOf(kind, r.recordId, undefined, r));
  // Stable: records without positions keep the live order.
  const withIndex = shown.map((r, i) => ({ r, i }));
  withIndex.sort(
    (a, b) => Number(a.r.state === 'removed') - Number(b.r.state === 'removed') || positionOf(a.r) - positionOf(b.r) || a.i - b.i,
  );
  return withIndex.map((x) => x.r);
}

/** One record as the desk shows it, or undefined when there is none (live or new). */
export async function deskRecord(db: Queryable, kind: RecordKind, id: string): Promise<DeskRecord | undefined> {
  const live = (await liveRecords(db, kind)).find((l) => l.id === id);
  const rec = await findRecord(db, kind, id);
  if (!live && !rec?.draft) return undefined;
  return deskRecordOf(kind, id, live, rec);
}
