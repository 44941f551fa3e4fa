import { faqsWithChanges, type FaqChange, type FaqRecord } from '../../src/lib/content/faqOrder.ts';
import type { Queryable } from '../db/database.ts';
import type { DraftChange } from './snapshot.ts';

/** The FAQs' live rows, and a published change made live. */

export const liveFaqs = (db: Queryable): Promise<FaqRecord[]> =>
  db.query<FaqRecord>('select id, question, answer from faqs order by sort, id');

/** The FAQs with `changes` laid over the live ones, in their order: what a Publish makes live. */
export async function faqsInView(db: Queryable, changes: readonly DraftChange[] = []): Promise<FaqRecord[]> {
  return faqsWithChanges(await liveFaqs(db), changes as unknown as FaqChange[]);
}

/** The live FAQ table made to hold exactly `faqs`, in that order. */
export async function writeLiveFaqs(tx: Queryable, faqs: readonly FaqRecord[]): Promise<void> {
  const ids = faqs.map((f) => f.id);
  await tx.query('delete from faqs where not (id = any($1::text[]))', [ids]);
  for (const [sort, f] of faqs.entries()) {
    await tx.query(
      `insert into faqs (id, question, answer, sort) values ($1, $2, $3, $4)
       on conflict (id) do update set question = excluded.question, answer = excluded.answer, sort = excluded.sort`,
      [f.id, f.question, f.answer, sort],
    );
  }
}
