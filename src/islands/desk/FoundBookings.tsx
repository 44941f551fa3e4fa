import type { DeskResponseOf } from '../../lib/api/deskCalls.ts';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { statusText } from '../../lib/desk/bookingWords.ts';
import { formatRupees } from '../../lib/money.ts';
import { formatSlot } from '../../lib/profile/bookingView.ts';
import { bookingHref } from './deskAddress.ts';
import { CARD } from './styles.ts';

/** The bookings Find found, a card each, its order id opening its page. */
export function FoundBookings({ bookings }: { bookings: DeskResponseOf<'bookingList'>['bookings'] }) {
  return bookings.length === 0 ? (
    <p className="text-neutral-800">No booking matches.</p>
  ) : (
    <ol className="grid gap-3" aria-label="Bookings found">
      {bookings.map((b) => (
        <li key={b.id} className={CARD}>
          <p className="flex flex-wrap justify-between gap-2">
            <a href={bookingHref(b.id)} className="font-bold text-brand-700 underline underline-offset-2">
              {b.orderId}
            </a>
            <span className="font-semibold text-neutral-900">{statusText(b.status)}</span>
          </p>
          <p className="text-neutral-900">
            {bookingDayLabel(b.date)}, {formatSlot(b)} · {b.theatre}, {b.branch}
          </p>
          <p className="text-sm text-neutral-800">
            {b.customerName} · {b.phone} · {b.persons} {b.persons === 1 ? 'person' : 'persons'}
            {b.occasion && ` · ${b.occasion}`}
            {b.personName && ` for ${b.personName}`} · {b.plan}
          </p>
          <p className="text-sm text-neutral-800">
            Total {formatRupees(b.money.total)} · paid {formatRupees(b.money.paid)}
            {b.money.leftToCollect > 0 && ` · left to collect ${formatRupees(b.money.leftToCollect)}`}
          </p>
        </li>
      ))}
    </ol>
  );
}
