import type { ReactNode } from 'react';
import type { ManagedBooking } from '../../lib/api/myBooking.ts';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { slotLabel } from '../../lib/booking/slots.ts';
import { formatRupees } from '../../lib/money.ts';
import { invoiceHref } from '../../lib/profile/bookingView.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';
import { CARD, CARD_TITLE } from '../profile/styles.ts';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2';

/** The booking as its invoice tells it: where and when, what for, each priced line, and the money. */
export function BookingInvoice({ booking: b }: { booking: ManagedBooking }) {
  const invoice = b.invoiceUrl ? invoiceHref(apiOrigin, b.invoiceUrl) : undefined;
  return (
    <section aria-labelledby="my-booking-details" className={CARD}>
      <h2 id="my-booking-details" className={CARD_TITLE}>
        Booking details
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-neutral-900">
        <Fact label="Branch">
          <span className="font-semibold">{b.branch.name}</span>
          <span className="block text-sm text-neutral-700">{b.branch.address}</span>
          {b.branch.mapUrl && (
            <a href={b.branch.mapUrl} target="_blank" rel="noopener noreferrer" className={`text-sm ${LINK}`}>
              See on map<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </Fact>
        <Fact label="Theatre">{b.theaterName}</Fact>
        <Fact label="Date">{bookingDayLabel(b.date)}</Fact>
        <Fact label="Slot">
          {slotLabel(b.time)} <span className="text-sm text-neutral-700">(India time)</span>
        </Fact>
        <Fact label="Persons">{b.persons}</Fact>
        {b.occasion && <Fact label="Occasion">{b.occasion}</Fact>}
        {b.personName && <Fact label="Special person">{b.personName}</Fact>}
        {b.decorationTheme && <Fact label="Decoration theme">“{b.decorationTheme}”</Fact>}
        {b.cakeMessage && <Fact label="Message on the cake">“{b.cakeMessage}”</Fact>}
        {b.plan && <Fact label="Plan">{b.plan}</Fact>}
      </dl>
      <Money booking={b} />
      {invoice && (
        <a href={invoice} target="_blank" rel="noopener" className={`mt-4 inline-block ${LINK}`}>
          Invoice (PDF)<span className="sr-only"> for order {b.orderId}, opens in a new tab</span>
        </a>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function Money({ booking: b }: { booking: ManagedBooking }) {
  return (
    <table className="mt-5 w-full border-collapse text-left text-sm">
      <caption className="sr-only">What the booking costs, what is paid and what is left to pay</caption>
      <tbody>
        {b.lines.map((line, i) => (
          <Row key={`${line.label}-${i}`} label={line.label} amount={formatRupees(line.amount)} />
        ))}
        <Row label="Sub total" amount={formatRupees(b.subTotal)} rule />
        {b.coupon && <Row label={`Coupon ${b.coupon.code}`} amount={`−${formatRupees(b.coupon.amount)}`} />}
        {b.discount && <Row label={`Discount: ${b.discount.reason}`} amount={`−${formatRupees(b.discount.amount)}`} />}
        <Row label="Total" amount={formatRupees(b.totalPrice)} strong rule />
        <Row label="Paid" amount={formatRupees(b.amountPaid)} />
        {/* A cancelled booking has nothing left to pay, whatever its figures said before. */}
        {b.status !== 'cancelled' && b.status !== 'refunded' && (
          <Row label="Left to pay" amount={formatRupees(b.remainingAmount)} strong name="remaining" />
        )}
      </tbody>
    </table>
  );
}

interface RowProps {
  label: string;
  amount: string;
  strong?: boolean;
  /** A line above it: the sums under the parts. */
  rule?: boolean;
  name?: string;
}

function Row({ label, amount, strong = false, rule = false, name }: RowProps) {
  const tone = strong ? 'font-bold text-neutral-900' : 'font-normal text-neutral-800';
  return (
    <tr className={rule ? 'border-t border-neutral-300' : ''}>
      <th scope="row" className={`py-1.5 pr-3 ${tone}`}>
        {label}
      </th>
      <td data-money={name} className={`py-1.5 text-right tabular-nums ${tone}`}>
        {amount}
      </td>
    </tr>
  );
}
