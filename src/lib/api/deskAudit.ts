import { z } from 'zod';
import { AUDIT_FAMILY_NAMES } from '../desk/auditActions.ts';
import { envelope } from './envelope.ts';
import { Id, IsoDate } from './fields.ts';

/** The owner's audit log (a call under /v1/desk/, see deskCalls.ts). */

export const AUDIT_PAGE_SIZE = 50;
/** The most entries a listing counts: beyond it, it says 'more than'; counting a long log would take as long as the log. */
export const AUDIT_COUNT_LIMIT = 1000;

/** Where an older page starts: the time (ms) and id of the last entry shown, as `older` gave it. */
export const AuditCursor = z
  .string({ error: 'must be the cursor a page of the log gave' })
  .regex(/^\d{1,15}-\d{1,15}$/, 'must be the cursor a page of the log gave')
  .transform((text) => {
    const [ms, id] = text.split('-').map(Number);
    return { at: new Date(ms), id };
  })
  .refine(({ at }) => at.getUTCFullYear() >= 2000 && at.getUTCFullYear() < 2100, 'is out of range')
  .refine(({ id }) => Number.isSafeInteger(id), 'is out of range');

/**
 * The log's filters, from the query string, each optional: a staff account, a family of actions
 * (src/lib/desk/auditActions.ts), days in India (both included); newest first, AUDIT_PAGE_SIZE
 * entries a page, `before` a cursor for the older pages.
 */
export const AuditListRequest = z
  .object({
    staffId: Id.optional(),
    action: z.enum(AUDIT_FAMILY_NAMES, { error: `must be one of ${AUDIT_FAMILY_NAMES.join(', ')}` }).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    before: AuditCursor.optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { message: 'must not be before from', path: ['to'] });

/** A piece of an entry's sentence; one that names a booking carries its id, for a link to its page. */
export const AuditPart = z.object({ text: z.string(), bookingId: z.string().optional() });
export type AuditPart = z.infer<typeof AuditPart>;

export const AuditEntry = z.object({
  id: z.number(),
  /** When it happened; for a counted entry, the first time in its hour. */
  at: z.string(),
  /** A counted entry's last time (refused calls, a booking opened), else null. */
  lastAt: z.string().nullable(),
  /** How many times it happened in that hour: 1 but for counted entries. */
  count: z.number(),
  /** Null for an unknown login, a call without a session, the command line and the admin token. */
  staffId: z.string().nullable(),
  /** The name at the time ('' when nobody is known). */
  staffName: z.string(),
  action: z.string(),
  /** The family the Action filter finds it under. */
  family: z.string(),
  /** What was acted on: 'staff:<id>', 'booking:<id>', 'call:POST staff/add' ... */
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  clientAddress: z.string(),
  userAgent: z.string(),
  /** What happened, as a sentence: 'Asha Rao cancelled TH-1234 and refunded ₹750'. */
  sentence: z.array(AuditPart),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditListResponse = envelope({
  entries: z.array(AuditEntry),
  pageSize: z.number(),
  /** The `before` of the next, older page; null on the last. */
  older: z.string().nullable(),
  /** How many entries pass the filter, counted up to AUDIT_COUNT_LIMIT: `totalIsMore` when there are more. */
  total: z.number(),
  totalIsMore: z.boolean(),
});

/** The cursor `before` takes, for the entries older than this one. */
export const auditCursorOf = (e: { at: Date; id: number }): string => `${e.at.getTime()}-${e.id}`;

/** A sentence's text, its links as their words. */
export const sentenceText = (parts: readonly AuditPart[]): string => parts.map((p) => p.text).join('');
