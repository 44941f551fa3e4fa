import { useCallback, useEffect, useState } from 'react';
import type { ManagedBooking } from '../../lib/api/myBooking.ts';
import { tokenOfSearch } from '../../lib/manage/myBookingLink.ts';
import { failureOfError, manageCall } from './manageApi.ts';

export type PageState =
  | { kind: 'loading' }
  /** Any wrong, tampered or missing link: one page, whatever the reason. */
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ok'; booking: ManagedBooking };

export interface ManagedBookingPage {
  token: string;
  state: PageState;
  /** The booking as a call answered it (a cancel, a reschedule, a poll). */
  show: (booking: ManagedBooking) => void;
  /** Reads the booking again; resolves with it, or undefined when it could not be read (the page then says why). */
  reload: () => Promise<ManagedBooking | undefined>;
  notFound: () => void;
  /** After a failed first read: reads it again, saying so. */
  retry: () => void;
}

/**
 * The booking the link's token opens (`?t=`, read in the browser: the HTML is the same for every
 * link). A token that cannot be one is not sent: it shows the not-found page at once.
 */
export function useManagedBooking(): ManagedBookingPage {
  const [token, setToken] = useState('');
  const [state, setState] = useState<PageState>({ kind: 'loading' });

  const reload = useCallback(async (): Promise<ManagedBooking | undefined> => {
    const current = tokenOfSearch(window.location.search);
    setToken(current);
    if (!current) {
      setState({ kind: 'notFound' });
      return undefined;
    }
    try {
      const { booking } = await manageCall('myBooking', { token: current });
      setState({ kind: 'ok', booking });
      return booking;
    } catch (error) {
      const failure = failureOfError(error);
      // A booking on show stays when a second read fails (a hiccup): the next press reads it again.
      setState((shown) =>
        failure.kind === 'notFound' ? { kind: 'notFound' } : shown.kind === 'ok' ? shown : { kind: 'failed', message: failure.message },
      );
      return undefined;
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return {
    token,
    state,
    reload,
    show: useCallback((booking: ManagedBooking) => setState({ kind: 'ok', booking }), []),
    notFound: useCallback(() => setState({ kind: 'notFound' }), []),
    retry: useCallback(() => {
      setState({ kind: 'loading' });
      void reload();
    }, [reload]),
  };
}
