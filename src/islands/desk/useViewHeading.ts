import { useEffect, useRef } from 'react';

/** A view's heading, focused when the view opens, so that keyboard and screen-reader users start there. */
export function useViewHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
