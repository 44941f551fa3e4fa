import { formatRupees } from '../../lib/money.ts';
import { slotLabel } from '../../lib/booking/slots.ts';
import { formatDay, invoiceHref, statusLabel } from '../../lib/profile/bookingView.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';
import type { Profile } from './profileApi.ts';
import { myBookingPath } from '../../lib/manage/myBookingLink.ts';
import { CARD, CARD_TITLE, SECONDARY_BUTTON } from './styles.ts';

type Booking = Profile['bookings'][number];

const STATUS_TONE: Record<string, string> = {
  'booking-confirmed': 'bg-green-100 text-green-900',
  'payment-failed': 'bg-red-100 text-red-900',
};

/**
 * The customer's bookings that reached payment, newest first (the server's order); a paid one with
 * its invoice and its Manage link to its own page (/my-booking), where it is paid, moved or cancelled.
 */
export function BookingsList({ bookings }: { bookings: Booking[] }) {
  return (
    <section aria-labelledby="bookings-title" className={CARD}>
      <h2 id="bookings-title" className={CARD_TITLE}>
        Your Bookings
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-3 text-neutral-700">
          No bookings yet.{' '}
          <a href="/theaters" className="font-semibold text-brand-700 underline underline-offset-2">
            Choose a theatre
          </a>
        </p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {bookings.map((b) => (
            <BookingItem key={b._id} booking={b} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingItem({ booking: b }: { booking: Booking }) {
  const invoice = b.status === 'booking-confirmed' ? invoiceHref(apiOrigin, b.invoice) : undefined;
  return (
    <li className="rounded-xl border border-neutral-200 p-4" data-testid="profile-booking" data-booking-id={b._id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-bold text-neutral-900">{b.theaterName}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[b.status] ?? 'bg-amber-100 text-amber-950'}`}>
          {statusLabel(b.status)}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-neutral-800">
        <dt className="text-neutral-600">Date</dt>
        <dd>{formatDay(b.date)}</dd>
        <dt className="text-neutral-600">Slot</dt>
        <dd>{slotLabel(b.time)}</dd>
        <dt className="text-neutral-600">Order</dt>
        <dd>{b.orderId}</dd>
        <dt className="text-neutral-600">Total</dt>
        <dd className="font-semibold">{formatRupees(b.totalPrice)}</dd>
        <dt className="text-neutral-600">Paid</dt>
        <dd>{formatRupees(b.amountPaid)}</dd>
        {b.status === 'booking-confirmed' && (
          <>
            <dt className="text-neutral-600">Due at the venue</dt>
            <dd>{formatRupees(b.remainingAmount)}</dd>
          </>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
        {b.manageToken && (
          <a href={myBookingPath(b.manageToken)} className={SECONDARY_BUTTON}>
            Manage<span className="sr-only"> booking {b.orderId}</span>
          </a>
        )}
        {invoice && (
          <a href={invoice} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2">
            Download invoice (PDF)<span className="sr-only"> for order {b.orderId}</span>
          </a>
        )}
      </div>
    </li>
  );
}
