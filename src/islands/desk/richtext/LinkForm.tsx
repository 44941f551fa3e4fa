import type { Editor } from '@tiptap/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { SECONDARY } from '../styles.ts';
import { linkHref } from './linkHref.ts';

interface Props {
  editor: Editor;
  onClose: () => void;
}

const SMALL_PRIMARY =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700';

/**
 * The address of the link at the caret (or for the selected words). Not a <form>: the field sits
 * inside the screen's own form, and Enter here must make the link, not save the screen.
 */
export function LinkForm({ editor, onClose }: Props) {
  const id = useId();
  const existing = editor.getAttributes('link').href as string | undefined;
  const [address, setAddress] = useState(existing ?? '');
  const [error, setError] = useState('');

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = linkHref(address);
    if (!href) {
      setError('Use a web address (https://…), an email address, tel: and a phone number, or a page of this site starting with /.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected and no link to change, the address itself becomes the link's text.
    if (editor.state.selection.empty && !existing)
      chain.insertContent({ type: 'text', text: address.trim(), marks: [{ type: 'link', attrs: { href } }] });
    else chain.setLink(href);
    chain.run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const enter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    apply();
  };
  const escape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    close();
  };

  return (
    <div className="grid gap-2 border-b border-neutral-300 bg-neutral-50 p-3" onKeyDown={escape}>
      <label htmlFor={`${id}-href`} className={LABEL}>
        Link address
      </label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        autoComplete="off"
        // The form opens at the editor's request (the Link button or Ctrl+K): the address is next.
        autoFocus
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        onKeyDown={enter}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="https://… or /RefundPolicy"
        className={CONTROL}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={apply} className={SMALL_PRIMARY}>
          Apply link
        </button>
        {existing && (
          <button type="button" onClick={remove} className={SECONDARY}>
            Remove link
          </button>
        )}
        <button type="button" onClick={close} className={SECONDARY}>
          Cancel
        </button>
      </div>
    </div>
  );
}
