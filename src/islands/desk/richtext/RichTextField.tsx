import { useState } from 'react';
import { LazyRichTextEditor, LazyRichTextPreview } from './lazyRichText.tsx';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The server's or the form's message for this text; linked to it by aria-describedby. */
  error?: string;
  /** For a policy text: the page's title, whose repeat as the opening heading the page leaves out. */
  pageTitle?: string;
}

/**
 * A rich text for a form: the editor, the message of an error, and a preview of the text as the
 * site will show it. Light itself: the editor's code is fetched when the field is first shown.
 */
export function RichTextField({ id, label, value, onChange, error, pageTitle }: Props) {
  const [previewing, setPreviewing] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <LazyRichTextEditor
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <details onToggle={(e) => setPreviewing(e.currentTarget.open)} className="rounded-lg border border-neutral-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand-700">Preview</summary>
        {/* Rendered only while open: it parses the whole text again on every change. */}
        {previewing && (
          <div className="border-t border-neutral-200 p-4 sm:p-6">
            <LazyRichTextPreview html={value} pageTitle={pageTitle} />
          </div>
        )}
      </details>
    </div>
  );
}
