import '../../../styles/policyText.css';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { LABEL } from '../fieldStyles.ts';
import { editorOutput } from './editorOutput.ts';
import { EXTENSIONS } from './extensions.ts';
import { LinkForm } from './LinkForm.tsx';
import { Toolbar } from './Toolbar.tsx';

export interface RichTextEditorProps {
  /** The editable text's id (for focusing it on an error). */
  id: string;
  label: string;
  /** HTML; '' for an empty text. */
  value: string;
  onChange: (html: string) => void;
  /** Ids of the hint or error that describe the text. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A text with headings, lists, emphasis and links, as HTML that the site's sanitiser keeps as it is
 * (extensions.ts), shown in the policy pages' own styles. Heavy (tiptap and ProseMirror): import it
 * through RichTextField or lazyRichText.tsx, which fetch it only when a field is shown.
 */
export function RichTextEditor({ id, label, value, onChange, describedBy, invalid }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const [linking, setLinking] = useState(false);
  // The parent's value is one of our own outputs most of the time, and not always the last: typing
  // fast, the parent may render an earlier key's text after a later key went in. Only another text
  // (a reset, a colleague's version) replaces the document, so neither the caret nor a key is lost.
  const emitted = useRef<string[]>([value]);
  const change = useRef(onChange);
  change.current = onChange;
  const openLink = useRef(() => setLinking(true));

  const editor = useEditor({
    extensions: EXTENSIONS,
    // Made once the field is on the page, not while React renders it: a render React sets aside (the
    // other texts' editors still loading) would make one, take it down and make another, and a click
    // on the first one's text in between lost its caret.
    immediatelyRender: false,
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        // A selected rule shows as selected (ProseMirror marks it with a class, which has no style).
        class:
          'policy-text min-h-48 px-3 py-3 sm:px-4 [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-500',
      },
      handleKeyDown: (_, e) => {
        if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'k') return false;
        e.preventDefault();
        openLink.current();
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = editorOutput(e.getHTML());
      emitted.current = [...emitted.current.slice(-49), html];
      change.current(html);
    },
  });

  useEffect(() => {
    if (!editor || emitted.current.includes(value)) return;
    emitted.current = [value];
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  return (
    <div>
      {/* Not a <label>: it would name no control (the text is a div); a tap on it still focuses the text. */}
      <p id={labelId} className={LABEL} onClick={() => editor?.commands.focus()}>
        {label}
      </p>
      {/* The sanitiser keeps tables, the editor cannot: say so before an edit flattens one. */}
      {/<table[\s>]/i.test(value) && (
        <p className="mb-2 text-sm text-neutral-700">
          This text has a table, which this editor cannot keep: when you change the text, its cells become paragraphs.
        </p>
      )}
      <div className={`rounded-lg border bg-white ${invalid ? 'border-red-700' : 'border-neutral-400'}`}>
        {editor && <Toolbar editor={editor} label={label} onLink={() => setLinking(true)} />}
        {editor && linking && <LinkForm editor={editor} onClose={() => setLinking(false)} />}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

export default RichTextEditor;
