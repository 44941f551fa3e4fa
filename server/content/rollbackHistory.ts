import type { FaqRecord } from '../../src/lib/content/faqOrder.ts';
import type { Queryable } from '../db/database.ts';
import { insertRevision, lockRecord, writeRecord } from '../repo/editRecords.ts';
import type { Actor, ContentKind, LiveContent, LiveTheatrePhotos, LiveTheatrePrices } from './snapshot.ts';

const fieldsOf = (f: FaqRecord | undefined) => (f ? { question: f.question, answer: f.answer } : null);

/** Each FAQ (and the order) a rollback changed: a new version and a history line with before and after. */
export async function bumpVersions(tx: Queryable, before: FaqRecord[], after: FaqRecord[], actor: Actor, now: Date): Promise<void> {
  const ids = [...new Set([...before.map((f) => f.id), ...after.map((f) => f.id)])].sort();
  const changed: Changed[] = [];
  for (const id of ids) {
    const b = fieldsOf(before.find((f) => f.id === id));
    const a = fieldsOf(after.find((f) => f.id === id));
    if (JSON.stringify(b) !== JSON.stringify(a)) changed.push({ kind: 'faq', recordId: id, before: b, after: a });
  }
  const orderBefore = before.map((f) => f.id);
  const orderAfter = after.map((f) => f.id);
  if (orderBefore.join() !== orderAfter.join())
    changed.push({ kind: 'faq-order', recordId: 'all', before: { ids: orderBefore }, after: { ids: orderAfter } });
  await bump(tx, changed, actor, now);
}

type Changed = { kind: ContentKind; recordId: string; before: object | null; after: object | null };

/** Each theatre whose prices a rollback changed: a new version and a history line. */
export async function bumpPriceVersions(
  tx: Queryable,
  before: LiveTheatrePrices[],
  after: LiveTheatrePrices[],
  actor: Actor,
  now: Date,
): Promise<void> {
  const changed: Changed[] = [];
  for (const a of after) {
    const b = before.find((t) => t.id === a.id);
    if (b && JSON.stringify(priceFields(b)) !== JSON.stringify(priceFields(a)))
      changed.push({
        kind: 'theatre-price',
        recordId: a.id,
        before: { name: b.name, ...priceFields(b) },
        after: { name: a.name, ...priceFields(a) },
      });
  }
  await bump(tx, changed, actor, now);
}

/** Each popup a rollback changed: a new version and a history line. */
export async function bumpPopupVersions(
  tx: Queryable,
  before: LiveContent['popups'] & object,
  after: LiveContent['popups'] & object,
  actor: Actor,
  now: Date,
): Promise<void> {
  const changed: Changed[] = [];
  for (const { _id, ...a } of after) {
    const found = before.find((p) => p._id === _id);
    if (!found) continue;
    const { _id: _, ...b } = found;
    if (JSON.stringify(b) !== JSON.stringify(a)) changed.push({ kind: 'popup', recordId: _id, before: b, after: a });
  }
  await bump(tx, changed, actor, now);
}

/** Each theatre whose photos a rollback changed: a new version and a history line. */
export async function bumpPhotoVersions(
  tx: Queryable,
  before: LiveTheatrePhotos[],
  after: LiveTheatrePhotos[],
  actor: Actor,
  now: Date,
): Promise<void> {
  const changed: Changed[] = [];
  for (const a of after) {
    const b = before.find((t) => t.id === a.id);
    if (b && b.images.join('\n') !== a.images.join('\n'))
      changed.push({
        kind: 'theatre-photos',
        recordId: a.id,
        before: { name: b.name, images: b.images },
        after: { name: a.name, images: a.images },
      });
  }
  await bump(tx, changed, actor, now);
}

const priceFields = (t: LiveTheatrePrices) => ({
  offerPricePaise: t.offerPricePaise,
  ninetyPricePaise: t.ninetyPricePaise,
  extraPersonPricePaise: t.extraPersonPricePaise,
  ninetyExtraPersonPricePaise: t.ninetyExtraPersonPricePaise,
});

async function bump(tx: Queryable, changed: Changed[], actor: Actor, now: Date): Promise<void> {
  for (const c of changed) {
    const rec = await lockRecord(tx, c.kind, c.recordId, now);
    const version = rec.version + 1;
    await writeRecord(tx, { kind: c.kind, recordId: c.recordId, version, draft: rec.draft, removed: rec.draftRemoved }, actor, now);
    await insertRevision(tx, {
      kind: c.kind,
      recordId: c.recordId,
      version,
      action: 'rollback',
      before: c.before as Record<string, unknown> | null,
      after: c.after as Record<string, unknown> | null,
      staffId: actor.staffId,
      staffName: actor.staffName,
      at: now,
    });
  }
}
