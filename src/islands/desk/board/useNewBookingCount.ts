import { useCallback, useEffect, useRef, useState } from 'react';
import { chime } from './chime.ts';
import { soundIsOn } from './deviceSettings.ts';

/** What the person does that shows they look at the board: the count goes. */
const LOOKS = ['pointerdown', 'keydown', 'focus'] as const;

/** The tab's title with the count of bookings not yet seen before it: '(2) Staff desk'. */
export const countedTitle = (count: number, title: string): string => (count > 0 ? `(${count}) ${title}` : title);

/**
 * New bookings on the day shown, counted in the tab's title until the person looks at the board
 * (a tap, a key, the window brought forward), so a desk glanced at from across the counter says
 * how many came; with the sound on, each arrival sounds a tone too.
 */
export function useNewBookingCount(): (arrived: number) => void {
  const [count, setCount] = useState(0);
  const title = useRef('');

  useEffect(() => {
    title.current = document.title;
    const seen = () => setCount(0);
    for (const look of LOOKS) window.addEventListener(look, seen);
    return () => {
      for (const look of LOOKS) window.removeEventListener(look, seen);
      document.title = title.current;
    };
  }, []);
  useEffect(() => {
    document.title = countedTitle(count, title.current);
  }, [count]);

  return useCallback((arrived: number) => {
    if (arrived <= 0) return;
    setCount((n) => n + arrived);
    if (soundIsOn()) chime();
  }, []);
}
