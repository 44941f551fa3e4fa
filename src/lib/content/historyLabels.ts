import { isRecordKind, RECORD_KIND_INFO, recordLabel, shortText } from '../api/deskRecordNames.ts';

/** How the editors' records read in the history and in 'what Publish would change'. */

const PAGES: Record<string, string> = {
  faq: '/Faqs',
  'faq-order': '/Faqs',
  'theatre-price': '/theaters',
  'theatre-photos': '/theaters',
  popup: '/',
};

/** The page a kind of record shows on. */
export const pageOfKind = (kind: string): string => (isRecordKind(kind) ? RECORD_KIND_INFO[kind].page : (PAGES[kind] ?? '/'));

/** 'FAQ "How do I book?"', 'The FAQs' order'. */
export function historyLabel(kind: string, _recordId: string, data: Record<string, unknown> | null): string {
  if (kind === 'faq') return typeof data?.question === 'string' ? `FAQ "${shortText(data.question)}"` : 'An FAQ';
  if (kind === 'faq-order') return "The FAQs' order";
  if (kind === 'popup') return typeof data?.title === 'string' ? `The offer popup "${shortText(data.title)}"` : 'The offer popup';
  if (kind === 'theatre-photos') return typeof data?.name === 'string' ? `${data.name}'s photos` : "A theatre's photos";
  if (kind === 'theatre-price') return typeof data?.name === 'string' ? `${data.name}'s prices` : "A theatre's prices";
  if (isRecordKind(kind)) return recordLabel(kind, data);
  return kind;
}
