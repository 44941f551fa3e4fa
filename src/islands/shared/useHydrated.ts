import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and during hydration, true once the island runs. A button whose
 * press only the island can act on is disabled until then: a tap before would do nothing, and the
 * person would not know to tap again.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
