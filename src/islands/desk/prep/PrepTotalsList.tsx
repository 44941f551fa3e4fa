import type { PrepTotals } from '../../../lib/desk/prepTotals.ts';

/**
 * The totals of a day (or of every branch's day): bookings and persons, then what to prepare of
 * each kind with how many, so that the kitchen and the decorators see the whole day at once.
 */
export function PrepTotalsList({ totals, label, level }: { totals: PrepTotals; label: string; level: 'h2' | 'h3' }) {
  const Heading = level;
  return (
    <section aria-label={label} className="rounded-xl border border-neutral-400 bg-neutral-50 p-4 print:bg-white">
      <Heading className="text-lg font-bold">{label}</Heading>
      <p className="mt-1">
        {totals.bookings} {totals.bookings === 1 ? 'booking' : 'bookings'} · {totals.persons} {totals.persons === 1 ? 'person' : 'persons'}
      </p>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(7rem,auto)_1fr]">
        {totals.kinds.map((k) => (
          <div key={k.key} className="contents">
            <dt className="font-semibold">{k.title}</dt>
            <dd>
              {k.counts.length === 0 ? (
                'None'
              ) : (
                <ul>
                  {k.counts.map((c) => (
                    <li key={c.label}>
                      {c.count} × {c.label}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
