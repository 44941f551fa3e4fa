/**
 * The editor's HTML as the form keeps it: an empty text is '' (so 'required' checks work), and the
 * empty paragraphs the editor keeps at the end for the caret are dropped, since on the site each
 * would only add a gap under the text.
 */
export function editorOutput(html: string): string {
  return html.replace(/(?:<p><\/p>)+$/, '');
}
