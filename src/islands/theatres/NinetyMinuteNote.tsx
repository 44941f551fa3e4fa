import { formatPaise } from '../../lib/money.ts';
import type { SlotPrice } from '../../lib/booking/pricing.ts';
import { Dialog } from '../shared/Dialog.tsx';

export interface NinetyMinuteNoteData {
  theatreName: string;
  slot: string;
  fullPricePaise: number;
  pricing: SlotPrice;
}

/** The spec's note when a 1.5-hour slot is chosen: it is shorter, and priced for that. */
export function NinetyMinuteNote({ note, onClose }: { note: NinetyMinuteNoteData | null; onClose: () => void }) {
  return (
    <Dialog open={note !== null} onClose={onClose} title="Note: 1.5 hour slot">
      {note && (
        <>
          <p className="mt-4 leading-relaxed text-neutral-800">
            The {note.slot} slot in {note.theatreName} lasts 1.5 hours, not the full duration, so it is priced at{' '}
            <strong>{formatPaise(note.pricing.pricePaise)}</strong> instead of {formatPaise(note.fullPricePaise)}.
          </p>
          <p className="mt-2 leading-relaxed text-neutral-800">
            Each extra person in this slot is {formatPaise(note.pricing.extraPersonPricePaise)}.
          </p>
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Okay
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
