import { Dialog } from '../../shared/Dialog.tsx';
import { dayLabel } from '../dayLabel.ts';
import { useDesk } from '../deskContext.ts';
import { phoneBookingHref } from '../phone/phoneAddress.ts';
import { PRIMARY, SECONDARY } from '../styles.ts';
import { BlockSlotDialog } from './BlockSlotDialog.tsx';
import { slotWords, type BoardSlotRef } from './boardSlotRef.ts';
import { useState } from 'react';

interface Props {
  slot: BoardSlotRef;
  onClose: () => void;
  onDone: (message: string) => void;
  onShowDay: (date: string) => void;
}

/** A free slot tapped on the week board: what the day board offers for it (Book by phone, Block), and its day. */
export function FreeSlotDialog({ slot, onClose, onDone, onShowDay }: Props) {
  const { may } = useDesk();
  const [blocking, setBlocking] = useState(false);
  if (blocking)
    return (
      <BlockSlotDialog
        slot={slot}
        open
        onClose={onClose}
        onDone={(message) => {
          onClose();
          onDone(message);
        }}
      />
    );
  return (
    <Dialog open onClose={onClose} title={`${slotWords(slot)} on ${dayLabel(slot.date)} is free`}>
      <div className="mt-4 grid gap-3">
        {may('bookings.manage') && (
          <a href={phoneBookingHref(slot)} className={`${PRIMARY} text-center`}>
            Book by phone
          </a>
        )}
        {may('slots.block') && (
          <button type="button" className={SECONDARY} onClick={() => setBlocking(true)}>
            Block
          </button>
        )}
        <button type="button" className={SECONDARY} onClick={() => onShowDay(slot.date)}>
          Show the day
        </button>
        <button type="button" className={SECONDARY} onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
