import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { LEADS_PAGE_SIZE } from '../../src/lib/api/deskLeads.ts';
import { notFound } from '../http/errors.ts';
import { findLead, insertLeadNote, listLeads, setLeadStatus } from '../repo/leads.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { leadViews } from './leadView.ts';
import { staffAction } from './staffAction.ts';

export const NO_SUCH_LEAD = 'There is no such enquiry or lead.';

/**
 * The enquiries and leads inbox: newest first, by kind and status; a mark sets the status and adds
 * its note. Marks of one lead take its row's lock in turn: two at once both keep their note, and
 * the status is the one that came last.
 */
export function leadRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  defineDeskCall(app, deps, deskCalls.leadList, async ({ kind, status, page = 1 }) => {
    const { rows, total } = await listLeads(db, { kind, status }, page, LEADS_PAGE_SIZE);
    return { leads: await leadViews(db, rows), page, pageSize: LEADS_PAGE_SIZE, total };
  });

  defineDeskCall(app, deps, deskCalls.leadMark, async ({ kind, id, status, note }, c) => {
    const marked = await staffAction(deps, c, 'leads.read', [], async ({ tx, actor, now, audit }) => {
      const lead = await findLead(tx, kind, id, true);
      if (!lead) throw notFound(NO_SUCH_LEAD);
      await setLeadStatus(tx, kind, id, status);
      await insertLeadNote(tx, { kind, id, status, note, staffId: actor.id, staffName: actor.name, at: now });
      await audit({ action: 'lead.mark', target: `${kind}:${id}`, before: { status: lead.status }, after: { status, note } });
      return (await findLead(tx, kind, id))!;
    });
    const [lead] = await leadViews(db, [marked]);
    return { message: `${lead.name || lead.phone} is marked ${status}.`, lead };
  });
}
