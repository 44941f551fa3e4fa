/**
 * What a Preview or a Publish builds: the editors' drafts frozen at the build's start (so edits
 * saved during the build wait for the next one), and the live content a release leaves, kept with
 * it for a Rollback. The site's build reads the API with the snapshot made live in a rolled-back
 * transaction (draftView.ts); the swap's transaction makes it live for good (publishing.ts).
 */

import type { RecordKind } from '../../src/lib/api/deskRecordKinds.ts';

/** The kinds of records the editors' desk edits: its own screens', and those of the records' mechanism (deskRecordKinds.ts). */
export type ContentKind = 'faq' | 'faq-order' | 'theatre-price' | 'theatre-photos' | 'popup' | RecordKind;

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
  faqs: { id: string; question: string; answer: string }[];
  /** Each theatre's prices (paise); absent in releases made before prices were edited. */
  theatrePrices?: LiveTheatrePrices[];
  /** Each theatre's photos; absent in releases made before they were edited. */
  theatrePhotos?: LiveTheatrePhotos[];
  /** The offer popups; absent in releases made before they were edited. */
  popups?: { _id: string; image: string; popupBoolean: boolean; modalEnabled: boolean; title: string }[];
  /** The records of the desk's records mechanism by kind; a kind absent was not edited yet when the release was made. */
  records?: Partial<Record<RecordKind, LiveRecord[]>>;
}

/** Who makes a change happen: a staff member, or the ADMIN_TOKEN trigger ('Admin token'). */
export interface Actor {
  staffId: string | null;
  staffName: string;
}

/** A theatre's prices as the editors change them (paise, as the table holds them). */
export interface TheatrePrices {
  offerPricePaise: number;
  ninetyPricePaise: number;
  extraPersonPricePaise: number;
  ninetyExtraPersonPricePaise: number;
}

export interface LiveTheatrePrices extends TheatrePrices {
  id: string;
  name: string;
}

/** A theatre's photos as the editors change them: media paths, the first its card's picture. */
export interface LiveTheatrePhotos {
  id: string;
  name: string;
  images: string[];
}
