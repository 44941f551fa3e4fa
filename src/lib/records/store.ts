/**
 * Where a record kind lives (each kind's `store`, kinds/*.ts): a row of a table, its fields by
 * column; a whole document of the content table; or an item of a list kept as one document.
 * server/repo/liveRecords.ts reads and writes them.
 */

export interface TableSpec {
  table: string;
  /** The id column (locations are keyed by `key`). */
  idColumn?: string;
  /** Each field's column, in the fields' order. */
  columns: Record<string, string>;
  /** Fields held in paise, edited in rupees. */
  rupees?: readonly string[];
  /** The kind has a Position field: the rows' order (the `sort` column). */
  ordered?: boolean;
  /** How a row is named in the desk's list (an SQL expression over the table as `r`), when its fields do not say. */
  labelSql?: string;
  /** The desk's order, when not by `sort`. */
  orderSql?: string;
  /** A field stored as a column's null (coupons' plan type 'any', no maximum discount). */
  nulls?: Record<string, unknown>;
  /** Read as text (a date column, which drivers would make a Date at some midnight). */
  texts?: readonly string[];
  /** Held in paise only when the record says so (a coupon's value: rupees off when Fixed, else a percent). */
  rupeesIf?: Record<string, (fields: Record<string, unknown>) => boolean>;
}

export interface DocumentSpec {
  /** The content table's key. */
  document: string;
}

/** A list of records kept as one JSON array of the content table (the offer popups), each keyed by its `idKey`. */
export interface DocumentListSpec {
  documentList: string;
  idKey: string;
}

export type StoreSpec = TableSpec | DocumentSpec | DocumentListSpec;

export const isDocument = (s: StoreSpec): s is DocumentSpec => 'document' in s;
export const isDocumentList = (s: StoreSpec): s is DocumentListSpec => 'documentList' in s;

/** The theatres in the desk's order: by branch, then their own (an SQL order over the theatres as `r`). */
export const THEATRE_ORDER = '(select l.sort from locations l where l.key = r.location_key), r.sort, r.id';
