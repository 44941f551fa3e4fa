import { useEffect, useState } from 'react';
import type { TheatreWithSlots } from '../../lib/api/theatres.ts';
import { notify } from '../shared/notify.ts';
import { api } from './apiClient.ts';

export const FETCH_FAILED = 'Failed to fetch theaters. Please try again.';

export interface TheatresState {
  loading: boolean;
  /** The theatres of the branch on that date; empty after a failure. */
  theatres: TheatreWithSlots[];
}

const branchOf = (t: TheatreWithSlots): string => (typeof t.address === 'string' ? t.address : t.address._id);

/**
 * The branch's theatres with their slots on `date`, always live from the API. The spec's errors: a
 * 400 empties the list quietly, any other failure also says so in a toast. Asked again when the page
 * comes back from the back/forward cache, since slots may have sold meanwhile.
 */
export function useTheatres(locationId: string, date: string | null): TheatresState {
  const [state, setState] = useState<TheatresState>({ loading: date !== null, theatres: [] });
  const [visit, setVisit] = useState(0);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setVisit((v) => v + 1);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (date === null) {
      setState({ loading: false, theatres: [] });
      return;
    }
    let current = true;
    setState((s) => ({ loading: true, theatres: s.theatres }));
    // The server answers only this branch's theatres; the filter stays for an API of the same
    // contract that ignores locationId and answers every branch.
    api.theatresForWeb({ slotDate: date, locationId }).then(
      (res) => current && setState({ loading: false, theatres: res.theatres.filter((t) => branchOf(t) === locationId) }),
      (error: unknown) => {
        if (!current) return;
        setState({ loading: false, theatres: [] });
        if ((error as { status?: number }).status !== 400) notify(FETCH_FAILED);
      },
    );
    return () => {
      current = false;
    };
  }, [locationId, date, visit]);

  return state;
}
