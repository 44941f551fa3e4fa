import { useEffect, useState } from 'react';

/**
 * A list the form loads when a choice is made (the occasion's products and cakes, its plans, a
 * plan's products): null while it loads, and again for each new `key`; an empty list when there is
 * no key, or when the call fails or is refused (the spec: a 400 reads as an empty list).
 */
export function useRuntimeList<T>(key: string | null, load: () => Promise<T[]>): T[] | null {
  const [state, setState] = useState<{ key: string | null; items: T[] | null }>({ key: null, items: [] });
  useEffect(() => {
    if (!key) return;
    let live = true;
    setState({ key, items: null });
    load()
      .catch(() => [] as T[])
      .then((items) => live && setState({ key, items }));
    return () => {
      live = false;
    };
    // `load` is made anew on each render; the key says what it loads.
  }, [key]);
  if (!key) return [];
  return state.key === key ? state.items : null;
}
