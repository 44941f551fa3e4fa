import { useRef, useState, type FormEvent } from 'react';
import type { DeskResponseOf } from '../../../lib/api/deskCalls.ts';
import { REASON_MAX_LENGTH } from '../../../lib/api/deskActions.ts';
import { CANCEL_CAUSE_LABELS, STAFF_CANCEL_CAUSES, type StaffCancelCause } from '../../../lib/desk/cancelCauses.ts';
import { formatRupees, typedRupees } from '../../../lib/money.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { DialogActions } from '../../shared/DialogActions.tsx';
import { CONTROL_CLASS, describedBy } from '../../shared/Field.tsx';
import { READ_EACH_OPENING, useDeskAction, useDeskQuery } from '../deskQuery.ts';
import { ERROR_TEXT, SECONDARY } from '../styles.ts';
import { type BookingForActions } from './bookingForActions.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';

interface Props {
  booking: BookingForActions;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

type Quote = DeskResponseOf<'bookingRefundQuote'>;
type FieldName = 'cause' | 'amount' | 'reason';
const LABEL = 'mb-1 block text-sm font-semibold text-neutral-800';

/**
 * Cancel and refund: why it is cancelled (picked from a short list, so the owner's Reports count the
 * causes; Other with words), and what the refund policy gives back online now, which the owner or a
 * manager may change (never above what was paid online; 0 refunds nothing) with a reason; then the
 * booking is cancelled, the refund sent once, and the slot free again.
 */
export function CancelRefundDialog({ booking, open, onClose, onDone }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={`Cancel ${booking.customerName}'s booking?`} size="max-w-lg">
      <CancelForm booking={booking} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

/** A field's label with the star that marks it required (the control says so to a screen reader: `required`). */
function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className={LABEL}>
      {children}
      <span aria-hidden="true" className="text-red-700">
        {' *'}
      </span>
    </label>
  );
}

/** The policy's refund as the server gives it now, then the form that starts from it. */
function CancelForm({ booking, onClose, onDone }: Omit<Props, 'open'>) {
  const read = useDeskQuery('bookingRefundQuote', { bookingId: booking.id }, READ_EACH_OPENING);

  if (read.error)
    return (
      <div className="mt-4 grid gap-4">
        <p role="alert" className={ERROR_TEXT}>
          {read.error.message}
        </p>
        <button type="button" onClick={onClose} className={SECONDARY}>
          Close
        </button>
      </div>
    );
  if (!read.data)
    return (
      <p role="status" className="mt-4 text-neutral-700">
        Reading what the refund policy allows…
      </p>
    );
  return <RefundForm booking={booking} quote={read.data} onClose={onClose} onDone={onDone} />;
}

function RefundForm({ booking, quote, onClose, onDone }: Omit<Props, 'open'> & { quote: Quote }) {
  const refs = {
    cause: useRef<HTMLSelectElement>(null),
    amount: useRef<HTMLInputElement>(null),
    reason: useRef<HTMLTextAreaElement>(null),
  };
  const [cause, setCause] = useState<StaffCancelCause | ''>('');
  const [amount, setAmount] = useState(String(quote.proposed));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const cancel = useDeskAction('bookingCancel');
  const busy = cancel.isPending;
  const refusedFields = Boolean(cancel.error?.fields.cause || cancel.error?.fields.amount || cancel.error?.fields.reason);
  // A refused amount or reason shows at its field; any other failure above the buttons.
  const error = cancel.error && !refusedFields ? cancel.error.message : '';

  const rupees = typedRupees(amount);
  const hint = `From 0 to ${formatRupees(quote.paidOnline)}. An amount other than the policy's needs a reason.`;
  // Both are decimals of at most two places, read as JavaScript reads them: equal amounts are equal numbers.
  const changed = rupees === undefined || rupees !== quote.proposed;
  // Words are asked for the amount when it differs from the policy's, and for what happened when the cause is Other.
  const wordsNeeded = changed || cause === 'other';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<FieldName, string>> = {
      cause: cause === '' ? 'Please choose why the booking is cancelled.' : undefined,
      amount:
        rupees === undefined
          ? 'Please enter an amount in rupees, 0 or more.'
          : rupees > quote.paidOnline
            ? `At most ${formatRupees(quote.paidOnline)}: that is what was paid online.`
            : undefined,
      reason: !reason.trim()
        ? changed
          ? 'Please say why the refund differs from what the policy proposes.'
          : cause === 'other'
            ? 'Please say what happened.'
            : undefined
        : undefined,
    };
    setErrors(found);
    cancel.reset();
    const first = (['cause', 'amount', 'reason'] as const).find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    // Unreachable (no cause is a found problem); it tells TypeScript that a cause is picked.
    if (cause === '') return;
    cancel.mutate(
      { bookingId: booking.id, amount: rupees!, cause, reason: wordsNeeded ? reason : '' },
      {
        onSuccess: (res) => onDone(res.message),
        onError: ({ fields }) => {
          if (fields.cause || fields.amount || fields.reason) {
            setErrors({ cause: fields.cause, amount: fields.amount, reason: fields.reason });
            (fields.cause ? refs.cause : fields.amount ? refs.amount : refs.reason).current?.focus();
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-neutral-800">
        <dt>Paid online</dt>
        <dd className="font-semibold">{formatRupees(quote.paidOnline)}</dd>
        <dt>Paid at the venue</dt>
        <dd className="font-semibold">{formatRupees(quote.paidAtVenue)}</dd>
        <dt>Policy refunds</dt>
        <dd className="font-semibold">{formatRupees(quote.proposed)}</dd>
      </dl>
      <p className="text-sm text-neutral-700">{quote.policy}</p>
      {quote.paidOnline === 0 && <p className="text-sm text-neutral-800">Nothing was paid online, so nothing is refunded online.</p>}
      {quote.paidAtVenue > 0 && <p className="text-sm text-neutral-800">What was paid at the venue is handed back there, if it is due.</p>}
      <div>
        <RequiredLabel htmlFor="desk-cancel-cause">Why is it cancelled?</RequiredLabel>
        <select
          ref={refs.cause}
          id="desk-cancel-cause"
          required
          value={cause}
          onChange={(e) => setCause(e.target.value as StaffCancelCause | '')}
          className={CONTROL_CLASS}
          {...describedBy('desk-cancel-cause', undefined, errors.cause)}
        >
          <option value="">Choose…</option>
          {STAFF_CANCEL_CAUSES.map((c) => (
            <option key={c} value={c}>
              {CANCEL_CAUSE_LABELS[c]}
            </option>
          ))}
        </select>
        {errors.cause && (
          <p id="desk-cancel-cause-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.cause}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="desk-refund-amount" className={LABEL}>
          Refund online (₹)
        </label>
        <input
          ref={refs.amount}
          id="desk-refund-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          className={CONTROL_CLASS}
          {...describedBy('desk-refund-amount', hint, errors.amount)}
        />
        <p id="desk-refund-amount-hint" className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
        {errors.amount && (
          <p id="desk-refund-amount-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.amount}
          </p>
        )}
      </div>
      {wordsNeeded && (
        <div>
          <RequiredLabel htmlFor="desk-refund-reason">{changed ? 'Reason for this amount' : 'What happened'}</RequiredLabel>
          <textarea
            ref={refs.reason}
            id="desk-refund-reason"
            rows={3}
            required
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={CONTROL_CLASS}
            {...describedBy('desk-refund-reason', undefined, errors.reason)}
          />
          {errors.reason && (
            <p id="desk-refund-reason-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.reason}
            </p>
          )}
        </div>
      )}
      <ErrorAlert text={error} />
      <DialogActions
        confirm={rupees ? `Cancel and refund ${formatRupees(rupees)}` : 'Cancel without a refund'}
        working="Cancelling…"
        busy={busy}
        danger
        onCancel={onClose}
        cancel="Keep the booking"
        focusCancel
      />
    </form>
  );
}
