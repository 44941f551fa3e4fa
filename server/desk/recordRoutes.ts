import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { RECORD_KINDS, shapeOf, type RecordKind } from '../../src/lib/api/deskRecordKinds.ts';
import { fieldMeta } from '../../src/lib/records/fieldTypes.ts';
import { oneOf } from '../../src/lib/api/deskRecordNames.ts';
import type { RecordSave } from '../../src/lib/api/deskRecords.ts';
import type { KindSpec } from '../../src/lib/records/defineKind.ts';
import { sanitizeHtml } from '../../src/lib/site/sanitizeHtml.ts';
import { fieldError } from '../booking/errors.ts';
import { ifMatchVersion } from '../content/ifMatch.ts';
import { guardSave } from '../content/catalogueGuard.ts';
import { checkMediaExists } from '../content/mediaExists.ts';
import { deskRecord, deskRecordOf, deskRecords } from '../content/recordDesk.ts';
import { liveRecords } from '../repo/liveRecords.ts';
import { saveRecord } from '../content/saveRecord.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { contentTarget, editorOf } from './contentAudit.ts';
import { staffAction } from './staffAction.ts';

export const NO_SUCH_RECORD = 'There is no such record: it may have been removed. Reload the list.';

/**
 * What the schema alone cannot check, against the database: a category that exists, a field the
 * kind keeps unique (a coupon's code) that no other of its records has. Rich text is stored as the site's sanitiser leaves it, so the desk shows
 * what the site will.
 */
async function checked(tx: Queryable, kind: RecordKind, id: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = { ...fields };
  for (const [name, schema] of Object.entries(shapeOf(kind))) {
    const meta = fieldMeta(schema);
    if (meta.input === 'richtext' && typeof out[name] === 'string') out[name] = sanitizeHtml(out[name]);
    if (meta.ref) {
      const options = (await deskRecords(tx, meta.ref)).filter((r) => r.state !== 'removed');
      if (!options.some((r) => r.id === out[name]))
        throw fieldError(`fields.${name}`, `is not one of the ${RECORD_KINDS[meta.ref].title.toLowerCase()}`);
    }
  }
  const unique = (RECORD_KINDS[kind] as KindSpec).unique ?? [];
  if (unique.length) {
    const others = (await deskRecords(tx, kind)).filter((r) => r.id !== id && r.state !== 'removed');
    for (const name of unique)
      if (others.some((r) => r.fields[name] === out[name]))
        throw fieldError(
          `fields.${name}`,
          `is the ${fieldMeta(shapeOf(kind)[name]).label.toLowerCase()} of another ${RECORD_KINDS[kind].one} already`,
        );
  }
  return out;
}

/** The uploaded images a save names: its image fields, and each photo of a list of them. */
const mediaNamed = (kind: RecordKind, fields: Record<string, unknown>) =>
  Object.entries(shapeOf(kind)).flatMap(([name, schema]) => {
    const { input } = fieldMeta(schema);
    const value = fields[name];
    if (input === 'image' && typeof value === 'string') return [{ field: `fields.${name}`, path: value }];
    if (input === 'images' && Array.isArray(value)) return value.map((path: string, i) => ({ field: `fields.${name}.${i}`, path }));
    return [];
  });

/**
 * The desk's records (deskRecordKinds.ts) through one set of calls: a kind's list, a save as a
 * draft against the version read (If-Match; 412 with the record as it is now), a removal. Each in
 * the record's history and the audit log; live with the next Publish.
 */
export function recordRoutes(app: Hono, deps: DeskDeps): void {
  defineDeskCall(app, deps, deskCalls.recordList, async ({ kind }) => ({ kind, records: await deskRecords(deps.db, kind) }));

  defineDeskCall(app, deps, deskCalls.recordSave, async (body, c) => {
    const { kind, id, fields } = body as RecordSave;
    const spec = RECORD_KINDS[kind];
    if (id === undefined && !spec.adds) throw new HttpError(400, `${spec.title} are not added here: edit one of them.`);
    const ifMatch = id === undefined ? undefined : ifMatchVersion(c);
    checkMediaExists(deps.mediaDir, mediaNamed(kind, fields));
    const recordId = id ?? `${kind}-${randomBytes(6).toString('hex')}`;
    const { record, changed } = await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
      const existing = id === undefined ? undefined : await deskRecord(tx, kind, recordId);
      if (id !== undefined && (!existing || existing.state === 'removed')) throw notFound(NO_SUCH_RECORD);
      const live = (await liveRecords(tx, kind)).find((l) => l.id === recordId);
      const data = await checked(tx, kind, recordId, fields);
      // Slots, theatres and branches: no overlap, no booking left behind (its theatres locked first).
      await guardSave(tx, { kind, recordId, data }, now);
      const rec = await saveRecord(
        tx,
        { kind, recordId, ifMatch, data, action: 'save', live: live?.fields ?? null },
        editorOf(actor),
        now,
        async (r) => deskRecordOf(kind, recordId, live, r),
      );
      await audit({
        action: id ? `content.${kind}.save` : `content.${kind}.add`,
        target: contentTarget(kind, recordId),
        before: existing?.fields ?? null,
        after: data,
      });
      return { record: deskRecordOf(kind, recordId, live, rec), changed: rec.changed };
    });
    const message = !changed
      ? `${record.label} is as it was: nothing to save.`
      : `${oneOf(kind)} ${id ? 'saved' : 'added'}. The site shows it after the next Publish.`;
    return { message, record };
  });

  defineDeskCall(app, deps, deskCalls.recordRemove, async ({ kind, id }, c) => {
    const spec = RECORD_KINDS[kind];
    if (!spec.removes)
      throw new HttpError(400, `${spec.title} are not removed here${'active' in spec.fields.shape ? ': switch one off instead' : ''}.`);
    const ifMatch = ifMatchVersion(c);
    const record = await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
      const existing = await deskRecord(tx, kind, id);
      if (!existing || existing.state === 'removed') throw notFound(NO_SUCH_RECORD);
      const live = (await liveRecords(tx, kind)).find((l) => l.id === id);
      const rec = await saveRecord(
        tx,
        { kind, recordId: id, ifMatch, data: null, action: 'remove', live: live?.fields ?? null },
        editorOf(actor),
        now,
        async (r) => deskRecordOf(kind, id, live, r),
      );
      await audit({ action: `content.${kind}.remove`, target: contentTarget(kind, id), before: existing.fields, after: null });
      return deskRecordOf(kind, id, live, rec);
    });
    return { message: `${record.label} removed. It leaves the site with the next Publish.`, record };
  });
}
