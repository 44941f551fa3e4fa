import { useState } from 'react';
import type { DeskBookingSummary } from '../../../lib/api/deskBookings.ts';
import { venueMarkRefusal } from '../../../lib/desk/venueStatus.ts';
import { formatRupees } from '../../../lib/money.ts';
import type { BookingForActions } from '../actions/bookingForActions.ts';
import { DialogAction } from '../actions/ActionButtons.tsx';
import { RecordPaymentDialog } from '../actions/RecordPaymentDialog.tsx';
import { useDeskAction } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { SECONDARY } from '../styles.ts';
import { BlockSlotDialog } from './BlockSlotDialog.tsx';
import { slotWords, type BoardSlotRef } from './boardSlotRef.ts';

/** After an action: the board reads itself again and says the server's words. */
type Done = (message: string) => void;

const forActions = (b: DeskBookingSummary, slot: BoardSlotRef): BookingForActions => ({
  id: b.id,
  orderId: b.orderId,
  customerName: b.customer.name,
  status: b.status,
  venueStatus: b.venueStatus,
  date: slot.date,
  fromTime: slot.fromTime,
  toTime: slot.toTime,
  theatreId: slot.theatreId,
  theatreName: slot.theatreName,
  total: b.money.total,
  leftToCollect: b.money.leftToCollect,
});

/**
 * What the counter does from the board on a booked slot: Arrived (while the venue rules let it be
 * marked, from two hours before the slot) and Collect ₹x (what is left, in Record payment's dialog).
 * Each says its slot to a screen reader, since the board lists many.
 */
export function BookedSlotActions({ booking, slot, onDone }: { booking: DeskBookingSummary; slot: BoardSlotRef; onDone: Done }) {
  const mark = useDeskAction('bookingMark', { invalidates: ['board', 'boardWeek'] });
  const b = forActions(booking, slot);
  const canArrive = b.venueStatus !== 'arrived' && venueMarkRefusal(b, 'arrived', Date.now()) === undefined;
  const canCollect = b.status === 'booking-confirmed' && b.leftToCollect > 0;
  if (!canArrive && !canCollect) return null;
  const whose = <span className="sr-only"> ({slotWords(slot)})</span>;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {canArrive && (
          <button
            type="button"
            className={SECONDARY}
            disabled={mark.isPending}
            onClick={() => mark.mutate({ bookingId: b.id, mark: 'arrived' }, { onSuccess: (res) => onDone(res.message) })}
          >
            Arrived{whose}
          </button>
        )}
        {canCollect && (
          <DialogAction
            booking={b}
            onChanged={(message) => onDone(message ?? '')}
            className={SECONDARY}
            label={
              <>
                Collect {formatRupees(b.leftToCollect)}
                {whose}
              </>
            }
            Dialog={RecordPaymentDialog}
          />
        )}
      </div>
      <ErrorAlert text={mark.error?.message ?? ''} />
    </div>
  );
}

/** 'Block' on a free slot, for those who may block slots: the reason asked in a dialog. */
export function BlockButton({ slot, onDone }: { slot: BoardSlotRef; onDone: Done }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="font-semibold text-neutral-800 underline underline-offset-2" onClick={() => setOpen(true)}>
        Block<span className="sr-only"> {slotWords(slot)}</span>
      </button>
      <BlockSlotDialog
        slot={slot}
        open={open}
        onClose={() => setOpen(false)}
        onDone={(message) => {
          setOpen(false);
          onDone(message);
        }}
      />
    </>
  );
}
