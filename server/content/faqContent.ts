import { faqsWithChanges, type FaqChange, type FaqRecord } from '../../src/lib/content/faqOrder.ts';
import type { Queryable } from '../db/database.ts';
import { liveFaqs } from '../repo/faqs.ts';
import type { DraftChange } from './snapshot.ts';

/** The FAQs with `changes` laid over the live ones, in their order: what a Publish makes live. */
export async function faqsInView(db: Queryable, changes: readonly DraftChange[] = []): Promise<FaqRecord[]> {
  return faqsWithChanges(await liveFaqs(db), changes as unknown as FaqChange[]);
}
