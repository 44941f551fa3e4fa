import { RECORD_KINDS, isRecordKind, type RecordKind } from '../../src/lib/api/deskRecordKinds.ts';
import type { Queryable } from '../db/database.ts';
import { toPaise, toRupees } from '../../src/lib/money.ts';
import { isDocument, isDocumentList, type StoreSpec, type TableSpec } from '../../src/lib/records/store.ts';
import type { DraftChange, LiveRecord } from '../content/snapshot.ts';
import { placed } from '../content/placement.ts';

/**
 * The live rows of the desk's records (each kind's `store`, src/lib/records/kinds/, says where it lives), read as the
 * desk's fields (rupees, positions from 1) and written back from them: at Publish, in a build's
 * view of the drafts, and at a Rollback.
 */

export type Fields = Record<string, unknown>;

const fieldNames = (kind: RecordKind) => Object.keys(RECORD_KINDS[kind].fields.shape);

const inRupees = (spec: TableSpec, name: string, fields: Fields) => spec.rupees?.includes(name) || spec.rupeesIf?.[name]?.(fields);

/** Every live record of a kind, in the desk's order. */
export async function liveRecords(db: Queryable, kind: RecordKind): Promise<LiveRecord[]> {
  const spec: StoreSpec = RECORD_KINDS[kind].store;
  const names = fieldNames(kind);
  if (isDocument(spec)) {
    const [row] = await db.query<{ value: Fields }>('select value from content where key = $1', [spec.document]);
    if (!row) return [];
    return [{ id: spec.document, label: null, fields: Object.fromEntries(names.map((n) => [n, row.value[n]])) }];
  }
  if (isDocumentList(spec)) {
    const [row] = await db.query<{ value: Fields[] }>('select value from content where key = $1', [spec.documentList]);
    return (row?.value ?? []).map((item) => ({
      id: String(item[spec.idKey]),
      label: null,
      fields: Object.fromEntries(names.map((n) => [n, item[n]])),
    }));
  }
  const id = spec.idColumn ?? 'id';
  const selects = Object.entries(spec.columns).map(([f, col]) => `r.${col}${spec.texts?.includes(f) ? '::text' : ''} as "${f}"`);
  if (spec.ordered) selects.push(`(row_number() over (order by r.sort, r.${id}))::int as "position"`);
  const rows = await db.query<Fields & { id: string; _label: string | null }>(
    `select r.${id} as id, ${spec.labelSql ?? 'null'} as "_label", ${selects.join(', ')}
     from ${spec.table} r order by ${spec.orderSql ?? `r.sort, r.${id}`}`,
  );
  return rows.map(({ id: rowId, _label, ...row }) => {
    const fields: Fields = {};
    for (const n of names) {
      let v = row[n] ?? spec.nulls?.[n] ?? null;
      if (typeof v === 'number' && inRupees(spec, n, row)) v = toRupees(v);
      fields[n] = v;
    }
    return { id: rowId, label: _label, fields };
  });
}

/** A record's live row made `fields` (made when it is new), or removed (null). */
export async function writeLiveRecord(tx: Queryable, kind: RecordKind, recordId: string, fields: Fields | null): Promise<void> {
  const spec: StoreSpec = RECORD_KINDS[kind].store;
  if (isDocument(spec)) {
    if (fields) await tx.query(`update content set value = value || $2::jsonb where key = $1`, [spec.document, JSON.stringify(fields)]);
    return;
  }
  if (isDocumentList(spec)) {
    // Each item keeps what the record does not edit; one made or removed changes the list.
    const [row] = await tx.query<{ value: Fields[] }>('select value from content where key = $1', [spec.documentList]);
    const items = (row?.value ?? []).filter((item) => fields || item[spec.idKey] !== recordId);
    const at = items.findIndex((item) => item[spec.idKey] === recordId);
    if (fields && at >= 0) items[at] = { ...items[at], ...fields };
    else if (fields) items.push({ [spec.idKey]: recordId, ...fields });
    await tx.query('update content set value = $2::jsonb where key = $1', [spec.documentList, JSON.stringify(items)]);
    return;
  }
  const id = spec.idColumn ?? 'id';
  if (!fields) {
    await tx.query(`delete from ${spec.table} where ${id} = $1`, [recordId]);
    return;
  }
  const cols: string[] = [];
  const values: unknown[] = [];
  for (const [f, col] of Object.entries(spec.columns)) {
    let v = fields[f];
    if (spec.nulls && f in spec.nulls && v === spec.nulls[f]) v = null;
    else if (typeof v === 'number' && inRupees(spec, f, fields)) v = toPaise(v);
    cols.push(col);
    values.push(v);
  }
  const param = (i: number) => `$${i + 2}${Array.isArray(values[i]) ? '::text[]' : ''}`;
  const updated = await tx.query(
    `update ${spec.table} set ${cols.map((c, i) => `${c} = ${param(i)}`).join(', ')} where ${id} = $1 returning ${id}`,
    [recordId, ...values],
  );
  if (updated.length === 0)
    await tx.query(`insert into ${spec.table} (${id}, ${cols.join(', ')}) values ($1, ${cols.map((_, i) => param(i)).join(', ')})`, [
      recordId,
      ...values,
    ]);
  if (spec.ordered && typeof fields.position === 'number') await placeAt(tx, spec.table, id, recordId, fields.position);
}

/** The row moved to `position` (from 1) among its table's rows, the others keeping their order. */
async function placeAt(tx: Queryable, table: string, id: string, recordId: string, position: number): Promise<void> {
  const rows = await tx.query<{ id: string; sort: number }>(`select ${id} as id, sort from ${table} order by sort, ${id}`);
  const ids = placed(
    rows.map((r) => r.id),
    recordId,
    position,
  );
  const sortOf = new Map(rows.map((r) => [r.id, r.sort]));
  for (const [sort, rowId] of ids.entries())
    if (sortOf.get(rowId) !== sort) await tx.query(`update ${table} set sort = $2 where ${id} = $1`, [rowId, sort]);
}

const KIND_ORDER = Object.keys(RECORD_KINDS);

/**
 * The snapshot's changes to the desk's records made live, kind by kind in RECORD_KINDS' order (a
 * new category before the add-ons in it), each kind's in the order they were saved.
 */
export async function writeRecordChanges(tx: Queryable, changes: readonly DraftChange[]): Promise<void> {
  const ours = changes.filter((c) => isRecordKind(c.kind));
  const ordered = ours.map((c, i) => ({ c, i })).sort((a, b) => KIND_ORDER.indexOf(a.c.kind) - KIND_ORDER.indexOf(b.c.kind) || a.i - b.i);
  for (const { c } of ordered) await writeLiveRecord(tx, c.kind as RecordKind, c.recordId, c.data);
}

/** The live records of every kind, as a release keeps them for a Rollback. */
export async function allLiveRecords(db: Queryable): Promise<Partial<Record<RecordKind, LiveRecord[]>>> {
  const all: Partial<Record<RecordKind, LiveRecord[]>> = {};
  for (const kind of KIND_ORDER as RecordKind[]) all[kind] = await liveRecords(db, kind);
  return all;
}
