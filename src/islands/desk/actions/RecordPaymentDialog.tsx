import { useRef, useState, type FormEvent } from 'react';
import { MAX_PAYMENT_LINES } from '../../../lib/api/deskActions.ts';
import { leftAfterTyped, typedProblems, type TypedProblems } from '../../../lib/desk/venuePaymentRules.ts';
import { formatRupees, typedRupees } from '../../../lib/money.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { DialogActions } from '../../shared/DialogActions.tsx';
import { useDeskAction } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { type ActionDialogProps } from './bookingForActions.ts';
import { PaymentLineFields, type LineDraft } from './PaymentLineFields.tsx';

type Props = ActionDialogProps;

/** Record payment: any part of what is left, paid at the venue by cash, UPI or card, or split between them. */
export function RecordPaymentDialog({ booking, open, onClose, onDone }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={`Record payment for ${booking.customerName}`}>
      <PaymentForm booking={booking} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

const NO_PROBLEMS: TypedProblems = { lines: [] };

/** A refusal of the server's at a line's field ("lines.1.reference"), by line. */
function serverLineErrors(fields: Record<string, string>): TypedProblems['lines'] {
  const lines: TypedProblems['lines'] = [];
  for (const [field, message] of Object.entries(fields)) {
    const m = /^lines\.(\d+)\.(amount|reference)$/.exec(field);
    if (m) lines[Number(m[1])] = { ...lines[Number(m[1])], [m[2]]: message };
  }
  return lines;
}

function PaymentForm({ booking, onClose, onDone }: Omit<Props, 'open'>) {
  const left = booking.leftToCollect;
  const nextKey = useRef(1);
  const [lines, setLines] = useState<LineDraft[]>([{ key: 0, amount: String(left), method: 'cash', reference: '' }]);
  const [problems, setProblems] = useState<TypedProblems>(NO_PROBLEMS);
  const amountRefs = useRef(new Map<number, HTMLInputElement>());
  const referenceRefs = useRef(new Map<number, HTMLInputElement>());
  const record = useDeskAction('bookingRecordPayment');
  const busy = record.isPending;
  const serverLines = record.error ? serverLineErrors(record.error.fields) : [];
  // A refused field shows at its line; any other failure above the buttons.
  const error = record.error && serverLines.length === 0 ? record.error.message : '';
  /** The booking changed under the dialog (paid meanwhile, moved): the page must be read again. */
  const stale = record.error?.status === 409 && Boolean(record.error.fields.left || !record.error.fields.lines);
  const typedTotal = lines.reduce((sum, l) => sum + (typedRupees(l.amount) ?? 0), 0);
  const leftAfter = leftAfterTyped(lines, left);

  const change = (line: LineDraft) => setLines((all) => all.map((l) => (l.key === line.key ? line : l)));
  const addLine = () => {
    const key = nextKey.current++;
    setLines((all) => [...all, { key, amount: String(leftAfterTyped(all, left)), method: 'upi', reference: '' }]);
    // The new line's amount is where the person goes next.
    requestAnimationFrame(() => amountRefs.current.get(key)?.focus());
  };
  const removeLine = (key: number) => setLines((all) => all.filter((l) => l.key !== key));

  const focusFirst = (found: TypedProblems['lines']) => {
    const at = found.findIndex((f) => f?.amount || f?.reference);
    if (at < 0) return;
    const refs = found[at].amount ? amountRefs : referenceRefs;
    refs.current.get(lines[at].key)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (stale) return onDone(error);
    const found = typedProblems(lines, left);
    setProblems(found);
    record.reset();
    if (found.lines.some((f) => f.amount || f.reference)) return focusFirst(found.lines);
    if (found.all) return;
    record.mutate(
      {
        bookingId: booking.id,
        left,
        lines: lines.map((l) => ({ amount: typedRupees(l.amount)!, method: l.method, reference: l.reference })),
      },
      { onSuccess: (res) => onDone(res.message), onError: (failure) => focusFirst(serverLineErrors(failure.fields)) },
    );
  };

  const several = lines.length > 1;
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <p className="text-neutral-800">
        Left to collect: <span className="text-lg font-bold">{formatRupees(left)}</span>
      </p>
      {lines.map((line, i) => (
        <PaymentLineFields
          key={line.key}
          line={line}
          index={i}
          several={several}
          errors={{ ...problems.lines[i], ...serverLines[i] }}
          amountRef={(el) => void (el ? amountRefs.current.set(line.key, el) : amountRefs.current.delete(line.key))}
          referenceRef={(el) => void (el ? referenceRefs.current.set(line.key, el) : referenceRefs.current.delete(line.key))}
          onChange={change}
          onRemove={several ? () => removeLine(line.key) : undefined}
        />
      ))}
      {lines.length < MAX_PAYMENT_LINES && (
        <button
          type="button"
          onClick={addLine}
          className="justify-self-start rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700"
        >
          Add another method
        </button>
      )}
      <p className="text-sm text-neutral-800" aria-live="polite">
        {leftAfter > 0 ? `${formatRupees(leftAfter)} will be left to collect.` : 'The booking will be paid in full.'}
      </p>
      <ErrorAlert text={problems.all ?? error} />
      {/* Stale, the one way on is to close and read the booking again: nothing is left to cancel. */}
      <DialogActions
        confirm={stale ? 'Close and show the booking again' : `Record ${formatRupees(typedTotal)} paid`}
        working="Recording…"
        busy={busy}
        onCancel={stale ? undefined : onClose}
      />
    </form>
  );
}
