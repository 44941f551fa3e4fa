import { isRecordKind, RECORD_KINDS } from '../api/deskRecordKinds.ts';
import { recordLabel, shortText } from '../api/deskRecordNames.ts';

/** How the editors' records read in the history and in 'what Publish would change'. */

/** The page a kind of record shows on (the FAQs' order, kept apart before FAQs held positions, on theirs). */
export const pageOfKind = (kind: string): string => (isRecordKind(kind) ? RECORD_KINDS[kind].page : kind === 'faq-order' ? '/Faqs' : '/');

/**
 * 'FAQ "How do I book?"', 'Aurora's prices'. `name`: how the record is named live, when its fields
 * do not name it (a theatre's prices and photos by the theatre's name).
 */
export function historyLabel(kind: string, _recordId: string, data: Record<string, unknown> | null, name?: string | null): string {
  if (kind === 'faq') return typeof data?.question === 'string' ? `FAQ "${shortText(data.question)}"` : 'An FAQ';
  if (kind === 'faq-order') return "The FAQs' order";
  if (kind === 'popup') return typeof data?.title === 'string' ? `The offer popup "${shortText(data.title)}"` : 'The offer popup';
  if (kind === 'theatre-photos') return name ? `${name}'s photos` : "A theatre's photos";
  if (kind === 'theatre-price') return name ? `${name}'s prices` : "A theatre's prices";
  if (isRecordKind(kind)) return recordLabel(kind, data);
  return kind;
}
