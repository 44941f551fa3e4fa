import { useEffect, useRef, useState } from 'react';

/** 'Copied!' stays this long (spec section 9). */
export const COPIED_MS = 2000;

/**
 * Copies `text` and says 'Copied!' for 2 seconds, in the button itself and in a status line for
 * screen readers. Where the clipboard is refused, it says so instead.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let message = 'Copied!';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      message = 'Could not copy. Please select the text and copy it.';
    }
    setSaid(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaid(''), COPIED_MS);
  };

  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={said === 'Copied!' ? undefined : label}
        className="inline-flex min-h-11 min-w-20 items-center justify-center rounded-full border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {said === 'Copied!' ? 'Copied!' : 'Copy'}
      </button>
      <span role="status" className={said && said !== 'Copied!' ? 'text-sm font-medium text-red-700' : 'sr-only'}>
        {said}
      </span>
    </>
  );
}
