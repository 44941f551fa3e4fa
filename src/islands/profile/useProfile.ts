import { useCallback, useEffect, useState } from 'react';
import { loadProfile, type ProfileLoad } from './profileApi.ts';

export type ProfileState = { kind: 'loading' } | ProfileLoad;

/** Loads web/profile once the view shows, and again on `retry`. */
export function useProfile(): { state: ProfileState; retry: () => void } {
  const [state, setState] = useState<ProfileState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    loadProfile().then((result) => live && setState(result));
    return () => {
      live = false;
    };
  }, [attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
