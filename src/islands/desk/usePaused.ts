import { useEffect, useState } from 'react';

/**
 * The value once it has not changed for `ms`: what a search or a price is asked of, one question
 * per pause in typing rather than one a key (a call a key on a slow phone).
 */
export function usePaused<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}
