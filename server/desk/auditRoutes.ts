import type { Hono } from 'hono';
import { AUDIT_PAGE_SIZE } from '../../src/lib/api/desk.ts';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { istInstant } from '../../src/lib/booking/istClock.ts';
import { auditActions, listAudit } from '../repo/auditLog.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';

/** The owner's audit log: newest first, by staff, action and days in India (both ends included). */
export function auditRoutes(app: Hono, deps: DeskDeps): void {
  defineDeskCall(app, deps, deskCalls.auditList, async ({ staffId, action, from, to, page = 1 }) => {
    const filter = {
      staffId,
      action,
      from: from === undefined ? undefined : new Date(istInstant(from, '00:00')),
      to: to === undefined ? undefined : new Date(istInstant(to, '24:00')),
    };
    const { entries, total } = await listAudit(deps.db, filter, page, AUDIT_PAGE_SIZE);
    return {
      entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
      page,
      pageSize: AUDIT_PAGE_SIZE,
      total,
      actions: await auditActions(deps.db),
    };
  });
}
