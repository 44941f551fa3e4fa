import type { BookingChoice } from '../../lib/stores/booking.ts';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { slotLabel } from '../../lib/booking/slots.ts';

/** The booking at a glance: the theatre with its city, the day and the slot. */
export function BookingOverview({ choice }: { choice: BookingChoice | null }) {
  return (
    <section aria-labelledby="booking-overview-h" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 shadow-sm sm:p-6">
      <h2 id="booking-overview-h" className="mb-3 text-xl font-bold text-brand-800">
        Your booking
      </h2>
      {/* The same rows before the booking is read (hydration), so nothing moves when it is. */}
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-neutral-700">Theatre</dt>
          <dd data-choice="theatre" className="font-semibold text-neutral-900">
            {choice ? `${choice.theatre.name}, ${choice.location.city}` : '…'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-700">Date</dt>
          <dd data-choice="date" className="font-semibold text-neutral-900">
            {choice ? bookingDayLabel(choice.date) : '…'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-700">Slot</dt>
          <dd data-choice="slot" className="font-semibold text-neutral-900">
            {choice ? slotLabel(choice.time) : '…'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
