import { z } from 'zod';
import { PageNumber } from './desk.ts';
import { envelope } from './envelope.ts';
import { Id, RequiredText, Text } from './fields.ts';

/**
 * The editors' desk (calls under /v1/desk/content/ and /v1/desk/history): records edited as
 * drafts until Publish, each saved with the version it was read at (the If-Match header), the
 * history of every change. The public schemas the build checks (content.ts) accept what these do.
 */

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 3000;

export const FaqFields = z.object({ question: RequiredText(FAQ_QUESTION_MAX), answer: RequiredText(FAQ_ANSWER_MAX) });
export type FaqFields = z.infer<typeof FaqFields>;

/** live: as the site shows it; changed, new, removed: a draft waiting for Publish. */
export const DraftState = z.enum(['live', 'changed', 'new', 'removed']);
export type DraftState = z.infer<typeof DraftState>;

export const DeskFaq = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  /** Send it back with a save (If-Match). */
  version: z.number().int(),
  state: DraftState,
  /** What the site shows now; null for a new one. */
  live: FaqFields.nullable(),
  updatedBy: z.string(),
  updatedAt: z.string().nullable(),
});
export type DeskFaq = z.infer<typeof DeskFaq>;

export const FaqListResponse = envelope({
  /** In the order the site will show them after Publish; removed ones last. */
  faqs: z.array(DeskFaq),
  order: z.object({ version: z.number().int(), changed: z.boolean() }),
});

/** Without `id`, a new FAQ; with it, that FAQ's new text (If-Match: its version). */
export const FaqSaveRequest = FaqFields.extend({ id: Id.optional() });
export const FaqResponse = envelope({ faq: DeskFaq });
export const FaqRemoveRequest = z.object({ id: Id });
/** Every FAQ's id in the new order (If-Match: the order's version). */
export const FaqOrderRequest = z.object({ ids: z.array(Id).min(1, 'must name the FAQs').max(500, 'must name at most 500 FAQs') });

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

/** The home page's offer popup: the one-time image popup and the LAST MINUTE OFFER bar, each on or off. */
export const PopupFields = z.object({
  title: RequiredText(POPUP_TITLE_MAX),
  /** The offer bar shows. */
  modalEnabled: z.boolean({ error: 'must be true or false' }),
  /** The image popup shows once per visit. */
  popupBoolean: z.boolean({ error: 'must be true or false' }),
  image: MediaImagePath,
});
export type PopupFields = z.infer<typeof PopupFields>;

export const DeskPopup = z.object({
  id: z.string(),
  version: z.number().int(),
  state: z.enum(['live', 'changed']),
  fields: PopupFields,
  live: PopupFields,
  updatedBy: z.string(),
});
export type DeskPopup = z.infer<typeof DeskPopup>;

export const PopupListResponse = envelope({ popups: z.array(DeskPopup) });
export const PopupSaveRequest = PopupFields.extend({ id: Id });
export const PopupResponse = envelope({ popup: DeskPopup });
