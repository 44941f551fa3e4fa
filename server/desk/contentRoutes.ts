import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { HISTORY_PAGE_SIZE } from '../../src/lib/api/deskContent.ts';
import { historyLabel, pageOfKind } from '../../src/lib/content/historyLabels.ts';
import { ifMatchVersion } from '../content/ifMatch.ts';
import { saveRecord } from '../content/saveRecord.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { findRevision, listRevisions, pendingRecords } from '../repo/editRecords.ts';
import { isRecordKind } from '../../src/lib/api/deskRecordKinds.ts';
import { guardSave } from '../content/catalogueGuard.ts';
import { deskRecordOf } from '../content/recordDesk.ts';
import { liveRecords } from '../repo/liveRecords.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { contentTarget, editorOf } from './contentAudit.ts';
import { staffAction } from './staffAction.ts';

/**
 * The editors' desk's own lists: what the next Publish changes, the history of every change, and
 * an earlier version from it saved again as the draft (If-Match: the record's version now).
 */
export function contentRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  /** How the records named are called live, where their fields do not say (a theatre's prices by its name). */
  const liveNames = async (named: readonly { kind: string }[]) => {
    const names = new Map<string, string | null>();
    for (const kind of new Set(named.map((r) => r.kind)))
      if (kind === 'theatre-price' || kind === 'theatre-photos')
        for (const r of await liveRecords(db, kind)) names.set(`${kind}:${r.id}`, r.label);
    return (kind: string, id: string) => names.get(`${kind}:${id}`);
  };

  defineDeskCall(app, deps, deskCalls.contentChanges, async () => {
    const pending = await pendingRecords(db);
    const nameOf = await liveNames(pending);
    return {
      changes: pending.map((r) => ({
        page: pageOfKind(r.kind),
        what: `${historyLabel(r.kind, r.recordId, r.draft, nameOf(r.kind, r.recordId))} ${r.draftRemoved ? 'removed' : 'changed'}`,
        by: r.updatedByName,
        at: r.updatedAt.toISOString(),
      })),
    };
  });

  defineDeskCall(app, deps, deskCalls.history, async ({ kind, recordId, page = 1 }) => {
    const { revisions, total } = await listRevisions(
      db,
      { kind, recordId },
      { limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE },
    );
    const nameOf = await liveNames(revisions);
    return {
      entries: revisions.map((r) => ({
        id: r.id,
        kind: r.kind,
        recordId: r.recordId,
        label: historyLabel(r.kind, r.recordId, r.after ?? r.before, nameOf(r.kind, r.recordId)),
        version: r.version,
        recordVersion: r.recordVersion,
        action: r.action,
        before: r.before,
        after: r.after,
        staffName: r.staffName,
        at: r.at.toISOString(),
      })),
      page,
      pages: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
    };
  });

  defineDeskCall(app, deps, deskCalls.historyRestore, async ({ revisionId }, c) => {
    const ifMatch = ifMatchVersion(c);
    const revision = await findRevision(db, revisionId);
    if (!revision) throw notFound('There is no history entry with that id.');
    // A removal's earlier version is what it removed.
    const data = revision.after ?? revision.before;
    if (!data) throw new HttpError(409, 'That entry holds no version to restore.');
    const kind = revision.kind;
    // The FAQs' order was a record of its own before each FAQ held its position.
    if (!isRecordKind(kind)) throw new HttpError(409, 'That entry is of an order kept apart before: move the FAQs on Content instead.');
    const rec = await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
      const live = (await liveRecords(tx, kind)).find((r) => r.id === revision.recordId);
      await guardSave(tx, { kind, recordId: revision.recordId, data }, now);
      const saved = await saveRecord(
        tx,
        { kind, recordId: revision.recordId, ifMatch, data, action: 'restore', live: live?.fields ?? null },
        editorOf(actor),
        now,
        async (r) => deskRecordOf(kind, revision.recordId, live, r),
      );
      await audit({ action: 'content.restore', target: contentTarget(kind, revision.recordId), before: null, after: { revisionId, data } });
      return saved;
    });
    return {
      message: rec.changed
        ? `Version ${revision.version} restored as a draft. It goes live with the next Publish.`
        : `The record holds version ${revision.version}'s fields already: nothing to restore.`,
      kind,
      recordId: revision.recordId,
      version: rec.version,
    };
  });
}
