import type { Faq } from '../api/content.ts';
import { getAllModules } from './getAllModules.ts';

/** The FAQs, in the API's order, from the site modules (web/allmodules), as the spec names them. */
export async function getFaqs(): Promise<Faq[]> {
  return (await getAllModules()).faqs;
}
