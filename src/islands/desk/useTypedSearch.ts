import { useEffect, useRef } from 'react';
import { usePaused } from './usePaused.ts';

/** How long typing must pause before the search runs. */
const PAUSE_MS = 400;

/**
 * Runs `search` once the typed text has paused, when `worth` (a rule of the text alone) says it can
 * find something; not for the text the screen opened with, whose list is already being read.
 */
export function useTypedSearch(text: string, worth: (text: string) => boolean, search: () => void): void {
  const paused = usePaused(text, PAUSE_MS);
  const opened = useRef(true);
  const latest = useRef(search);
  latest.current = search;
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    if (worth(paused)) latest.current();
  }, [paused]);
}
