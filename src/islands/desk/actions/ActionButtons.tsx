import { useState, type ComponentType, type ReactNode } from 'react';
import { formatRupees } from '../../../lib/money.ts';
import { useDeskAction } from '../deskQuery.ts';
import { DANGER, PRIMARY, SECONDARY } from '../styles.ts';
import { changeable, markButtons, type ActionDialogProps, type BookingForActions } from './bookingForActions.ts';
import { AddLineDialog } from './AddLineDialog.tsx';
import { CancelRefundDialog } from './CancelRefundDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { RecordPaymentDialog } from './RecordPaymentDialog.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';

/**
 * The buttons of a booking's actions, each shown only when the booking allows it (the server
 * checks again, and says why when it refuses). `onChanged` has the page read the booking again and
 * say the message in its live region.
 */
export interface ActionButtonProps {
  booking: BookingForActions;
  onChanged: (message?: string) => void;
}

/** Mark arrived, Mark completed, Mark no-show: at once, no dialog; one the rules refuse now is disabled, with why. */
export function VenueMarks({ booking, onChanged }: ActionButtonProps) {
  const call = useDeskAction('bookingMark');
  const busy = call.isPending;
  const error = call.error?.message ?? '';
  const marks = markButtons(booking, Date.now());
  if (marks.length === 0) return null;

  const mark = (m: (typeof marks)[number]['mark']) =>
    call.mutate({ bookingId: booking.id, mark: m }, { onSuccess: (res) => onChanged(res.message) });

  return (
    <div className="grid w-full gap-2">
      <ul className="flex flex-wrap gap-3" aria-label="At the venue">
        {marks.map((m) => (
          <li key={m.mark} className="grid max-w-xs content-start gap-1">
            <button
              type="button"
              disabled={busy || m.refusal !== undefined}
              aria-describedby={m.refusal ? `desk-mark-${m.mark}-why` : undefined}
              onClick={() => mark(m.mark)}
              className={SECONDARY}
            >
              {m.label}
            </button>
            {m.refusal && (
              <p id={`desk-mark-${m.mark}-why`} className="text-xs text-neutral-700">
                {m.refusal}
              </p>
            )}
          </li>
        ))}
      </ul>
      <ErrorAlert text={error} />
    </div>
  );
}

/** An action's button and the dialog it opens; done, the dialog closes and the page (or the board) shows the booking again. */
export function DialogAction({
  booking,
  onChanged,
  className,
  label,
  Dialog,
}: ActionButtonProps & { className: string; label: ReactNode; Dialog: ComponentType<ActionDialogProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        {label}
      </button>
      <Dialog
        booking={booking}
        open={open}
        onClose={() => setOpen(false)}
        onDone={(message) => {
          setOpen(false);
          onChanged(message);
        }}
      />
    </>
  );
}

/** Record payment: a confirmed booking with something left to collect, or one taken by phone and paid whole at the venue. */
export function RecordPayment(props: ActionButtonProps) {
  const { booking } = props;
  if (!booking.phoneUnpaid && (booking.status !== 'booking-confirmed' || booking.leftToCollect <= 0)) return null;
  const label = (
    <>
      Record payment<span className="sr-only"> of {formatRupees(booking.leftToCollect)}</span>
    </>
  );
  return <DialogAction {...props} className={PRIMARY} label={label} Dialog={RecordPaymentDialog} />;
}

/** Add a line: a confirmed booking whose guests are expected or there (not a no-show). */
export function AddLine(props: ActionButtonProps) {
  const { booking } = props;
  if (booking.status !== 'booking-confirmed' || booking.venueStatus === 'no-show') return null;
  return <DialogAction {...props} className={SECONDARY} label="Add a line" Dialog={AddLineDialog} />;
}

/** Move: a confirmed booking not used yet. */
export function Move(props: ActionButtonProps) {
  if (!changeable(props.booking)) return null;
  return <DialogAction {...props} className={SECONDARY} label="Move" Dialog={MoveDialog} />;
}

/** Cancel and refund: a confirmed booking not used yet; the owner and managers only (bookings.refund). */
export function CancelAndRefund(props: ActionButtonProps) {
  if (!changeable(props.booking)) return null;
  return <DialogAction {...props} className={DANGER} label="Cancel and refund" Dialog={CancelRefundDialog} />;
}
