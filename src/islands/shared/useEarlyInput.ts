import { useLayoutEffect, useRef } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a person typed or chose in the server-rendered fields before the island hydrated: on a slow
 * phone the form shows a second or more before its script runs, and people type at once.
 *
 * Right after hydration (a layout effect: before any later render writes values back) each field
 * that the person changed is handed to its handler, the same one the field's onChange calls.
 * Hydration itself never sets a field's value (React leaves what the person typed), so this read
 * sees the last key, even one typed while the island was hydrating; it is the first render from
 * the stores after it that would write the stores' values over the typing.
 *
 * `fields` maps a control's id to its handler. A field counts as changed when it differs from what
 * was rendered into it (its default value, checked state or selected option): a form mounted by the
 * island itself, not hydrated, has nothing changed and hands nothing on.
 */
export function useEarlyInput(fields: Record<string, (value: string) => void>): void {
  const handlers = useRef(fields);
  handlers.current = fields;
  useLayoutEffect(() => {
    for (const [id, onValue] of Object.entries(handlers.current)) {
      const el = document.getElementById(id);
      if (isControl(el) && changedByPerson(el)) onValue(valueOf(el));
    }
  }, []);
}

function isControl(el: Element | null): el is Control {
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
}

const isTick = (el: Control): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

function changedByPerson(el: Control): boolean {
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (isTick(el)) return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

/** A field's value as its onChange would read it; a box reads 'on' or 'off'. */
const valueOf = (el: Control): string => (isTick(el) ? (el.checked ? 'on' : 'off') : el.value);
