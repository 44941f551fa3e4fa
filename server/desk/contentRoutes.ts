import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { HISTORY_PAGE_SIZE } from '../../src/lib/api/deskContent.ts';
import { historyLabel, pageOfKind } from '../../src/lib/content/historyLabels.ts';
import { deskFaq, deskFaqOf, deskFaqs } from '../content/faqDesk.ts';
import { liveFaqs } from '../repo/faqs.ts';
import { ifMatchVersion } from '../content/ifMatch.ts';
import { saveRecord } from '../content/saveRecord.ts';
import type { ContentKind } from '../content/snapshot.ts';
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

export const NO_SUCH_FAQ = 'There is no FAQ with that id.';
export const NOT_EVERY_FAQ = 'The order must name every FAQ once: the list changed since you opened it. Please reload.';

/**
 * The FAQs on the editors' desk: add, edit, remove and reorder, each a draft until Publish, each
 * saved against the version the editor read (If-Match: 412 with the record as it is now when
 * someone saved it since), each in the history and the audit log. And the history itself, from
 * which an earlier version is saved again as the draft.
 */
export function contentRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  defineDeskCall(app, deps, deskCalls.contentFaqs, async () => deskFaqs(db));

  defineDeskCall(app, deps, deskCalls.faqSave, async ({ id, question, answer }, c) => {
    const ifMatch = id === undefined ? undefined : ifMatchVersion(c);
    const recordId = id ?? `faq-${randomBytes(6).toString('hex')}`;
    const faq = await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
      const live = (await liveFaqs(tx)).find((f) => f.id === recordId);
      const existing = id === undefined ? undefined : await deskFaq(tx, recordId);
      if (id !== undefined && !existing) throw notFound(NO_SUCH_FAQ);
      const data = { question, answer };
      const rec = await saveRecord(
        tx,
        { kind: 'faq', recordId, ifMatch, data, action: 'save', live: live ? { question: live.question, answer: live.answer } : null },
        editorOf(actor),
        now,
        async (r) => deskFaqOf(recordId, live, r),
      );
      await audit({
        action: id ? 'content.faq.save' : 'content.faq.add',
        target: contentTarget('faq', recordId),
        before: existing ?? null,
        after: data,
      });
      return deskFaqOf(recordId, live, rec);
    });
    return { message: id ? 'FAQ saved. It goes live with the next Publish.' : 'FAQ added. It goes live with the next Publish.', faq };
  });

  defineDeskCall(app, deps, deskCalls.faqRemove, async ({ id }, c) => {
    const ifMatch = ifMatchVersion(c);
    const faq = await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
      const existing = await deskFaq(tx, id);
      if (!existing || existing.state === 'removed') throw notFound(NO_SUCH_FAQ);
      const live = (await liveFaqs(tx)).find((f) => f.id === id);
      const rec = await saveRecord(
        tx,
        { kind: 'faq', recordId: id, ifMatch, data: null, action: 'remove', live: existing.live },
        editorOf(actor),
        now,
        async (r) => deskFaqOf(id, live, r),
      );
      await audit({ action: 'content.faq.remove', target: contentTarget('faq', id), before: existing, after: null });
      return deskFaqOf(id, live, rec);
    });
    return { message: 'FAQ removed. It leaves the site with the next Publish.', faq };
  });

  defineDeskCall(app, deps, deskCalls.faqOrder, async ({ ids }, c) => {
    const ifMatch = ifMatchVersion(c);
    await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
      const shown = (await deskFaqs(tx)).faqs.filter((f) => f.state !== 'removed').map((f) => f.id);
      if (ids.length !== shown.length || new Set(ids).size !== ids.length || !ids.every((i) => shown.includes(i)))
        throw new HttpError(409, NOT_EVERY_FAQ);
      await saveRecord(
        tx,
        {
          kind: 'faq-order',
          recordId: 'all',
          ifMatch,
          data: { ids },
          action: 'save',
          live: { ids: (await liveFaqs(tx)).map((f) => f.id) },
        },
        editorOf(actor),
        now,
        async () => deskFaqs(tx),
      );
      await audit({ action: 'content.faq.order', target: contentTarget('faq-order', 'all'), before: { ids: shown }, after: { ids } });
    });
    return { message: 'Order saved. It goes live with the next Publish.', ...(await deskFaqs(db)) };
  });

  defineDeskCall(app, deps, deskCalls.contentChanges, async () => ({
    changes: (await pendingRecords(db)).map((r) => ({
      page: pageOfKind(r.kind),
      what: `${historyLabel(r.kind, r.recordId, r.draft)} ${r.draftRemoved ? 'removed' : 'changed'}`,
      by: r.updatedByName,
      at: r.updatedAt.toISOString(),
    })),
  }));

  defineDeskCall(app, deps, deskCalls.history, async ({ kind, recordId, page = 1 }) => {
    const { revisions, total } = await listRevisions(
      db,
      { kind, recordId },
      { limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE },
    );
    return {
      entries: revisions.map((r) => ({
        id: r.id,
        kind: r.kind,
        recordId: r.recordId,
        label: historyLabel(r.kind, r.recordId, r.after ?? r.before),
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
    const kind = revision.kind as ContentKind;
    const rec = await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
      const live = kind === 'faq' ? (await liveFaqs(tx)).find((f) => f.id === revision.recordId) : undefined;
      const liveRecord = isRecordKind(kind) ? (await liveRecords(tx, kind)).find((r) => r.id === revision.recordId) : undefined;
      await guardSave(tx, { kind, recordId: revision.recordId, data }, now);
      const saved = await saveRecord(
        tx,
        {
          kind,
          recordId: revision.recordId,
          ifMatch,
          data,
          action: 'restore',
          live: live ? { question: live.question, answer: live.answer } : (liveRecord?.fields ?? null),
        },
        editorOf(actor),
        now,
        async (r) =>
          kind === 'faq'
            ? deskFaqOf(revision.recordId, live, r)
            : isRecordKind(kind)
              ? deskRecordOf(kind, revision.recordId, liveRecord, r)
              : { version: r.version, draft: r.draft },
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
