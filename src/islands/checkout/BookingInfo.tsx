import type { Booking } from '../../lib/api/booking.ts';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { CheckoutCard } from './CheckoutCard.tsx';

/** The booking's information (CHK-02): when, how many, and who, as the server has it. */
export function BookingInfo({ booking }: { booking: Booking }) {
  const rows: [string, string][] = [
    ['Date', bookingDayLabel(booking.date)],
    ['Time Slot', `${booking.time.fromTime} - ${booking.time.toTime}`],
    ['Number of Persons', String(booking.noOfPersons)],
    ['Name', booking.userName],
    ['Phone', booking.userPhone],
    ['Email', booking.userEmail],
  ];
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
