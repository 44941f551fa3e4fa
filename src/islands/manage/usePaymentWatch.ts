import { useEffect, useState } from 'react';
import type { ManagedBooking } from '../../lib/api/myBooking.ts';
import { changeOutcome, startedFromOpen } from '../../lib/manage/changeOutcome.ts';
import { pollUntil, type Backoff } from '../../lib/booking/pollBackoff.ts';
import { failureOfError, manageCall } from './manageApi.ts';
import { forgetChange, rememberChange, startedChange } from './startedChange.ts';

/** Every 2 seconds for 2 minutes: the provider's word usually comes within seconds of paying. */
export const PAYMENT_WATCH: Backoff = { firstMs: 2000, factor: 1, maxMs: 2000, giveUpMs: 2 * 60_000 };

export type WatchPhase = 'idle' | 'checking' | 'stale';

interface Props {
  token: string;
  booking: ManagedBooking;
  show: (booking: ManagedBooking) => void;
  notFound: () => void;
  /** What became of the payment, once the booking tells. */
  onOutcome: (message: string) => void;
}

class Stopped extends Error {}

/**
 * While the booking has a payment open (back from the pay page, or one left open), reads the
 * booking again every 2 seconds until the payment is settled, then says what became of it; after
 * 2 minutes it stops ('stale') until `refresh`. A read that fails is tried again at the next turn.
 */
export function usePaymentWatch({ token, booking, show, notFound, onOutcome }: Props): { phase: WatchPhase; refresh: () => void } {
  const [phase, setPhase] = useState<WatchPhase>('idle');
  const [round, setRound] = useState(0);
  const open = booking.openPayment !== null;

  // What the payment is for, kept for the tab, and its outcome once it is no longer open.
  useEffect(() => {
    const started = startedChange();
    if (booking.openPayment) {
      if (started?.orderId !== booking.orderId) rememberChange(startedFromOpen(booking)!);
      return;
    }
    const outcome = started && changeOutcome(started, booking);
    if (!outcome) return;
    forgetChange();
    onOutcome(outcome.message);
  }, [booking, onOutcome]);

  useEffect(() => {
    if (!open) {
      setPhase('idle');
      return;
    }
    let live = true;
    // The booking was read just now: the first turn only waits (a Refresh asks at once).
    let first = round === 0;
    setPhase('checking');
    const ask = async (): Promise<ManagedBooking | undefined> => {
      if (first) {
        first = false;
        return undefined;
      }
      if (!live) throw new Stopped();
      try {
        const { booking: read } = await manageCall('myBooking', { token });
        if (!live) throw new Stopped();
        show(read);
        return read.openPayment ? undefined : read;
      } catch (error) {
        if (error instanceof Stopped) throw error;
        if (failureOfError(error).kind === 'notFound') {
          notFound();
          throw new Stopped();
        }
        return undefined;
      }
    };
    pollUntil(ask, PAYMENT_WATCH)
      .then((settled) => live && !settled && setPhase('stale'))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, round, token, show, notFound]);

  return { phase, refresh: () => setRound((r) => r + 1) };
}
