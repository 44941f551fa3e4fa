import type { ReactNode } from 'react';
import type { BoardSlot } from '../../lib/api/deskBookings.ts';
import { VENUE_STATUS_LABELS } from '../../lib/desk/venueStatus.ts';
import { formatSlot } from '../../lib/profile/bookingView.ts';
import { BookingDetails } from './BookingDetails.tsx';
import { istTime } from './dayLabel.ts';
import { bookingHref } from './deskAddress.ts';
import type { BoardSlotRef } from './board/boardSlotRef.ts';

const STATE_LOOKS: Record<BoardSlot['state'], { label: string; badge: string; card: string }> = {
  free: { label: 'Free', badge: 'bg-green-100 text-green-900', card: 'border-neutral-200 bg-white' },
  held: { label: 'Held', badge: 'bg-amber-100 text-amber-900', card: 'border-amber-300 bg-amber-50' },
  booked: { label: 'Booked', badge: 'bg-brand-600 text-white', card: 'border-brand-300 bg-white' },
  blocked: { label: 'Blocked', badge: 'bg-neutral-700 text-white', card: 'border-neutral-400 bg-neutral-100' },
};

/** A booked slot whose reminder went: a mark with an icon and its words, and when (in India). */
function ReminderSent({ at }: { at: string }) {
  return (
    <p className="inline-flex items-center gap-1.5 justify-self-start rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
        <path d="M10 2a6 6 0 0 0-6 6v3.6L2.3 14.3A1 1 0 0 0 3.2 16h13.6a1 1 0 0 0 .9-1.7L16 11.6V8a6 6 0 0 0-6-6Zm0 18a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2Z" />
      </svg>
      Reminder sent
      <span className="font-normal">
        {' '}
        · <time dateTime={at}>{istTime(at)}</time>
      </span>
    </p>
  );
}

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

interface Props {
  slot: BoardSlot;
  /** The theatre, slot and day, which name the slot's links and buttons for a screen reader. */
  place: BoardSlotRef;
  /** 'Book by phone' for those who take bookings. */
  phoneHref?: string;
  /** What the counter does from here (Arrived, Collect, Block), by state. */
  actions?: ReactNode;
}

/**
 * One slot of the day board: its time, its state in words (not colour alone), and what the state
 * brings; a free slot offers 'Book by phone' (`phoneHref`) to those who take bookings, and a booked
 * one says when its reminder went. A free slot that is over is one short line: nothing more can
 * happen to it, and the slots still to come matter more.
 */
export function BoardSlotCard({ slot, place, phoneHref, actions }: Props) {
  const looks = STATE_LOOKS[slot.state];
  if (slot.state === 'free' && slot.over)
    return (
      <li className="rounded-xl border border-dashed border-neutral-300 px-4 py-1.5 text-sm text-neutral-700">
        {formatSlot(slot)} · Free (over)
      </li>
    );
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
      {slot.state === 'free' && (phoneHref || actions) && (
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {phoneHref && (
            <a href={phoneHref} className={LINK}>
              Book by phone<span className="sr-only">{` ${formatSlot(slot)} in ${place.theatreName}`}</span>
            </a>
          )}
          {actions}
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
            {slot.reminderSentAt && <ReminderSent at={slot.reminderSentAt} />}
            {actions}
            <BookingDetails booking={slot.booking} />
          </div>
        ) : (
          <p className="mt-2 text-sm text-neutral-800">Sold before bookings were recorded: no details.</p>
        ))}
    </li>
  );
}
