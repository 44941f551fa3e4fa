import type { BoardResponse } from '../../../lib/api/deskBookings.ts';
import { BoardSlotCard } from '../BoardSlotCard.tsx';
import { useDesk } from '../deskContext.ts';
import { phoneBookingHref } from '../phone/phoneAddress.ts';
import { BlockButton, BookedSlotActions } from './BoardSlotActions.tsx';

/**
 * The board's theatres side by side (one under another on a phone), each with its slots of the
 * day in order and what the counter does from there: Book by phone and Block on a free slot
 * (for those allowed), Arrived and Collect on a booked one.
 */
export function BoardTheatres({ board, onDone }: { board: BoardResponse; onDone: (message: string) => void }) {
  const { may } = useDesk();
  const takesBookings = may('bookings.manage');
  const blocks = may('slots.block');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {board.theatres.map((t) => (
        <section key={t.id} aria-labelledby={`desk-board-${t.id}`} className="grid content-start gap-3">
          <h2 id={`desk-board-${t.id}`} className="text-xl font-bold text-neutral-900">
            {t.name}
          </h2>
          {t.slots.length === 0 ? (
            <p className="text-neutral-700">No slots on this day.</p>
          ) : (
            <ol className="grid gap-3" aria-label={`${t.name}: slots of the day`}>
              {t.slots.map((s) => {
                const place = {
                  theatreId: t.id,
                  theatreName: t.name,
                  slotId: s.slotId,
                  fromTime: s.fromTime,
                  toTime: s.toTime,
                  date: board.date,
                };
                const actions =
                  s.state === 'booked' && s.booking && takesBookings ? (
                    <BookedSlotActions booking={s.booking} slot={place} onDone={onDone} />
                  ) : s.state === 'free' && !s.over && blocks ? (
                    <BlockButton slot={place} onDone={onDone} />
                  ) : undefined;
                return (
                  <BoardSlotCard
                    key={s.slotId}
                    slot={s}
                    place={place}
                    phoneHref={takesBookings ? phoneBookingHref({ theatreId: t.id, slotId: s.slotId, date: board.date }) : undefined}
                    actions={actions}
                  />
                );
              })}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
