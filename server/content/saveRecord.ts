import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { insertRevision, lockRecord, writeRecord, type EditRecord, type Revision } from '../repo/editRecords.ts';
import { canonical } from './rollbackHistory.ts';
import type { Actor, ContentKind } from './snapshot.ts';

export const STALE = 'Someone saved this after you opened it. Compare their version with yours, then save again.';

/** Thrown when the version sent is not the record's: the record as it is now goes with it, to show beside the editor's. */
export class StaleVersion extends HttpError {
  constructor(current: unknown) {
    super(412, STALE, { current });
  }
}

export interface SaveInput {
  kind: ContentKind;
  recordId: string;
  /** The version the editor read (If-Match); undefined for a record made now. */
  ifMatch: number | undefined;
  /** The record's new fields, or null to remove it. */
  data: Record<string, unknown> | null;
  action: Revision['action'];
  /** The record as it is live, or null when it is not. */
  live: Record<string, unknown> | null;
}

/**
 * One save of a record as a draft, in the caller's transaction: its row is locked, the version
 * checked (412 with the record as it is now, `current` makes it for the answer), the draft and its
 * new version written, and a history row with before and after. A save that changes nothing (the
 * fields as its draft, or the live record, has them already) writes nothing: no new version, so an
 * editor's screen open on it stays current, and no line in the history.
 */
export async function saveRecord(
  tx: Queryable,
  s: SaveInput,
  actor: Actor,
  now: Date,
  current: (r: EditRecord) => Promise<unknown>,
): Promise<EditRecord & { changed: boolean }> {
  const rec = await lockRecord(tx, s.kind, s.recordId, now);
  if (s.ifMatch !== undefined && s.ifMatch !== rec.version) throw new StaleVersion(await current(rec));
  const before = rec.draftRemoved ? null : (rec.draft ?? s.live);
  if (canonical(before) === canonical(s.data)) return { ...rec, changed: false };
  // A record made now keeps the version its row was made with; each later save adds one.
  const version = s.ifMatch === undefined ? rec.version : rec.version + 1;
  await writeRecord(tx, { kind: s.kind, recordId: s.recordId, version, draft: s.data, removed: s.data === null }, actor, now);
  await insertRevision(tx, {
    kind: s.kind,
    recordId: s.recordId,
    version,
    action: s.action,
    before,
    after: s.data,
    staffId: actor.staffId,
    staffName: actor.staffName,
    at: now,
  });
  return { ...rec, version, draft: s.data, draftRemoved: s.data === null, updatedByName: actor.staffName, updatedAt: now, changed: true };
}
