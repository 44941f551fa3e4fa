import type { FaqRecord } from '../../src/lib/content/faqOrder.ts';
import type { Queryable } from '../db/database.ts';

/** The FAQs' live rows, in their order, and the table made to hold a published list. */

export const liveFaqs = (db: Queryable): Promise<FaqRecord[]> =>
  db.query<FaqRecord>('select id, question, answer from faqs order by sort, id');

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
