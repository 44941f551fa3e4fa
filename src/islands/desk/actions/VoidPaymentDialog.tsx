import { useRef, useState, type FormEvent } from 'react';
import { REASON_MAX_LENGTH } from '../../../lib/api/deskActions.ts';
import type { DeskVenuePayment } from '../../../lib/api/deskBookings.ts';
import { methodWords } from '../../../lib/desk/venuePaymentRules.ts';
import { formatRupees } from '../../../lib/money.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { DialogActions } from '../../shared/DialogActions.tsx';
import { CONTROL_CLASS, describedBy } from '../../shared/Field.tsx';
import { useDeskAction } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';

interface Props {
  bookingId: string;
  payment: DeskVenuePayment;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Void a payment recorded at the venue in error: asks why, then takes it out of what is paid. */
export function VoidPaymentDialog({ bookingId, payment, open, onClose, onDone }: Props) {
  const what = `${formatRupees(payment.amount)} (${methodWords({ method: payment.method, reference: payment.reference })})`;
  return (
    <Dialog open={open} onClose={onClose} title={`Void the payment of ${what}`}>
      <VoidForm bookingId={bookingId} payment={payment} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function VoidForm({ bookingId, payment, onClose, onDone }: Omit<Props, 'open'>) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const call = useDeskAction('bookingVoidPayment');
  const busy = call.isPending;
  const fieldError = problem ?? call.error?.fields.reason;
  const error = call.error && !call.error.fields.reason ? call.error.message : '';
  const hint = 'What went wrong: it shows in the booking’s history and the audit log.';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = reason.trim() ? undefined : 'Please say why this payment is voided.';
    setProblem(missing);
    call.reset();
    if (missing) return field.current?.focus();
    call.mutate(
      { bookingId, paymentId: payment.id, reason },
      { onSuccess: (res) => onDone(res.message), onError: (failure) => failure.fields.reason && field.current?.focus() },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <p className="text-neutral-800">
        It stays listed, marked voided, and counts nowhere: what is left to collect goes up by {formatRupees(payment.amount)}, and the
        invoice is made again.
      </p>
      <div>
        <label htmlFor="desk-void-reason" className="mb-1 block text-sm font-semibold text-neutral-800">
          Reason
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        </label>
        <textarea
          ref={field}
          id="desk-void-reason"
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={CONTROL_CLASS}
          {...describedBy('desk-void-reason', hint, fieldError)}
        />
        <p id="desk-void-reason-hint" className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
        {fieldError && (
          <p id="desk-void-reason-error" className="mt-1 text-sm font-medium text-red-700">
            {fieldError}
          </p>
        )}
      </div>
      <ErrorAlert text={error} />
      <DialogActions confirm="Void this payment" working="Voiding…" busy={busy} danger focusCancel onCancel={onClose} />
    </form>
  );
}
