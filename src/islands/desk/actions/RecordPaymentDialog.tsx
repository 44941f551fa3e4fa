import { useRef, useState, type FormEvent } from 'react';
import { REFERENCE_MAX_LENGTH, VENUE_METHOD_LABELS, VENUE_METHODS, type VenueMethod } from '../../../lib/api/deskActions.ts';
import { formatRupees } from '../../../lib/money.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { DialogActions } from '../../shared/DialogActions.tsx';
import { CONTROL_CLASS, describedBy } from '../../shared/Field.tsx';
import { RadioCard } from '../../shared/RadioCard.tsx';
import { useDeskAction } from '../deskQuery.ts';
import { type BookingForActions } from './bookingForActions.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';

interface Props {
  booking: BookingForActions;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Record payment: what is left, paid at the venue by cash, UPI or card (with its reference). */
export function RecordPaymentDialog({ booking, open, onClose, onDone }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={`Record payment for ${booking.customerName}`}>
      <PaymentForm booking={booking} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function PaymentForm({ booking, onClose, onDone }: Omit<Props, 'open'>) {
  const reference = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState<VenueMethod>('cash');
  const [ref, setRef] = useState('');
  const [refError, setRefError] = useState<string>();
  const record = useDeskAction('bookingRecordPayment');
  const busy = record.isPending;
  // A refused reference shows at its field; any other failure above the buttons.
  const error = record.error && !record.error.fields.reference ? record.error.message : '';
  /** The booking changed under the dialog (paid meanwhile, moved): the page must be read again. */
  const stale = record.error?.status === 409 && !record.error.fields.reference;
  const amount = formatRupees(booking.leftToCollect);
  const hint = 'The UPI transaction id, or the number on the card slip.';
  const needsRef = method !== 'cash';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (stale) return onDone(error);
    const problem =
      needsRef && !ref.trim() ? `Please enter the ${method === 'upi' ? 'UPI transaction id' : 'card slip number'}.` : undefined;
    setRefError(problem);
    record.reset();
    if (problem) {
      reference.current?.focus();
      return;
    }
    record.mutate(
      { bookingId: booking.id, method, reference: ref, amount: booking.leftToCollect },
      {
        onSuccess: (res) => onDone(res.message),
        onError: (failure) => {
          if (failure.fields.reference) {
            setRefError(failure.fields.reference);
            reference.current?.focus();
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <p className="text-neutral-800">
        Left to collect: <span className="text-lg font-bold">{amount}</span>
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-neutral-800">Paid by</legend>
        <div className="flex flex-wrap gap-2">
          {VENUE_METHODS.map((m) => (
            <RadioCard key={m} shape="pill" name="desk-pay-method" value={m} checked={method === m} onChange={() => setMethod(m)}>
              {VENUE_METHOD_LABELS[m]}
            </RadioCard>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="desk-pay-reference" className="mb-1 block text-sm font-semibold text-neutral-800">
          Reference
          {needsRef ? (
            <span aria-hidden="true" className="text-red-700">
              {' *'}
            </span>
          ) : (
            <span className="font-normal text-neutral-700"> (optional for cash)</span>
          )}
        </label>
        <input
          ref={reference}
          id="desk-pay-reference"
          type="text"
          autoComplete="off"
          maxLength={REFERENCE_MAX_LENGTH}
          required={needsRef}
          value={ref}
          onChange={(e) => setRef(e.target.value)}
          className={CONTROL_CLASS}
          {...describedBy('desk-pay-reference', hint, refError)}
        />
        <p id="desk-pay-reference-hint" className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
        {refError && (
          <p id="desk-pay-reference-error" className="mt-1 text-sm font-medium text-red-700">
            {refError}
          </p>
        )}
      </div>
      <ErrorAlert text={error} />
      {/* Stale, the one way on is to close and read the booking again: nothing is left to cancel. */}
      <DialogActions
        confirm={stale ? 'Close and show the booking again' : `Record ${amount} paid`}
        working="Recording…"
        busy={busy}
        onCancel={stale ? undefined : onClose}
      />
    </form>
  );
}
