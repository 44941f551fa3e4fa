import { useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../lib/api/calls.ts';
import { failureOfError, manageCall, type ManageFailure } from './manageApi.ts';

export type BranchTheatres = ResponseOf<'myBookingSlots'>['theatres'];
export type RescheduleQuote = ResponseOf<'rescheduleQuote'>['quote'];
export interface SlotTarget {
  theatreId: string;
  slotId: string;
}

export type Load<T> = { kind: 'none' } | { kind: 'loading' } | { kind: 'ok'; value: T } | { kind: 'failed'; failure: ManageFailure };

/** The answer of `ask`, asked again whenever `key` changes; nothing asked while `key` is null. */
function useAnswer<T>(key: string | null, ask: () => Promise<T>): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ kind: 'none' });
  const asking = useRef(ask);
  asking.current = ask;
  useEffect(() => {
    if (key === null) {
      setLoad({ kind: 'none' });
      return;
    }
    let live = true;
    setLoad({ kind: 'loading' });
    asking
      .current()
      .then((value) => live && setLoad({ kind: 'ok', value }))
      .catch((error) => live && setLoad({ kind: 'failed', failure: failureOfError(error) }));
    return () => {
      live = false;
    };
  }, [key]);
  return load;
}

/**
 * The branch's slots on the chosen day, and the price of the chosen one. Both are read again
 * whenever `round` moves (after a refused reschedule: a slot taken, a price changed), so that what
 * the customer confirms next is what the server would do now.
 */
export const useBranchSlots = (token: string, date: string | null, round: number): Load<BranchTheatres> =>
  useAnswer(date && `${date} ${round}`, async () => (await manageCall('myBookingSlots', { token, date: date! })).theatres);

export const useQuote = (token: string, date: string | null, target: SlotTarget | null, round: number): Load<RescheduleQuote> =>
  useAnswer(
    date && target && `${date} ${target.theatreId} ${target.slotId} ${round}`,
    async () => (await manageCall('rescheduleQuote', { token, date: date!, ...target! })).quote,
  );

/** Whether the slot is free (and not the booking's own) in what the server last said. */
export const isFree = (theatres: BranchTheatres, t: SlotTarget): boolean =>
  theatres.some((th) => th.id === t.theatreId && th.slots.some((s) => s.slotId === t.slotId && s.free && !s.current));
