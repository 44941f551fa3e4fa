import { useId } from 'react';
import type { Slot } from '../../lib/api/theatres.ts';
import { slotLabel, type SlotStatus } from '../../lib/booking/slots.ts';

/** What a disabled slot says under its times, so the state is not told by colour alone. */
const STATUS_LABEL: Record<Exclude<SlotStatus, 'open'>, string> = {
  booked: 'Booked',
  inactive: 'Unavailable',
  past: 'Over',
  almostOver: 'Almost over',
};

interface Props {
  theatreName: string;
  slots: { slot: Slot; status: SlotStatus }[];
  selectedId: string | null;
  onPick: (slot: Slot) => void;
}

/** A theatre's slots for the day: booked ones struck through; booked, past and almost-over ones disabled. */
export function SlotButtons({ theatreName, slots, selectedId, onPick }: Props) {
  const headingId = useId();
  return (
    <div className="mt-4">
      <h3 id={headingId} className="text-sm font-semibold text-neutral-800">
        Select a time slot<span className="sr-only"> in {theatreName}</span>
      </h3>
      {slots.length === 0 ? (
        <p className="mt-2 rounded-lg bg-neutral-100 px-3 py-2 text-sm font-medium text-neutral-700">No Slots Available</p>
      ) : (
        <div role="group" aria-labelledby={headingId} className="mt-2 grid grid-cols-2 gap-2">
          {slots.map(({ slot, status }) => {
            const selected = slot._id === selectedId && status === 'open';
            return (
              <button
                key={slot._id}
                type="button"
                disabled={status !== 'open'}
                aria-pressed={selected}
                onClick={() => onPick(slot)}
                data-slot-status={status}
                className={`flex min-h-11 flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-sm font-semibold tabular-nums transition-colors ${
                  selected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : status === 'open'
                      ? 'border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-500'
                      : 'cursor-not-allowed border-neutral-200 bg-neutral-100 text-neutral-500'
                }`}
              >
                <span className={status === 'booked' ? 'line-through' : undefined}>{slotLabel(slot)}</span>
                {status !== 'open' && <span className="text-xs font-medium">{STATUS_LABEL[status]}</span>}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
