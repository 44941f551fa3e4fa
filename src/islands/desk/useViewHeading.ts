import { useEffect, useRef } from 'react';

const typingIn = (el: Element | null) =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/**
 * A view's heading, focused when the view opens, so that keyboard and screen-reader users start
 * there; not when a person is already in a field (a sign-in in the page's HTML, typed into before
 * the island hydrated: taking the focus would send the next keys nowhere).
 */
export function useViewHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!typingIn(document.activeElement)) ref.current?.focus();
  }, []);
  return ref;
}
