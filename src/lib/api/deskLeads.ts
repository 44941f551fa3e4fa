import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Text } from './fields.ts';

/**
 * The enquiries and the silent leads the site records (calls under /v1/desk/leads), newest first,
 * with what staff did about each: a status (new, contacted, closed) and the notes of every mark.
 */

export const LEAD_KINDS = ['enquiry', 'lead'] as const;
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
/** What staff may mark a lead: new is only where every lead starts. */
export const LEAD_MARKS = ['contacted', 'closed'] as const;
export const LEADS_PAGE_SIZE = 25;

export const LeadKind = z.enum(LEAD_KINDS, { error: `must be one of ${LEAD_KINDS.join(', ')}` });
export const LeadStatus = z.enum(LEAD_STATUSES, { error: `must be one of ${LEAD_STATUSES.join(', ')}` });

/** A page number as the query string carries it. */
const PageNumber = z
  .string({ error: 'must be a page number' })
  .regex(/^\d{1,6}$/, 'must be a page number from 1')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be a page number from 1'));

/** The list's filters, from the query string, each optional. */
export const LeadListRequest = z.object({ kind: LeadKind.optional(), status: LeadStatus.optional(), page: PageNumber.optional() });

export const LeadNote = z.object({
  at: z.string(),
  staffName: z.string(),
  /** The status this mark set. */
  status: LeadStatus,
  note: z.string(),
});

export const Lead = z.object({
  kind: LeadKind,
  /** Unique within its kind. */
  id: z.number(),
  createdAt: z.string(),
  name: z.string(),
  /** 10 digits, as the site took it. */
  phone: z.string(),
  email: z.string(),
  /**
   * An enquiry's event and message; the theatre, day and slot the visitor had (a lead's, or an
   * enquiry's from the lead its form posted, which is not listed apart).
   */
  eventName: z.string(),
  description: z.string(),
  theatre: z.string(),
  date: z.string(),
  time: z.string(),
  status: LeadStatus,
  /** Every mark, oldest first. */
  notes: z.array(LeadNote),
  /** The first booking made with this phone after the lead (confirmed or not); null when none. */
  booking: z.object({ orderId: z.string(), status: z.string(), createdAt: z.string() }).nullable(),
});
export type Lead = z.infer<typeof Lead>;

export const LeadListResponse = envelope({
  leads: z.array(Lead),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

export const LeadMarkRequest = z.object({
  kind: LeadKind,
  id: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(Number.MAX_SAFE_INTEGER, 'is too large'),
  status: z.enum(LEAD_MARKS, { error: `must be one of ${LEAD_MARKS.join(', ')}` }),
  note: Text(1000).default(''),
});

export const LeadMarkResponse = envelope({ lead: Lead });
