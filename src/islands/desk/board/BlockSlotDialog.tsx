import { useState, type FormEvent } from 'react';
import { Dialog } from '../../shared/Dialog.tsx';
import { DialogActions } from '../../shared/DialogActions.tsx';
import { CONTROL_CLASS, describedBy, Field } from '../../shared/Field.tsx';
import { dayLabel } from '../dayLabel.ts';
import { useDeskAction } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { slotWords, type BoardSlotRef } from './boardSlotRef.ts';

interface Props {
  slot: BoardSlotRef;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Block one free slot from the board, with why (staff see it, customers do not): the Blocked slots
 * screen's own call, for that theatre, slot and day. A booking that took the slot meanwhile is
 * named in the refusal, and nothing is blocked.
 */
export function BlockSlotDialog({ slot, open, onClose, onDone }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={`Block ${slotWords(slot)} on ${dayLabel(slot.date)}`}>
      <BlockForm slot={slot} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function BlockForm({ slot, onClose, onDone }: Omit<Props, 'open'>) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState('');
  const block = useDeskAction('blockSlots', { invalidates: ['board', 'boardWeek', 'blockList'] });
  const serverReason = block.error?.fields.reason ?? '';
  const error = block.error && !serverReason ? block.error.message : '';
  const reasonError = missing || serverReason;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (block.isPending) return;
    if (!reason.trim()) return setMissing('Please say why the slot is blocked.');
    setMissing('');
    block.mutate(
      { theatreId: slot.theatreId, slotIds: [slot.slotId], from: slot.date, to: slot.date, reason },
      { onSuccess: (res) => onDone(res.message || `Blocked ${slotWords(slot)}.`) },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <Field id="desk-board-block-reason" label="Reason" hint="Staff see it; customers do not." error={reasonError}>
        <input
          id="desk-board-block-reason"
          className={CONTROL_CLASS}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          {...describedBy('desk-board-block-reason', 'Staff see it; customers do not.', reasonError)}
        />
      </Field>
      <ErrorAlert text={error} />
      <DialogActions confirm="Block the slot" working="Blocking…" busy={block.isPending} onCancel={onClose} />
    </form>
  );
}
