import { useLayoutEffect, useRef, useState } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a person typed or chose in the server-rendered fields before the island hydrated: on a slow
 * phone the form shows a second or more before its script runs, and people type at once.
 *
 * The hydrating render reads the fields as the person left them (React has not touched the page
 * yet), and once hydrated each value that differs from what the server rendered goes to its
 * handler, the same one the field's onChange calls. Without it the first render from the stores
 * writes the stores' values back over the typing.
 *
 * `fields` maps a control's id to its handler; `rendered` is what the server rendered in it ('' for
 * every text field and for a select's placeholder; 'off'/'on' for a checkbox).
 */
export function useEarlyInput(fields: Record<string, (value: string) => void>, rendered: Record<string, string> = {}): void {
  const handlers = useRef(fields);
  handlers.current = fields;
  const [early] = useState(() => readControls(Object.keys(fields)));
  useLayoutEffect(() => {
    for (const [id, value] of Object.entries(early)) {
      if (value !== (rendered[id] ?? '')) handlers.current[id]?.(value);
    }
    // Once, right after hydration: later input goes through the fields' own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Each control's value as the page holds it now; a checkbox reads 'on' or 'off'. None on the server. */
function readControls(ids: string[]): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const values: Record<string, string> = {};
  for (const id of ids) {
    const el = document.getElementById(id) as Control | null;
    if (!el || !('value' in el)) continue;
    values[id] = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? (el.checked ? 'on' : 'off') : el.value;
  }
  return values;
}
