import { useCallback, useState, type ReactNode } from 'react';
import type { ManagedBooking } from '../../lib/api/myBooking.ts';
import { failureOfError } from './manageApi.ts';

/** What each action of the page is handed. */
export interface ActionProps {
  token: string;
  booking: ManagedBooking;
  /** The booking as the call answered it, and what to tell the customer. */
  onDone: (booking: ManagedBooking, message: string) => void;
  /**
   * Reads the booking again after a refusal (409), for its figures as they are now; `refusal` is
   * said on the page should the booking no longer be open to change (the venue cancelled it, say).
   */
  reload: (refusal: string) => Promise<unknown>;
  notFound: () => void;
  /**
   * Why the action is not offered now ('' when it is): shown in the button's place, unless another
   * action has just said the same (`said`). A dialog already open stays, to show it.
   */
  refusal: string;
  said: boolean;
}

/**
 * One press of an action's button: busy until the call answers (kept busy while the page leaves
 * for a pay page), and its refusal in words to show beside the button. A 409 says the booking
 * changed meanwhile: `onChanged` reads the new figures, for the customer to confirm again.
 */
export function useAction(notFound: () => void, onChanged: (refusal: string) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = useCallback(
    async (work: () => Promise<'leaving' | void>) => {
      setBusy(true);
      setError('');
      try {
        if ((await work()) === 'leaving') return;
      } catch (thrown) {
        const failure = failureOfError(thrown);
        if (failure.kind === 'notFound') return notFound();
        setError(failure.message);
        if (failure.kind === 'changed') onChanged(failure.message);
      }
      setBusy(false);
    },
    [notFound, onChanged],
  );
  return { busy, error, run, clearError: useCallback(() => setError(''), []) };
}

/** A refusal beside the button that met it; `id` ties it to the button. */
export function ActionError({ id, text }: { id: string; text: string }) {
  return text ? (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

/** The action's button, or the sentence that says why it is not offered now. */
export function ActionOrRefusal({ refusal, said, children }: { refusal: string; said: boolean; children: ReactNode }) {
  if (!refusal) return <>{children}</>;
  return said ? null : <p className="text-sm text-neutral-800">{refusal}</p>;
}
