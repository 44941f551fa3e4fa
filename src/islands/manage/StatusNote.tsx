import type { ManagedBooking } from '../../lib/api/myBooking.ts';
import { isChangeable } from './BookingActions.tsx';

const READ_ONLY = 'Your slot has begun, so this booking can no longer be changed here.';

/**
 * Where the booking stands when it can no longer change here: cancelled (and what became of the
 * money), or read-only because its slot has begun (the server's words); and any note the server has
 * about it.
 */
export function StatusNote({ booking: b }: { booking: ManagedBooking }) {
  const cancelled = b.status === 'cancelled' || b.status === 'refunded';
  const headline = cancelled ? 'This booking is cancelled.' : isChangeable(b) ? '' : b.refusals.cancel || READ_ONLY;
  if (!headline && !b.statusNote) return null;
  return (
    <div
      data-status-note
      className={`rounded-2xl border p-4 ${cancelled ? 'border-red-200 bg-red-50 text-red-950' : 'border-brand-200 bg-brand-50 text-neutral-900'}`}
    >
      {headline && <p className="font-semibold">{headline}</p>}
      {b.statusNote && <p className={headline ? 'mt-1' : ''}>{b.statusNote}</p>}
    </div>
  );
}
