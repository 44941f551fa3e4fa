/**
 * What a Preview or a Publish builds: the editors' drafts frozen at the build's start (so edits
 * saved during the build wait for the next one), and the live content a release leaves, kept with
 * it for a Rollback. The site's build reads the API with the snapshot made live in a rolled-back
 * transaction (draftView.ts); the swap's transaction makes it live for good (publishing.ts).
 */

import type { RecordKind } from '../../src/lib/api/deskRecordKinds.ts';

/**
 * The kinds of records the editors' desk edits (deskRecordKinds.ts), and one kind the history still
 * names: the FAQs' order, a record of its own before each FAQ held its position.
 */
export type ContentKind = RecordKind | 'faq-order';

/** A record of the records mechanism as it is live, in the desk's fields (rupees, positions from 1). */
export interface LiveRecord {
  id: string;
  /** How the desk names it when its fields do not (a slot by its theatre and times). */
  label: string | null;
  fields: Record<string, unknown>;
}

/** One record's pending change: its new fields, or null when it is removed. */
export interface DraftChange {
  kind: ContentKind;
  recordId: string;
  /** The record's version the change was saved as. */
  version: number;
  data: Record<string, unknown> | null;
}

export interface Snapshot {
  changes: DraftChange[];
}

/** The editable content as it is live (a release keeps this, JSON, to roll back to). */
export interface LiveContent {
  /** The records by kind; a kind absent was not edited yet when the release was made. */
  records?: Partial<Record<RecordKind, LiveRecord[]>>;
  /** What releases made before FAQs, prices, photos and popups were records hold instead (releaseRecords.ts reads them). */
  faqs?: { id: string; question: string; answer: string }[];
  theatrePrices?: {
    id: string;
    name: string;
    offerPricePaise: number;
    ninetyPricePaise: number;
    extraPersonPricePaise: number;
    ninetyExtraPersonPricePaise: number;
  }[];
  theatrePhotos?: { id: string; name: string; images: string[] }[];
  popups?: { _id: string; image: string; popupBoolean: boolean; modalEnabled: boolean; title: string }[];
}

/** Who makes a change happen: a staff member, or the ADMIN_TOKEN trigger ('Admin token'). */
export interface Actor {
  staffId: string | null;
  staffName: string;
}
