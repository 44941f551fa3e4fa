/**
 * The FAQs as a page shows them, from the live list and the editors' changes laid over it: a
 * changed one in its place, a new one at the end, a removed one gone, and the order an editor set
 * (one list of ids; FAQs it does not name keep their order after those it names).
 */

export interface FaqRecord {
  id: string;
  question: string;
  answer: string;
}

export type FaqChange =
  | { kind: 'faq'; recordId: string; data: { question: string; answer: string } | null }
  | { kind: 'faq-order'; recordId: string; data: { ids: string[] } | null };

export function faqsWithChanges(live: readonly FaqRecord[], changes: readonly FaqChange[]): FaqRecord[] {
  let list = [...live];
  for (const change of changes) {
    if (change.kind !== 'faq') continue;
    const at = list.findIndex((f) => f.id === change.recordId);
    if (change.data === null) {
      if (at >= 0) list.splice(at, 1);
    } else {
      const faq = { id: change.recordId, question: change.data.question, answer: change.data.answer };
      if (at >= 0) list[at] = faq;
      else list.push(faq);
    }
  }
  const order = changes.find((c) => c.kind === 'faq-order')?.data;
  if (order && 'ids' in order) list = inOrder(list, order.ids);
  return list;
}

/** `list` in the order of `ids`; the ones `ids` does not name keep their order, after. */
export function inOrder<T extends { id: string }>(list: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return list
    .map((item, i) => ({ item, key: rank.get(item.id) ?? ids.length + i }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
}
