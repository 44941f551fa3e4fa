import { useState, type FormEvent } from 'react';
import { VENUE_SALE_KINDS, VENUE_SALE_LABELS } from '../../../lib/api/deskVenueSales.ts';
import { formatRupees } from '../../../lib/money.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { DialogActions } from '../../shared/DialogActions.tsx';
import { RadioCard } from '../../shared/RadioCard.tsx';
import { READ_EACH_OPENING, useDeskAction, useDeskQuery } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { type ActionDialogProps } from './bookingForActions.ts';
import { NO_CHOICE, saleOf, saleProblem, type SaleChoice } from './saleChoice.ts';
import { SaleChoiceFields } from './SaleChoiceFields.tsx';

type Props = ActionDialogProps;

const LABEL = 'mb-1 block text-sm font-semibold text-neutral-800';

/** Add a line: more persons, a cake, an add-on or food bought at the venue, priced by the server before it is added. */
export function AddLineDialog({ booking, open, onClose, onDone }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={`Add a line to ${booking.customerName}'s booking`}>
      <AddLineForm booking={booking} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function AddLineForm({ booking, onClose, onDone }: Omit<Props, 'open'>) {
  const options = useDeskQuery('phoneOptions', undefined, READ_EACH_OPENING);
  const [choice, setChoice] = useState<SaleChoice>(NO_CHOICE);
  const set = (change: Partial<SaleChoice>) => setChoice((c) => ({ ...c, ...change }));
  const menu = useDeskQuery('venueMenu', undefined, { ...READ_EACH_OPENING, enabled: choice.kind === 'food' });
  const sale = saleOf(choice);
  // The server prices the line as the site would, as soon as the choice is whole.
  const quote = useDeskQuery('bookingSaleQuote', { bookingId: booking.id, sale: sale! }, { ...READ_EACH_OPENING, enabled: Boolean(sale) });
  const add = useDeskAction('bookingAddSale');
  const busy = add.isPending;
  const priced = sale && quote.data ? quote.data : undefined;
  const refusal = add.error ?? (sale ? quote.error : undefined);
  const problem = refusal ? saleProblem(choice.kind, refusal.fields, refusal.message) : '';
  const error = problem || options.error?.message || menu.error?.message || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !sale || !priced) return;
    add.mutate(
      { bookingId: booking.id, sale, expectedTotal: priced.newTotal },
      // A price changed since the quote: the quote is read again and shown, for the staff to confirm.
      { onSuccess: (res) => onDone(res.message), onError: (failure) => failure.status === 409 && void quote.refetch() },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <fieldset className="grid gap-2">
        <legend className={LABEL}>What they buy</legend>
        <div className="flex flex-wrap gap-2">
          {VENUE_SALE_KINDS.map((k) => (
            <RadioCard key={k} shape="pill" name="desk-sale-kind" value={k} checked={choice.kind === k} onChange={() => set({ kind: k })}>
              {VENUE_SALE_LABELS[k]}
            </RadioCard>
          ))}
        </div>
      </fieldset>
      <SaleChoiceFields choice={choice} set={set} options={options.data} menu={menu.data} />
      <p className="text-neutral-800" aria-live="polite">
        {priced
          ? `With ${priced.line}: total ${formatRupees(priced.oldTotal)} → ${formatRupees(priced.newTotal)}, ${formatRupees(priced.remainingAmount)} left to collect.`
          : sale && quote.isFetching
            ? 'Pricing it…'
            : ''}
      </p>
      <ErrorAlert text={error} />
      <DialogActions
        confirm={priced ? `Add ${formatRupees(priced.newTotal - priced.oldTotal)} to the booking` : 'Add to the booking'}
        working="Adding…"
        busy={busy}
        disabled={!priced}
        onCancel={onClose}
      />
    </form>
  );
}
