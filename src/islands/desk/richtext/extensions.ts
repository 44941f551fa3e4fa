import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import HorizontalRule from '@tiptap/extension-horizontal-rule';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { Dropcursor, Gapcursor, TrailingNode, UndoRedo } from '@tiptap/extensions';
import { Link } from './link.ts';

/**
 * What a text may hold in the editor: the schema is the limit, so the editor can only produce HTML
 * that src/lib/site/sanitizeHtml.ts keeps unchanged (no class, style or other attribute). Chosen
 * one by one rather than through @tiptap/starter-kit, which would bring code, code blocks,
 * strike-through and linkifyjs along, unused (decisions.md: the editor's bytes).
 */
export const EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  Bold,
  Italic,
  Underline,
  HardBreak,
  HorizontalRule,
  Blockquote,
  // The page has its own h1 and the toolbar offers two levels: an h1 pasted or loaded becomes a
  // heading, an h4 to h6 a subheading, rather than a paragraph.
  Heading.extend({
    parseHTML() {
      return [1, 2, 3, 4, 5, 6].map((n) => ({ tag: `h${n}`, attrs: { level: n <= 2 ? 2 : 3 } }));
    },
  }).configure({ levels: [2, 3] }),
  BulletList,
  // The sanitiser drops 'start' and 'type', so a list typed as '3. ' would count from 1 on the site.
  OrderedList.extend({
    renderHTML() {
      return ['ol', 0];
    },
  }),
  ListItem,
  ListKeymap,
  Link,
  UndoRedo,
  Dropcursor,
  Gapcursor,
  // An empty paragraph after a closing list, quote or rule, for the caret to get past it.
  TrailingNode,
];
