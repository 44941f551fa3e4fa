import type { DeskFaq } from '../../src/lib/api/deskContent.ts';
import { faqsWithChanges, type FaqChange, type FaqRecord } from '../../src/lib/content/faqOrder.ts';
import type { Queryable } from '../db/database.ts';
import { draftMeta, findRecord, FIRST_VERSION, recordsOf, type EditRecord } from '../repo/editRecords.ts';
import { liveFaqs } from '../repo/faqs.ts';

const fieldsOf = (f: { question: string; answer: string }) => ({ question: f.question, answer: f.answer });

/** One FAQ as the desk shows it: its draft (or live) text, version, state, and the live text beside. */
export function deskFaqOf(id: string, live: FaqRecord | undefined, rec: EditRecord | undefined): DeskFaq {
  const draft = rec?.draft as { question: string; answer: string } | null | undefined;
  const shown = draft ?? live ?? { question: '', answer: '' };
  return {
    id,
    ...fieldsOf(shown),
    ...draftMeta(rec, Boolean(live)),
    live: live ? fieldsOf(live) : null,
  };
}

/** Every FAQ with its draft, in the order Publish will show them, then the removed ones; and the order's version. */
export async function deskFaqs(db: Queryable) {
  const live = await liveFaqs(db);
  const records = new Map((await recordsOf(db, 'faq')).map((r) => [r.recordId, r]));
  const order = await findRecord(db, 'faq-order', 'all');
  const changes: FaqChange[] = [...records.values()]
    .filter((r) => r.draft !== null && !r.draftRemoved)
    .map((r) => ({ kind: 'faq', recordId: r.recordId, data: r.draft as { question: string; answer: string } }));
  if (order?.draft) changes.push({ kind: 'faq-order', recordId: 'all', data: order.draft as { ids: string[] } });
  const shown = faqsWithChanges(live, changes);
  const removed = [...records.values()].filter((r) => r.draftRemoved && live.some((f) => f.id === r.recordId));
  return {
    faqs: [
      ...shown
        .filter((f) => !records.get(f.id)?.draftRemoved)
        .map((f) =>
          deskFaqOf(
            f.id,
            live.find((l) => l.id === f.id),
            records.get(f.id),
          ),
        ),
      ...removed.map((r) =>
        deskFaqOf(
          r.recordId,
          live.find((l) => l.id === r.recordId),
          r,
        ),
      ),
    ],
    order: { version: order?.version ?? FIRST_VERSION, changed: Boolean(order?.draft) },
  };
}

export async function deskFaq(db: Queryable, id: string): Promise<DeskFaq | undefined> {
  const live = (await liveFaqs(db)).find((f) => f.id === id);
  const rec = await findRecord(db, 'faq', id);
  if (!live && !rec?.draft && !rec?.draftRemoved) return undefined;
  return deskFaqOf(id, live, rec);
}
