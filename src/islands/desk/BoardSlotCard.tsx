import type { BoardSlot } from '../../lib/api/deskBookings.ts';
import { VENUE_STATUS_LABELS } from '../../lib/desk/venueStatus.ts';
import { formatSlot } from '../../lib/profile/bookingView.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { bookingHref } from './deskAddress.ts';

const STATE_LOOKS: Record<BoardSlot['state'], { label: string; badge: string; card: string }> = {
  free: { label: 'Free', badge: 'bg-green-100 text-green-900', card: 'border-neutral-200 bg-white' },
  held: { label: 'Held', badge: 'bg-amber-100 text-amber-900', card: 'border-amber-300 bg-amber-50' },
  booked: { label: 'Booked', badge: 'bg-brand-600 text-white', card: 'border-brand-300 bg-white' },
  blocked: { label: 'Blocked', badge: 'bg-neutral-700 text-white', card: 'border-neutral-400 bg-neutral-100' },
};

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * One slot of the day board: its time, its state in words (not colour alone), and what the state
 * brings; a free slot offers 'Book by phone' (`phoneHref`) to those who take bookings.
 */
export function BoardSlotCard({ slot, phoneHref }: { slot: BoardSlot; phoneHref?: string }) {
  const looks = STATE_LOOKS[slot.state];
  return (
    <li className={`rounded-2xl border p-4 ${looks.card} ${slot.over ? 'border-dashed' : ''}`}>
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-base font-bold text-neutral-900">
          {formatSlot(slot)}
          {slot.over && <span className="font-normal text-neutral-700"> (over)</span>}
        </span>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${looks.badge}`}>
          {looks.label}
          {slot.state === 'held' && `, ${slot.minutesLeft} min left`}
          {slot.state === 'booked' && slot.booking?.venueStatus && `, ${VENUE_STATUS_LABELS[slot.booking.venueStatus]}`}
        </span>
      </p>
      {slot.state === 'free' && phoneHref && !slot.over && (
        <p className="mt-2 text-sm">
          <a href={phoneHref} className={LINK}>
            Book by phone<span className="sr-only"> {formatSlot(slot)}</span>
          </a>
        </p>
      )}
      {slot.state === 'held' && slot.heldBy && (
        <p className="mt-2 text-sm text-neutral-800">
          Held for {slot.heldBy.customerName} until paid ·{' '}
          <a href={bookingHref(slot.heldBy.id)} className={LINK}>
            {slot.heldBy.orderId}
          </a>
        </p>
      )}
      {slot.state === 'blocked' && (
        <p className="mt-2 text-sm text-neutral-800">
          {slot.reason || 'No reason given'}
          {slot.blockedBy && <span className="text-neutral-700"> (by {slot.blockedBy})</span>}
        </p>
      )}
      {slot.state === 'booked' &&
        (slot.booking ? (
          <div className="mt-3 grid gap-3">
            <p className="text-sm">
              <a href={bookingHref(slot.booking.id)} className={LINK}>
                Open booking {slot.booking.orderId}
              </a>
            </p>
            <BookingDetails booking={slot.booking} />
          </div>
        ) : (
          <p className="mt-2 text-sm text-neutral-800">Sold before bookings were recorded: no details.</p>
        ))}
    </li>
  );
}
