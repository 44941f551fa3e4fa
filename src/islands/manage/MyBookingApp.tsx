import { useEffect, useRef } from 'react';
import { BACK_LINK } from '../shared/buttons.ts';
import { BookingNotFound, type VenueContact } from './BookingNotFound.tsx';
import { MyBookingView } from './MyBookingView.tsx';
import { useManagedBooking } from './useManagedBooking.ts';

/**
 * /my-booking?t=…: the customer's own booking, opened by the token of the link in its messages.
 * The HTML is the same for every link (the loading state); the booking is read in the browser.
 */
export default function MyBookingApp({ contact }: { contact: VenueContact }) {
  const page = useManagedBooking();
  const { state } = page;
  return (
    // At least a screen tall in every state, so that the footer does not jump as the booking arrives.
    <section className="min-h-svh bg-neutral-50 px-4 py-8 sm:py-10">
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'notFound' && <BookingNotFound contact={contact} />}
      {state.kind === 'failed' && <LoadFailed message={state.message} retry={page.retry} />}
      {state.kind === 'ok' && <MyBookingView page={page} booking={state.booking} />}
    </section>
  );
}

function Loading() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <p role="status" className="text-lg text-neutral-700">
        Loading your booking…
      </p>
      <div aria-hidden="true" className="grid gap-3 motion-safe:animate-pulse">
        <div className="h-8 w-2/3 rounded-lg bg-neutral-200" />
        <div className="h-40 rounded-2xl bg-neutral-200" />
        <div className="h-64 rounded-2xl bg-neutral-200" />
      </div>
    </div>
  );
}

function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => line.current?.focus(), []);
  return (
    <div className="mx-auto grid max-w-xl gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900">Your booking</h1>
      <p ref={line} tabIndex={-1} role="alert" className="font-medium text-red-800 outline-none">
        {message}
      </p>
      <p>
        <button type="button" onClick={retry} className={BACK_LINK}>
          Try again
        </button>
      </p>
    </div>
  );
}
