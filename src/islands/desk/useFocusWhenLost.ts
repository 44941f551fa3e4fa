import { useEffect, useRef } from 'react';

/**
 * A message that takes the focus when it shows, if the focus was lost meanwhile: the button pressed
 * was disabled while its call ran, so the browser dropped the focus to the page, and a keyboard or
 * screen-reader user would go on from the top. Focus someone still holds (a field) is left alone.
 */
export function useFocusWhenLost<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown && (document.activeElement === null || document.activeElement === document.body)) ref.current?.focus();
  }, [shown]);
  return ref;
}
