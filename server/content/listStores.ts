import type { Queryable } from '../db/database.ts';
import { livePhotos, livePrices, writeLivePhotos, writeLivePrices } from '../repo/liveTheatres.ts';
import { getPopups, writePopups } from '../repo/content.ts';
import { changedBetween, type Changed } from './rollbackHistory.ts';
import type { ContentKind, DraftChange, LiveContent } from './snapshot.ts';

/**
 * The kinds read and written as one list (the theatres' prices, their photos, the offer popups),
 * whose records are changed one by one: a Publish lays each change over its record and writes the
 * list back; a Rollback writes a release's list back and tells which records it changed.
 */

type Row = Record<string, unknown>;

interface ListStore {
  kind: ContentKind;
  /** Where a release keeps the list (absent in releases made before the kind was edited). */
  key: 'theatrePrices' | 'theatrePhotos' | 'popups';
  live(db: Queryable): Promise<Row[]>;
  write(tx: Queryable, rows: readonly Row[]): Promise<void>;
  /** Its id, and the rest: what a draft of it holds. */
  idKey: string;
}

/** One list's store, typed by its rows; held untyped beside the others. */
const store = <T>(s: {
  kind: ContentKind;
  key: ListStore['key'];
  live: (db: Queryable) => Promise<T[]>;
  write: (tx: Queryable, rows: readonly T[]) => Promise<void>;
  idKey: keyof T & string;
}): ListStore => s as unknown as ListStore;

const STORES: ListStore[] = [
  store({ kind: 'theatre-price', key: 'theatrePrices', live: livePrices, write: writeLivePrices, idKey: 'id' }),
  store({ kind: 'theatre-photos', key: 'theatrePhotos', live: livePhotos, write: writeLivePhotos, idKey: 'id' }),
  store({ kind: 'popup', key: 'popups', live: getPopups, write: writePopups, idKey: '_id' }),
];

const fieldsOf = (s: ListStore) => (row: Row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== s.idKey));

/** The lists as they are live, as a release keeps them. */
export async function readListStores(db: Queryable): Promise<Pick<LiveContent, ListStore['key']>> {
  const out: Pick<LiveContent, ListStore['key']> = {};
  for (const s of STORES) (out as Record<string, unknown>)[s.key] = await s.live(db);
  return out;
}

/** Each list a change names, with its changes laid over its records and written back. */
export async function applyListChanges(tx: Queryable, changes: readonly DraftChange[]): Promise<void> {
  for (const s of STORES) {
    const mine = changes.filter((c) => c.kind === s.kind && c.data);
    if (mine.length === 0) continue;
    const rows = (await s.live(tx)).map((row) => ({ ...row, ...mine.find((c) => c.recordId === row[s.idKey])?.data }));
    await s.write(tx, rows);
  }
}

/** Each list a release holds written back; what it changed, for the history. */
export async function restoreListStores(tx: Queryable, content: LiveContent): Promise<Changed[]> {
  const changed: Changed[] = [];
  for (const s of STORES) {
    const rows = content[s.key] as Row[] | undefined;
    if (!rows) continue;
    const before = await s.live(tx);
    await s.write(tx, rows);
    changed.push(...changedBetween(s.kind, before, rows, (r) => String(r[s.idKey]), fieldsOf(s)));
  }
  return changed;
}
