import type { Hono } from 'hono';
import { AUDIT_COUNT_LIMIT, AUDIT_PAGE_SIZE, auditCursorOf } from '../../src/lib/api/deskAudit.ts';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import { auditKeys, auditSentence } from '../../src/lib/desk/auditSentence.ts';
import { countAuditUpTo, listAudit } from '../repo/auditListing.ts';
import { auditNames } from '../repo/auditNames.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';

/**
 * The owner's audit log: newest first, by staff, family of actions and days in India (both ends
 * included), a page at a time from a cursor; each entry with its sentence, which names staff and
 * bookings as they are called now.
 */
export function auditRoutes(app: Hono, deps: DeskDeps): void {
  defineDeskCall(app, deps, deskCalls.auditList, async ({ staffId, action, from, to, before }) => {
    const filter = {
      staffId,
      family: action,
      from: from === undefined ? undefined : new Date(istInstant(from, '00:00')),
      to: to === undefined ? undefined : new Date(istInstant(to, '24:00')),
    };
    // One more than a page tells whether there is an older one.
    const rows = await listAudit(deps.db, filter, AUDIT_PAGE_SIZE + 1, before);
    const page = rows.slice(0, AUDIT_PAGE_SIZE);
    const total = await countAuditUpTo(deps.db, filter, AUDIT_COUNT_LIMIT + 1);
    const names = await auditNames(deps.db, new Set(page.flatMap(auditKeys)));
    return {
      entries: page.map((e) => ({
        ...e,
        at: e.at.toISOString(),
        lastAt: e.lastAt?.toISOString() ?? null,
        sentence: auditSentence(e, names),
      })),
      pageSize: AUDIT_PAGE_SIZE,
      older: rows.length > AUDIT_PAGE_SIZE ? auditCursorOf(page[page.length - 1]) : null,
      total: Math.min(total, AUDIT_COUNT_LIMIT),
      totalIsMore: total > AUDIT_COUNT_LIMIT,
    };
  });
}
