import { z } from 'zod';
import { PageNumber } from './desk.ts';
import { envelope } from './envelope.ts';
import { Text } from './fields.ts';

/**
 * The editors' desk (calls under /v1/desk/content/ and /v1/desk/history): records edited as
 * drafts until Publish, each saved with the version it was read at (the If-Match header), the
 * history of every change. The public schemas the build checks (content.ts) accept what these do.
 */

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 3000;

/** live: as the site shows it; changed, new, removed: a draft waiting for Publish. */
export const DraftState = z.enum(['live', 'changed', 'new', 'removed']);
export type DraftState = z.infer<typeof DraftState>;

/** The page a kind of record shows on, for 'what changed since the last publish'. */
export const PendingChange = z.object({ page: z.string(), what: z.string(), by: z.string(), at: z.string() });
export const PendingChangesResponse = envelope({ changes: z.array(PendingChange) });

export const HistoryRequest = z.object({
  kind: Text(40).optional(),
  recordId: Text(100).optional(),
  page: PageNumber.optional(),
});
export const HISTORY_PAGE_SIZE = 50;

export const HistoryEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  recordId: z.string(),
  /** How the record reads in a sentence: 'FAQ "How do I book?"'. */
  label: z.string(),
  version: z.number().int(),
  /** The record's version now: a restore of this entry saves over it (If-Match). */
  recordVersion: z.number().int(),
  action: z.enum(['save', 'remove', 'restore', 'rollback']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  staffName: z.string(),
  at: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
export const HistoryResponse = envelope({ entries: z.array(HistoryEntry), page: z.number().int(), pages: z.number().int() });

/** An earlier version of a record saved again as its draft (If-Match: the record's version now). */
export const RestoreRequest = z.object({ revisionId: z.number({ error: 'must be a history entry id' }).int().positive() });
export const RestoreResponse = envelope({ kind: z.string(), recordId: z.string(), version: z.number().int() });

export const POPUP_TITLE_MAX = 160;
/** An image the site serves: a path under /media/ to a JPEG, PNG or WebP file. */
export const MediaImagePath = z
  .string({ error: 'must be an image path' })
  .max(300, 'is too long')
  .regex(/^\/media\/[\w/-]+\.(?:jpe?g|png|webp)$/i, 'must be an image under /media/ (a .jpg, .png or .webp file)');
