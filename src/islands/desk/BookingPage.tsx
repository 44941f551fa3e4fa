import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import type { DeskResponseOf } from '../../lib/api/deskCalls.ts';
import type { DeskRouteName } from '../../lib/api/deskRoutes.ts';
import type { DeskBookingPage } from '../../lib/api/deskBookings.ts';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { deskStatusText } from '../../lib/desk/bookingWords.ts';
import { formatRupees } from '../../lib/money.ts';
import { formatSlot, invoiceHref } from '../../lib/profile/bookingView.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';
import { auditTime } from './auditText.ts';
import { BOOKING_ACTIONS } from './bookingActions.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { BookingNotes } from './BookingNotes.tsx';
import { BookingGst } from './BookingGst.tsx';
import { BookingPayments } from './BookingPayments.tsx';
import { BookingMessages } from './messages/BookingMessages.tsx';
import { statusText } from '../../lib/desk/bookingWords.ts';
import { previousAddress } from './deskAddress.ts';
import { deskKey, useDeskQuery, useDeskRefresh } from './deskQuery.ts';
import { useDesk } from './deskContext.ts';
import { CARD, ERROR_TEXT, HEADING, SECONDARY } from './styles.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

const SUBHEADING = 'text-lg font-bold text-neutral-900';
const PAYING_REFRESH_MS = 4_000;
const CHANGED_BY_ACTIONS: DeskRouteName[] = ['bookingPage', 'board', 'bookingList', 'bookingGst', 'todaySummary'];

/** A payment is under way: the page may change by itself when it is paid, declined or lapses. */
const paymentOpen = (b: DeskBookingPage): boolean =>
  b.status === 'payment-pending' || Boolean(b.takenByPhone?.openLink) || b.payments.some((p) => p.status === 'pending');

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`grid gap-3 ${CARD}`}>
      <h2 id={id} className={SUBHEADING}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The booking's figures, as the site priced them. */
function Figures({ b }: { b: DeskBookingPage }) {
  const a = b.amounts;
  const rows: [string, number][] = [
    ['Theatre', a.theatrePrice],
    [`Extra persons (${a.extraAddedPersonsForTheatre})`, a.extraPersonPrice],
    ['Occasion', a.occasionPrice],
    ['Cakes', a.cakePrice],
    ['Add-ons', a.addonsPrice],
    ['Combo plan', a.planOfferPrice],
    ['Sub total', a.subTotal],
    [`Coupon${a.couponId ? ` ${a.couponId}` : ''}`, -a.couponAmount],
    // A manager's discount, after the coupon, with the reason the manager gave.
    [`Discount (${b.discount?.reason ?? ''})`, -(b.discount?.amount ?? 0)],
    ['Total', a.totalPrice],
    ['Advance', a.advancePayment],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:max-w-md">
      {rows
        .filter(([label, n]) => n !== 0 || label === 'Total')
        .map(([label, n]) => (
          <div key={label} className="contents">
            <dt className={label === 'Total' ? 'font-bold' : ''}>{label}</dt>
            <dd className={`text-right ${label === 'Total' ? 'font-bold' : ''}`}>{n < 0 ? `− ${formatRupees(-n)}` : formatRupees(n)}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * A booking's page: what the board shows, where and when, its figures, payments and refunds, the
 * messages it was sent, its status history, the invoice, staff notes, and the actions listed in
 * bookingActions.ts. Reached
 * from the board and from Find at #bookings/<id>.
 */
export function BookingPage({ bookingId }: { bookingId: string }) {
  const { may, announce } = useDesk();
  const heading = useRef<HTMLHeadingElement>(null);
  const client = useQueryClient();
  const input = { bookingId };
  const key = deskKey('bookingPage', input);
  const page = useDeskQuery('bookingPage', input);
  const booking = page.data?.booking;
  const error = page.error?.message ?? '';
  const busy = page.isFetching;
  const back = previousAddress() || '#bookings';

  // The heading takes the focus once there is one (the booking, or why there is none).
  useEffect(() => {
    if (!busy) heading.current?.focus();
  }, [busy, bookingId]);

  // While its payment is open (a pay page, a payment link), the page reads itself again every few
  // seconds, as the board does: paid on the customer's phone, it says so without a reload. Quietly,
  // keeping the focus where it is, and not as the staff member's doing (the session still ends); a
  // refresh that fails leaves the page as it was, and the next one tries again.
  useDeskRefresh(page, key, 'bookingPageRefresh', input, booking && paymentOpen(booking) ? PAYING_REFRESH_MS : false, (before, after) => {
    if (before.booking.status !== after.booking.status)
      announce(`Booking ${after.booking.orderId} is now ${statusText(after.booking.status).toLowerCase()}.`);
  });

  // An action changes the booking, and with it the board and the bookings found.
  const changed = (message?: string) => {
    if (message) announce(message);
    for (const name of CHANGED_BY_ACTIONS) void client.invalidateQueries({ queryKey: [name] });
  };
  const actions = BOOKING_ACTIONS.filter((a) => may(a.permission));
  const invoice = booking?.invoice ? invoiceHref(apiOrigin, booking.invoice) : undefined;

  return (
    <section aria-labelledby="desk-booking-heading" aria-busy={busy} className="grid gap-4">
      <p>
        <a href={back} className={SECONDARY}>
          Back
        </a>
      </p>
      {!booking && busy && <p className="text-neutral-700">Loading the booking…</p>}
      {!booking && !busy && (
        <>
          <h1 id="desk-booking-heading" ref={heading} tabIndex={-1} className={HEADING}>
            Booking not shown
          </h1>
          <p role="alert" className={ERROR_TEXT}>
            {error}
          </p>
        </>
      )}
      {booking && (
        <>
          <div>
            <h1 id="desk-booking-heading" ref={heading} tabIndex={-1} className={HEADING}>
              Booking {booking.orderId}
            </h1>
            <p className="mt-1 text-neutral-800">
              <strong>{deskStatusText(booking.status, booking.venueStatus)}</strong> · {bookingDayLabel(booking.date)},{' '}
              {formatSlot(booking)} · {booking.theatre.name}, {booking.branch}
            </p>
            <p className="text-sm text-neutral-700">
              Made {auditTime(booking.createdAt)} · last changed {auditTime(booking.updatedAt)}
            </p>
          </div>
          <ErrorAlert text={error} />
          {actions.length > 0 && (
            <Part id="desk-booking-actions" title="Actions">
              <div className="flex flex-wrap gap-3">
                {actions.map(({ id, Component }) => (
                  <Component key={id} booking={booking} onChanged={changed} />
                ))}
              </div>
            </Part>
          )}
          <Part id="desk-booking-details" title="Details">
            <BookingDetails booking={booking} />
            {booking.customer.email && <p className="text-sm text-neutral-800">E-mail: {booking.customer.email}</p>}
          </Part>
          <Part id="desk-booking-figures" title="Amounts">
            <Figures b={booking} />
            {invoice ? (
              <p>
                <a href={invoice} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                  Invoice (PDF, opens in a new tab)
                </a>
              </p>
            ) : (
              <p className="text-sm text-neutral-700">No invoice yet: it is made once the booking is paid.</p>
            )}
            <BookingGst bookingId={booking.id} invoice={booking.invoice} />
          </Part>
          <Part id="desk-booking-payments" title="Payments and refunds">
            <BookingPayments
              payments={booking.payments}
              venuePayments={booking.venuePayments}
              refunds={booking.refunds}
              voiding={
                may('payments.void') && booking.status === 'booking-confirmed' ? { bookingId: booking.id, onChanged: changed } : undefined
              }
            />
          </Part>
          <Part id="desk-booking-messages" title="Messages">
            <BookingMessages bookingId={booking.id} />
          </Part>
          <Part id="desk-booking-history" title="History">
            <ol className="grid gap-1 text-sm">
              {booking.history.map((h, i) => (
                <li key={i}>
                  <time dateTime={h.at}>{auditTime(h.at)}</time>: <strong>{statusText(h.status)}</strong>
                  {h.note && ` (${h.note})`}
                </li>
              ))}
            </ol>
          </Part>
          <Part id="desk-booking-notes" title="Staff notes">
            <BookingNotes
              bookingId={booking.id}
              notes={booking.notes}
              onNotes={(notes) =>
                client.setQueryData<DeskResponseOf<'bookingPage'>>(key, (p) => p && { ...p, booking: { ...p.booking, notes } })
              }
            />
          </Part>
        </>
      )}
    </section>
  );
}
