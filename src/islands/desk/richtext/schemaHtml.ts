import { createDocument, getHTMLFromFragment, getSchema } from '@tiptap/core';
import { EXTENSIONS } from './extensions.ts';

const schema = getSchema(EXTENSIONS);

/**
 * Any HTML as the editor would hold it: parsed (inertly, by the browser's DOMParser) into the
 * editor's schema and written out again, so what is put on the page has only the editor's tags and
 * kept links, whatever the HTML came with.
 */
export function schemaHtml(html: string): string {
  return getHTMLFromFragment(createDocument(html, schema).content, schema);
}
