import { useCallback, useEffect, useState } from 'react';
import type { TheatreWithSlots } from '../../lib/api/theatres.ts';
import { notify } from '../shared/notify.ts';
import { api } from './apiClient.ts';

export const FETCH_FAILED = 'Failed to fetch theaters. Please try again.';

export interface TheatresState {
  loading: boolean;
  /** The theatres of the branch on that date; empty after a failure. */
  theatres: TheatreWithSlots[];
  /** The list could not be had (no answer, or the server failed): not the same as a branch with none. */
  failed: boolean;
}

const branchOf = (t: TheatreWithSlots): string => (typeof t.address === 'string' ? t.address : t.address._id);

/**
 * The branch's theatres with their slots on `date`, always live from the API. The spec's errors: a
 * 400 empties the list quietly (as a branch with none), any other failure says so in a toast and
 * marks the list failed, so that the page offers to ask again (`retry`) instead of saying there
 * are no theatres. Asked again when the page comes back from the back/forward cache, since slots
 * may have sold meanwhile.
 */
export function useTheatres(locationId: string, date: string | null): TheatresState & { retry: () => void } {
  const [state, setState] = useState<TheatresState>({ loading: date !== null, theatres: [], failed: false });
  const [visit, setVisit] = useState(0);
  const retry = useCallback(() => setVisit((v) => v + 1), []);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setVisit((v) => v + 1);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (date === null) {
      setState({ loading: false, theatres: [], failed: false });
      return;
    }
    let current = true;
    // A failed list stays failed until an answer comes: its Try again shows it is asking.
    setState((s) => ({ ...s, loading: true }));
    // The server answers only this branch's theatres; the filter stays for an API of the same
    // contract that ignores locationId and answers every branch.
    api.theatresForWeb({ slotDate: date, locationId }).then(
      (res) => current && setState({ loading: false, theatres: res.theatres.filter((t) => branchOf(t) === locationId), failed: false }),
      (error: unknown) => {
        if (!current) return;
        const failed = (error as { status?: number }).status !== 400;
        setState({ loading: false, theatres: [], failed });
        if (failed) notify(FETCH_FAILED);
      },
    );
    return () => {
      current = false;
    };
  }, [locationId, date, visit]);

  return { ...state, retry };
}
