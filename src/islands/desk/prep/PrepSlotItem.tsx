import type { PrepItem } from '../../../lib/desk/prepList.ts';
import { formatSlot } from '../../../lib/profile/bookingView.ts';
import { planText } from '../bookingText.ts';
import { PrepareRows } from '../PrepareRows.tsx';

const TERM = 'font-semibold';

/**
 * One booked slot of the prep list: what to prepare (decoration and its theme, cakes with flavour,
 * weight and egg or eggless, the message on the cake, add-ons, what the plan brings), for how many
 * and for whom. The customer's own words are quoted, so the team copies them as given.
 */
export function PrepSlotItem({ item, level }: { item: PrepItem; level: 'h2' | 'h3' }) {
  const { theatre, fromTime, toTime, booking: b } = item;
  const Heading = level;
  return (
    <li className="rounded-xl border border-neutral-300 bg-white p-4">
      <Heading className="text-lg font-bold">
        {formatSlot({ fromTime, toTime })} · {theatre}
      </Heading>
      <dl className="mt-2 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className={TERM}>Persons</dt>
        <dd>{b.persons}</dd>
        <dt className={TERM}>Occasion</dt>
        <dd>{b.occasion ?? 'None chosen'}</dd>
        <dt className={TERM}>Name(s) on it</dt>
        <dd>{b.personName || '–'}</dd>
        <PrepareRows b={b} term={TERM} />
        <dt className={TERM}>Plan</dt>
        <dd>
          {planText(b.plan)}
          {b.plan.includes.length > 0 && `: ${b.plan.includes.join(', ')}`}
        </dd>
        <dt className={TERM}>Customer</dt>
        <dd>
          {b.customer.name}, {b.customer.phone} · {b.orderId}
        </dd>
      </dl>
    </li>
  );
}
