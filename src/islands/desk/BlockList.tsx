import { useId } from 'react';
import { formatSlot } from '../../lib/profile/bookingView.ts';
import type { SlotBlock } from '../../lib/api/deskBlocks.ts';
import { dayLabel, istTime } from './dayLabel.ts';
import { CARD, SECONDARY } from './styles.ts';

interface Props {
  blocks: SlotBlock[];
  busy: boolean;
  onUnblock: (block: SlotBlock) => void;
}

/** The blocks shown, day by day; each with Unblock (its accessible description names the slot). */
export function BlockList({ blocks, busy, onUnblock }: Props) {
  const id = useId();
  const days = [...new Set(blocks.map((b) => b.date))];
  return (
    <div className="grid gap-4">
      {days.map((day) => (
        <section key={day} aria-labelledby={`${id}-${day}`} className={CARD}>
          <h3 id={`${id}-${day}`} className="font-bold text-neutral-900">
            {dayLabel(day)}
          </h3>
          <ul className="mt-2 divide-y divide-neutral-200">
            {blocks
              .filter((b) => b.date === day)
              .map((b) => {
                const what = `${id}-${b.date}-${b.slotId}`;
                return (
                  <li key={b.slotId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div id={what}>
                      <p className="font-semibold text-neutral-900">
                        {b.theatreName} · {formatSlot(b)}
                        <span className="sr-only"> on {dayLabel(b.date)}</span>
                      </p>
                      <p className="text-sm text-neutral-700">
                        {b.reason} · blocked by {b.blockedBy}, {istTime(b.blockedAt)}
                      </p>
                    </div>
                    <button type="button" disabled={busy} aria-describedby={what} className={SECONDARY} onClick={() => onUnblock(b)}>
                      Unblock
                    </button>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
