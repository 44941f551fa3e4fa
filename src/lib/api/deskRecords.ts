import { z } from 'zod';
import { DraftState } from './deskContent.ts';
import { RECORD_KIND_NAMES, RECORD_KINDS, type RecordKind } from './deskRecordKinds.ts';
import { envelope } from './envelope.ts';
import { Id } from './fields.ts';

/**
 * The desk's records mechanism (calls under /v1/desk/records/): list a kind's records with their
 * drafts, save one as a draft (If-Match: its version; a new one without an id), remove one. Live
 * with the next Publish, like every editor's change.
 */

export const RecordKindName = z.enum(RECORD_KIND_NAMES as [RecordKind, ...RecordKind[]], {
  error: `must be one of ${RECORD_KIND_NAMES.join(', ')}`,
});

export const DeskRecord = z.object({
  id: z.string(),
  /** How it reads in lists and in the history. */
  label: z.string(),
  version: z.number().int(),
  state: DraftState,
  /** Its draft, or what the site shows when there is none. */
  fields: z.record(z.string(), z.unknown()),
  /** What the site shows now; null for a new one. */
  live: z.record(z.string(), z.unknown()).nullable(),
  updatedBy: z.string(),
  updatedAt: z.string().nullable(),
});
export type DeskRecord = z.infer<typeof DeskRecord>;

export const RecordListRequest = z.object({ kind: RecordKindName });
export const RecordListResponse = envelope({ kind: RecordKindName, records: z.array(DeskRecord) });

const saveOf = <K extends RecordKind>(kind: K) => z.object({ kind: z.literal(kind), id: Id.optional(), fields: RECORD_KINDS[kind].fields });

/** Without `id`, a new record (where the kind takes new ones); with it, that record's new fields (If-Match: its version). */
export const RecordSaveRequest = z.discriminatedUnion(
  'kind',
  RECORD_KIND_NAMES.map(saveOf) as unknown as [ReturnType<typeof saveOf>, ...ReturnType<typeof saveOf>[]],
  { error: `kind must be one of ${RECORD_KIND_NAMES.join(', ')}` },
);
/** A save as code that handles every kind reads it: the union above, with each kind's fields as a record. */
export type RecordSave = { kind: RecordKind; id?: string; fields: Record<string, unknown> };

export const RecordRemoveRequest = z.object({ kind: RecordKindName, id: Id });
export const RecordResponse = envelope({ record: DeskRecord });
