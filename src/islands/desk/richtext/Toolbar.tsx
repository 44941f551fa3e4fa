import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { BREAK, BULLETS, LINK, NUMBERS, QUOTE, REDO, RULE, UNDO } from './icons.tsx';

interface Tool {
  /** The button's accessible name, also its tooltip. */
  name: string;
  glyph: ReactNode;
  /** For aria-keyshortcuts: the editor's own shortcut for the same thing. */
  keys?: string;
  /** A format that is on or off where the caret is (aria-pressed); undefined for an action. */
  pressed?: boolean;
  /** Nothing to do now (Undo with no history): still focusable, so the arrow keys do not skip it. */
  idle?: boolean;
  run: () => void;
}

const BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-lg text-neutral-800 hover:bg-neutral-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-900 aria-disabled:text-neutral-400 aria-disabled:hover:bg-transparent';

interface Props {
  /** The text's label, which names the toolbar. */
  label: string;
  editor: Editor;
  onLink: () => void;
}

/**
 * The formatting buttons: one tab stop (the arrow keys, Home and End move between them, as in any
 * toolbar), each putting the caret back in the text so typing goes on.
 */
export function Toolbar({ editor, onLink, label }: Props) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      heading: e.isActive('heading', { level: 2 }),
      subheading: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    { name: 'Bold', glyph: <b>B</b>, keys: 'Control+B', pressed: on.bold, run: () => chain().toggleBold().run() },
    {
      name: 'Italic',
      glyph: <i className="font-serif">I</i>,
      keys: 'Control+I',
      pressed: on.italic,
      run: () => chain().toggleItalic().run(),
    },
    { name: 'Underline', glyph: <u>U</u>, keys: 'Control+U', pressed: on.underline, run: () => chain().toggleUnderline().run() },
    { name: 'Heading', glyph: <b>H2</b>, keys: 'Control+Alt+2', pressed: on.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    {
      name: 'Subheading',
      glyph: <b>H3</b>,
      keys: 'Control+Alt+3',
      pressed: on.subheading,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { name: 'Bullet list', glyph: BULLETS, keys: 'Control+Shift+8', pressed: on.bullets, run: () => chain().toggleBulletList().run() },
    { name: 'Numbered list', glyph: NUMBERS, keys: 'Control+Shift+7', pressed: on.numbers, run: () => chain().toggleOrderedList().run() },
    { name: 'Quote', glyph: QUOTE, keys: 'Control+Shift+B', pressed: on.quote, run: () => chain().toggleBlockquote().run() },
    { name: 'Link', glyph: LINK, keys: 'Control+K', pressed: on.link, run: onLink },
    { name: 'Horizontal rule', glyph: RULE, run: () => chain().setHorizontalRule().run() },
    { name: 'Line break', glyph: BREAK, keys: 'Shift+Enter', run: () => chain().setHardBreak().run() },
    { name: 'Undo', glyph: UNDO, keys: 'Control+Z', idle: !on.canUndo, run: () => chain().undo().run() },
    { name: 'Redo', glyph: REDO, keys: 'Control+Shift+Z', idle: !on.canRedo, run: () => chain().redo().run() },
  ];

  const [current, setCurrent] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const move = (e: KeyboardEvent) => {
    const last = tools.length - 1;
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + tools.length) % tools.length;
    setCurrent(next);
    bar.current?.querySelectorAll('button')[next]?.focus();
  };

  return (
    // Named apart from the field's label, so that getByLabel(label) finds the text alone.
    <div
      ref={bar}
      role="toolbar"
      // Named for its text: a form with three texts has three toolbars.
      aria-label={`${label}: formatting`}
      onKeyDown={move}
      className="sticky top-0 z-10 flex flex-wrap gap-1 rounded-t-lg border-b border-neutral-300 bg-white p-1"
    >
      {tools.map((tool, i) => (
        <button
          key={tool.name}
          type="button"
          aria-label={tool.name}
          title={tool.name}
          aria-keyshortcuts={tool.keys}
          aria-pressed={tool.pressed}
          aria-disabled={tool.idle || undefined}
          tabIndex={i === current ? 0 : -1}
          onFocus={() => setCurrent(i)}
          onClick={() => !tool.idle && tool.run()}
          className={BUTTON}
        >
          {tool.glyph}
        </button>
      ))}
    </div>
  );
}
