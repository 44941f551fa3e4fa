import { useEffect, useRef } from 'react';
import { usePaused } from './usePaused.ts';

/** How long typing must pause before the search runs. */
const PAUSE_MS = 400;

/**
 * Runs `search` once the typed text has paused, when `worth` (a rule of the text alone) says it can
 * find something; not for the text the screen opened with, whose list is already being read, nor for
 * the text `searched` already shows (Find pressed before the pause): a second search then would
 * replace the list under the person's next click (an Export CSV lost to it).
 */
export function useTypedSearch(text: string, searched: string | undefined, worth: (text: string) => boolean, search: () => void): void {
  const paused = usePaused(text, PAUSE_MS);
  const opened = useRef(true);
  const latest = useRef(search);
  latest.current = search;
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    if (paused !== searched && worth(paused)) latest.current();
  }, [paused]);
}
