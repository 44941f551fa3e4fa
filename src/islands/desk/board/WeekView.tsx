import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { WeekCell, WeekResponse } from '../../../lib/api/deskWeek.ts';
import { formatClock } from '../../../lib/profile/bookingView.ts';
import { dayLabel } from '../dayLabel.ts';
import { bookingHref } from '../deskAddress.ts';
import { useDeskQuery } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { slotWords, type BoardSlotRef } from './boardSlotRef.ts';
import { FreeSlotDialog } from './FreeSlotDialog.tsx';

interface Props {
  branch: string;
  start: string;
  onDone: (message: string) => void;
  onShowDay: (date: string) => void;
}

/** How often the week is read again while it is on screen: a slot taken on the site shows without a reload. */
const REFRESH_EVERY_MS = 30_000;

const CELL = 'block min-h-11 min-w-24 rounded-lg px-2 py-1.5 text-left text-sm font-semibold';
const LOOKS = {
  free: 'border border-green-700 bg-green-50 text-green-900',
  held: 'bg-amber-100 text-amber-900 underline',
  booked: 'bg-brand-600 text-white underline',
  blocked: 'bg-neutral-200 text-neutral-900',
} as const;

/** One slot on one day: a taken one opens its booking, a free one offers what the board offers, a past free one is a dash. */
function Cell({ cell, place, onFree }: { cell: WeekCell | null; place: BoardSlotRef; onFree: () => void }) {
  const at = `${slotWords(place)}, ${dayLabel(place.date)}`;
  // Read as text where it is only read; a control is named whole, its visible words first.
  const where = <span className="sr-only">{`, ${at}`}</span>;
  if (!cell)
    return (
      <span className="text-neutral-500">
        –<span className="sr-only">Not offered{where}</span>
      </span>
    );
  if (cell.state === 'free' && cell.over) return <span className="text-xs text-neutral-600">Over{where}</span>;
  if (cell.state === 'free')
    return (
      <button type="button" className={`${CELL} ${LOOKS.free}`} aria-label={`Free, ${at}`} onClick={onFree}>
        Free
      </button>
    );
  if (cell.state === 'blocked') return <span className={`${CELL} ${LOOKS.blocked}`}>Blocked{where}</span>;
  const words = cell.state === 'booked' ? 'Booked' : 'Held';
  const booking = 'booking' in cell ? cell.booking : null;
  if (!booking)
    return (
      <span className={`${CELL} ${LOOKS[cell.state]}`}>
        {words}
        {where}
      </span>
    );
  return (
    <a href={bookingHref(booking.id)} className={`${CELL} ${LOOKS[cell.state]}`} aria-label={`${words}, ${booking.customerName}, ${at}`}>
      {words}
      <span className="block font-normal">{booking.customerName}</span>
    </a>
  );
}

/**
 * The week view of a branch: for each theatre, its slots by the seven days from `start`, each cell
 * free, held, booked or blocked in words. A phone scrolls the table sideways.
 */
export function WeekView({ branch, start, onDone, onShowDay }: Props) {
  const query = useDeskQuery('boardWeek', { branch, start }, { placeholderData: keepPreviousData, everyMs: REFRESH_EVERY_MS });
  const [free, setFree] = useState<BoardSlotRef | undefined>();
  const week: WeekResponse | undefined = query.data;
  return (
    <div className="grid gap-6">
      <ErrorAlert text={query.error?.message ?? ''} />
      {!week && query.isFetching && <p className="text-neutral-700">Loading the week…</p>}
      {week && (
        <p className="text-neutral-800">
          <strong>
            {dayLabel(week.days[0])} to {dayLabel(week.days[6])}
          </strong>
          {query.isFetching && ' · loading…'}
        </p>
      )}
      {week?.theatres.map((t) => (
        <section key={t.id} aria-labelledby={`desk-week-${t.id}`} className="grid gap-2">
          <h2 id={`desk-week-${t.id}`} className="text-xl font-bold text-neutral-900">
            {t.name}
          </h2>
          <div
            role="region"
            aria-label={`${t.name}: the week`}
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-neutral-200 bg-white"
          >
            <table className="min-w-full border-collapse text-sm">
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-2 text-left">
                    Slot
                  </th>
                  {week.days.map((d) => (
                    <th key={d} scope="col" className={`px-2 py-2 text-left ${d === week.today ? 'text-brand-800' : ''}`}>
                      {dayLabel(d).replace(/ \d{4}$/, '')}
                      {d === week.today && <span className="block text-xs">today</span>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {t.rows.map((r) => (
                  <tr key={r.slotId} className="border-t border-neutral-200">
                    <th scope="row" className="whitespace-nowrap px-2 py-2 text-left font-semibold">
                      {formatClock(r.fromTime)}
                    </th>
                    {r.days.map((cell, i) => {
                      const place = {
                        theatreId: t.id,
                        theatreName: t.name,
                        slotId: r.slotId,
                        fromTime: r.fromTime,
                        toTime: r.toTime,
                        date: week.days[i],
                      };
                      return (
                        <td key={week.days[i]} className="px-1 py-1">
                          <Cell cell={cell} place={place} onFree={() => setFree(place)} />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {free && <FreeSlotDialog slot={free} onClose={() => setFree(undefined)} onDone={onDone} onShowDay={onShowDay} />}
    </div>
  );
}
