import { useEffect, useRef } from 'react';

/** How long typing must pause before the search runs: a search a key would be a call a key on a slow phone. */
const PAUSE_MS = 400;

/**
 * Runs `search` once the typed text has not changed for a moment, when `worth` (a rule of the
 * text alone) says it can find something; not for the text the screen opened with, whose list is
 * already being read.
 */
export function useTypedSearch(text: string, worth: (text: string) => boolean, search: () => void): void {
  const opened = useRef(true);
  const latest = useRef(search);
  latest.current = search;
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    if (!worth(text)) return;
    const timer = setTimeout(() => latest.current(), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
}
