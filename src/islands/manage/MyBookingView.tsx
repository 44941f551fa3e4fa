import { useCallback, useEffect, useRef, useState } from 'react';
import type { ManagedBooking } from '../../lib/api/myBooking.ts';
import { placeLabel } from '../../lib/manage/changeOutcome.ts';
import { BookingActions, isChangeable } from './BookingActions.tsx';
import { BookingInvoice } from './BookingInvoice.tsx';
import { OpenPaymentPanel } from './OpenPaymentPanel.tsx';
import { StatusNote } from './StatusNote.tsx';
import type { ManagedBookingPage } from './useManagedBooking.ts';
import { usePaymentWatch } from './usePaymentWatch.ts';

interface Props {
  page: ManagedBookingPage;
  booking: ManagedBooking;
}

/**
 * The booking: what became of the customer's last action (said aloud and focused), where it
 * stands, a payment in progress, the actions, and the booking as its invoice tells it.
 */
export function MyBookingView({ page, booking }: Props) {
  const { token, show, notFound } = page;
  const heading = useRef<HTMLHeadingElement>(null);
  const outcomeLine = useRef<HTMLParagraphElement>(null);
  // Each outcome is a new one, even with the same words (two refusals alike), so it is focused again.
  const [outcome, setOutcome] = useState({ message: '', n: 0 });
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (outcome.message) outcomeLine.current?.focus();
  }, [outcome]);

  const tell = useCallback((message: string) => setOutcome((o) => ({ message, n: o.n + 1 })), []);
  const watch = usePaymentWatch({ token, booking, show, notFound, onOutcome: tell });
  const onDone = useCallback(
    (done: ManagedBooking, message: string) => {
      show(done);
      tell(message);
    },
    [show, tell],
  );
  const reload = useCallback(
    async (refusal: string) => {
      const read = await page.reload();
      if (read && !isChangeable(read)) tell(refusal);
    },
    [page, tell],
  );

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl">
          Your booking
        </h1>
        <p className="mt-1 text-lg font-semibold text-neutral-900" data-booking-place>
          {placeLabel(booking)}
        </p>
        <p className="mt-1 text-neutral-700">
          Order <span className="font-mono font-semibold text-neutral-900">{booking.orderId}</span>, booked by {booking.customerName}
        </p>
      </header>
      <p
        ref={outcomeLine}
        tabIndex={-1}
        role="status"
        data-outcome-line
        className={
          outcome.message ? 'rounded-2xl border border-green-300 bg-green-50 p-4 font-semibold text-green-950 outline-none' : 'sr-only'
        }
      >
        {outcome.message}
      </p>
      <StatusNote booking={booking} />
      {booking.openPayment && <OpenPaymentPanel open={booking.openPayment} phase={watch.phase} refresh={watch.refresh} />}
      {isChangeable(booking) && <BookingActions token={token} booking={booking} onDone={onDone} reload={reload} notFound={notFound} />}
      <BookingInvoice booking={booking} />
    </div>
  );
}
