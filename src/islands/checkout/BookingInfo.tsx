import type { Booking } from '../../lib/api/booking.ts';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { slotLabel } from '../../lib/booking/slots.ts';
import { CheckoutCard } from './CheckoutCard.tsx';

const LABELS = ['Date', 'Time Slot', 'Number of Persons', 'Name', 'Phone', 'Email'] as const;

/**
 * The booking's information (CHK-02): when, how many, and who, as the server has it. Without the
 * booking (before it is read) the card shows its labels with empty values, so the page's largest
 * heading is painted with the page instead of after the read, and nothing moves when the values come.
 */
export function BookingInfo({ booking }: { booking: Booking | null }) {
  const values = booking
    ? [
        bookingDayLabel(booking.date),
        slotLabel(booking.time),
        String(booking.noOfPersons),
        booking.userName,
        booking.userPhone,
        booking.userEmail,
      ]
    : LABELS.map(() => '\u00a0');
  const rows = LABELS.map((label, i) => [label, values[i]] as const);
  return (
    <CheckoutCard id="checkout-info-h" title="Booking Information">
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-neutral-100 py-1.5 sm:block sm:border-0 sm:py-0">
            <dt className="font-semibold text-neutral-700">{label}</dt>
            <dd className="break-all text-right text-neutral-900 sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
    </CheckoutCard>
  );
}
