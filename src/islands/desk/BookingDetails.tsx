import type { DeskBookingSummary } from '../../lib/api/deskBookings.ts';
import { formatRupees } from '../../lib/money.ts';
import { collectText, planText } from './bookingText.ts';
import { ContactLinks } from './ContactLinks.tsx';
import { PrepareRows } from './PrepareRows.tsx';

const TERM = 'font-semibold text-neutral-800';

/**
 * What the venue needs of a booking, on the board and on its page: who (with a tap to call or
 * WhatsApp), how many, the occasion and whose, what to prepare, and the money left to collect.
 */
const COLLECT_TONE = { due: 'text-red-800', settled: 'text-green-800', unpaid: 'text-amber-900', off: 'text-neutral-700' } as const;

export function BookingDetails({ booking: b }: { booking: DeskBookingSummary }) {
  const collect = collectText(b);
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1.5 text-sm text-neutral-900">
      <dt className={TERM}>Customer</dt>
      <dd className="grid gap-1">
        <span>{b.customer.name}</span>
        <ContactLinks name={b.customer.name} phone={b.customer.phone} />
      </dd>
      <dt className={TERM}>Persons</dt>
      <dd>{b.persons}</dd>
      <dt className={TERM}>Occasion</dt>
      <dd>{b.occasion ?? 'None chosen'}</dd>
      <dt className={TERM}>Special person</dt>
      <dd>{b.personName || '–'}</dd>
      <PrepareRows b={b} term={TERM} />
      <dt className={TERM}>Plan</dt>
      <dd>
        {planText(b.plan)}
        {b.plan.includes.length > 0 && <span className="text-neutral-700"> (with {b.plan.includes.join(', ')})</span>}
      </dd>
      <dt className={TERM}>Amounts</dt>
      <dd>
        Total {formatRupees(b.money.total)} · Paid {formatRupees(b.money.paid)} ·{' '}
        <strong className={COLLECT_TONE[collect.tone]}>{collect.text}</strong>
      </dd>
    </dl>
  );
}
