import type { Queryable } from '../db/database.ts';

/**
 * The editors' records: each editable record's version and pending draft (edit_records), and the
 * history of every change (edit_revisions). The live content stays in its own tables until Publish.
 */

export interface EditRecord {
  kind: string;
  recordId: string;
  version: number;
  draft: Record<string, unknown> | null;
  draftRemoved: boolean;
  updatedByName: string;
  updatedAt: Date;
}

interface Row {
  kind: string;
  record_id: string;
  version: number;
  draft: Record<string, unknown> | null;
  draft_removed: boolean;
  updated_by_name: string;
  updated_at: Date;
}

const toRecord = (r: Row): EditRecord => ({
  kind: r.kind,
  recordId: r.record_id,
  version: r.version,
  draft: r.draft,
  draftRemoved: r.draft_removed,
  updatedByName: r.updated_by_name,
  updatedAt: new Date(r.updated_at),
});

/** A record seeded or published without a row is at this version. */
export const FIRST_VERSION = 1;

/**
 * The record's row, locked until the transaction ends (made at FIRST_VERSION first when it has
 * none): two saves of one record take turns, and the second sees the first's version.
 */
export async function lockRecord(tx: Queryable, kind: string, recordId: string, now: Date): Promise<EditRecord> {
  await tx.query(
    `insert into edit_records (kind, record_id, version, updated_by_name, updated_at) values ($1, $2, $3, '', $4)
     on conflict (kind, record_id) do nothing`,
    [kind, recordId, FIRST_VERSION, now],
  );
  const [row] = await tx.query<Row>('select * from edit_records where kind = $1 and record_id = $2 for update', [kind, recordId]);
  return toRecord(row);
}

export async function recordsOf(db: Queryable, kind: string): Promise<EditRecord[]> {
  return (await db.query<Row>('select * from edit_records where kind = $1', [kind])).map(toRecord);
}

export async function findRecord(db: Queryable, kind: string, recordId: string): Promise<EditRecord | undefined> {
  const [row] = await db.query<Row>('select * from edit_records where kind = $1 and record_id = $2', [kind, recordId]);
  return row && toRecord(row);
}

/** Every record with a change waiting for Publish, oldest change first. */
export async function pendingRecords(db: Queryable): Promise<EditRecord[]> {
  return (
    await db.query<Row>('select * from edit_records where draft is not null or draft_removed order by updated_at, kind, record_id')
  ).map(toRecord);
}

export async function writeRecord(
  tx: Queryable,
  r: { kind: string; recordId: string; version: number; draft: Record<string, unknown> | null; removed: boolean },
  by: { staffId: string | null; staffName: string },
  now: Date,
): Promise<void> {
  await tx.query(
    `update edit_records set version = $3, draft = $4, draft_removed = $5, updated_by_id = $6, updated_by_name = $7, updated_at = $8
     where kind = $1 and record_id = $2`,
    [r.kind, r.recordId, r.version, r.draft === null ? null : JSON.stringify(r.draft), r.removed, by.staffId, by.staffName, now],
  );
}

/** Published: the draft saved as `version` is live now; a draft saved since stays pending. */
export async function clearDraft(tx: Queryable, kind: string, recordId: string, version: number): Promise<void> {
  await tx.query('update edit_records set draft = null, draft_removed = false where kind = $1 and record_id = $2 and version = $3', [
    kind,
    recordId,
    version,
  ]);
}

export interface Revision {
  id: number;
  kind: string;
  recordId: string;
  version: number;
  action: 'save' | 'remove' | 'restore' | 'rollback';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  staffId: string | null;
  staffName: string;
  at: Date;
}

/** A revision as the history lists it, with its record's version now (what a restore saves over). */
export interface ListedRevision extends Revision {
  recordVersion: number;
}

interface RevisionRow {
  id: string | number;
  kind: string;
  record_id: string;
  version: number;
  action: Revision['action'];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  staff_id: string | null;
  staff_name: string;
  at: Date;
  record_version?: number;
}

const toRevision = (r: RevisionRow): Revision => ({
  id: Number(r.id),
  kind: r.kind,
  recordId: r.record_id,
  version: r.version,
  action: r.action,
  before: r.before,
  after: r.after,
  staffId: r.staff_id,
  staffName: r.staff_name,
  at: new Date(r.at),
});

export async function insertRevision(tx: Queryable, r: Omit<Revision, 'id'>): Promise<void> {
  await tx.query(
    `insert into edit_revisions (kind, record_id, version, action, before, after, staff_id, staff_name, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      r.kind,
      r.recordId,
      r.version,
      r.action,
      r.before === null ? null : JSON.stringify(r.before),
      r.after === null ? null : JSON.stringify(r.after),
      r.staffId,
      r.staffName,
      r.at,
    ],
  );
}

/** Newest first; one record's, one kind's, or the whole site's. */
export async function listRevisions(
  db: Queryable,
  filter: { kind?: string; recordId?: string },
  page: { limit: number; offset: number },
): Promise<{ revisions: ListedRevision[]; total: number }> {
  const where: string[] = [];
  const args: unknown[] = [];
  if (filter.kind) where.push(`r.kind = $${args.push(filter.kind)}`);
  if (filter.recordId) where.push(`r.record_id = $${args.push(filter.recordId)}`);
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from edit_revisions r ${clause}`, args);
  const rows = await db.query<RevisionRow>(
    `select r.*, coalesce(e.version, ${FIRST_VERSION}) as record_version
     from edit_revisions r left join edit_records e on e.kind = r.kind and e.record_id = r.record_id
     ${clause} order by r.id desc limit $${args.length + 1} offset $${args.length + 2}`,
    [...args, page.limit, page.offset],
  );
  return { revisions: rows.map((r) => ({ ...toRevision(r), recordVersion: Number(r.record_version) })), total: n };
}

export async function findRevision(db: Queryable, id: number): Promise<Revision | undefined> {
  const [row] = await db.query<RevisionRow>('select * from edit_revisions where id = $1', [id]);
  return row && toRevision(row);
}

/**
 * What the desk shows of any record's draft beside its fields: the version a save sends back, its
 * state (a record not live yet is new), and who saved it last.
 */
export function draftMeta(rec: EditRecord | undefined, isLive = true) {
  return {
    version: rec?.version ?? FIRST_VERSION,
    state: rec?.draftRemoved ? 'removed' : !isLive ? 'new' : rec?.draft ? 'changed' : 'live',
    updatedBy: rec?.updatedByName ?? '',
    updatedAt: rec?.updatedByName ? rec.updatedAt.toISOString() : null,
  } as const;
}
