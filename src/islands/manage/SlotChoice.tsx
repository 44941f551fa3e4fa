import { useId } from 'react';
import { slotLabel } from '../../lib/booking/slots.ts';
import type { BranchTheatres, SlotTarget } from './useRescheduleChoices.ts';

interface Props {
  theatres: BranchTheatres;
  chosen: SlotTarget | null;
  onChoose: (target: SlotTarget) => void;
}

/** The branch's free slots of the day, theatre by theatre, as buttons; the booking's own slot is not offered. */
export function SlotChoice({ theatres, chosen, onChoose }: Props) {
  const offered = theatres.map((t) => ({ ...t, slots: t.slots.filter((s) => s.free && !s.current) })).filter((t) => t.slots.length > 0);
  if (offered.length === 0) {
    return <p className="text-neutral-700">No slot is free at this branch that day. Please choose another date.</p>;
  }
  return (
    <div className="grid gap-4">
      {offered.map((t) => (
        <TheatreSlots key={t.id} theatre={t} chosen={chosen} onChoose={onChoose} />
      ))}
    </div>
  );
}

function TheatreSlots({
  theatre,
  chosen,
  onChoose,
}: {
  theatre: BranchTheatres[number];
  chosen: SlotTarget | null;
  onChoose: Props['onChoose'];
}) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-neutral-800">
        {theatre.name}
      </h3>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {theatre.slots.map((s) => {
          const selected = chosen?.theatreId === theatre.id && chosen.slotId === s.slotId;
          return (
            <button
              key={s.slotId}
              type="button"
              aria-pressed={selected}
              onClick={() => onChoose({ theatreId: theatre.id, slotId: s.slotId })}
              className={`min-h-11 rounded-lg border px-2 py-1.5 text-sm font-semibold tabular-nums ${
                selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-500'
              }`}
            >
              {slotLabel(s)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
