import { shapeOf, type RecordKind } from '../../src/lib/api/deskRecordKinds.ts';
import { recordLabel } from '../../src/lib/api/deskRecordNames.ts';
import type { DeskRecord } from '../../src/lib/api/deskRecords.ts';
import type { Queryable } from '../db/database.ts';
import { draftMeta, findRecord, recordsOf, type EditRecord } from '../repo/editRecords.ts';
import { liveRecords } from '../repo/liveRecords.ts';
import { placed } from './placement.ts';
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

/**
 * A kind's records: live ones with their drafts, and new ones, in the order Publish will make them
 * (each draft placed in the order it was saved, as Publish places them); removed ones last.
 */
export async function deskRecords(db: Queryable, kind: RecordKind): Promise<DeskRecord[]> {
  const live = await liveRecords(db, kind);
  const records = new Map((await recordsOf(db, kind)).map((r) => [r.recordId, r]));
  let order = live.map((l) => l.id);
  const removed: string[] = [];
  const pending = [...records.values()]
    .filter((r) => r.draft || r.draftRemoved)
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || (a.recordId < b.recordId ? -1 : 1));
  for (const r of pending) {
    if (r.draftRemoved) {
      if (order.includes(r.recordId)) removed.push(r.recordId);
      order = order.filter((id) => id !== r.recordId);
    } else if (typeof r.draft?.position === 'number') order = placed(order, r.recordId, r.draft.position);
    else if (!order.includes(r.recordId)) order.push(r.recordId);
  }
  const ordered = 'position' in shapeOf(kind);
  return [...order, ...removed].map((id, at) => {
    const record = deskRecordOf(
      kind,
      id,
      live.find((l) => l.id === id),
      records.get(id),
    );
    // Where it will be, not where it was saved or is live: another's move since shifts it, and a
    // save of its fields as listed must keep it there.
    return ordered && at < order.length ? { ...record, fields: { ...record.fields, position: at + 1 } } : record;
  });
}

/** One record as the desk shows it, or undefined when there is none (live or new). */
export async function deskRecord(db: Queryable, kind: RecordKind, id: string): Promise<DeskRecord | undefined> {
  const live = (await liveRecords(db, kind)).find((l) => l.id === id);
  const rec = await findRecord(db, kind, id);
  if (!live && !rec?.draft) return undefined;
  return deskRecordOf(kind, id, live, rec);
}
