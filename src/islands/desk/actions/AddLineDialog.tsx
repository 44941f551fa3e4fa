import { useState, type FormEvent } from 'react';
import { VENUE_SALE_KINDS, VENUE_SALE_LABELS, type VenueSale } from '../../../lib/api/deskVenueSales.ts';
import { CAKE_WEIGHTS, cakeWeightLabel, type CakeWeight } from '../../../lib/booking/cakeWeight.ts';
import { formatRupees } from '../../../lib/money.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { DialogActions } from '../../shared/DialogActions.tsx';
import { CONTROL_CLASS } from '../../shared/Field.tsx';
import { RadioCard } from '../../shared/RadioCard.tsx';
import { READ_EACH_OPENING, useDeskAction, useDeskQuery } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { type ActionDialogProps } from './bookingForActions.ts';

type Props = ActionDialogProps;

const LABEL = 'mb-1 block text-sm font-semibold text-neutral-800';
type Kind = (typeof VENUE_SALE_KINDS)[number];

/** Add a line: more persons, a cake or an add-on bought at the venue, priced by the server before it is added. */
export function AddLineDialog({ booking, open, onClose, onDone }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={`Add a line to ${booking.customerName}'s booking`}>
      <AddLineForm booking={booking} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function AddLineForm({ booking, onClose, onDone }: Omit<Props, 'open'>) {
  const options = useDeskQuery('phoneOptions', undefined, READ_EACH_OPENING);
  const [kind, setKind] = useState<Kind>('persons');
  const [count, setCount] = useState('1');
  const [cakeId, setCakeId] = useState('');
  const [weight, setWeight] = useState<CakeWeight>('500');
  const [addonId, setAddonId] = useState('');
  const sale = saleOf(kind, count, cakeId, weight, addonId);
  // The server prices the line as the site would, as soon as the choice is whole.
  const quote = useDeskQuery('bookingSaleQuote', { bookingId: booking.id, sale: sale! }, { ...READ_EACH_OPENING, enabled: Boolean(sale) });
  const add = useDeskAction('bookingAddSale');
  const busy = add.isPending;
  const priced = sale && quote.data ? quote.data : undefined;
  const error = add.error?.message ?? (sale ? quote.error?.message : undefined) ?? options.error?.message ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !sale || !priced) return;
    add.mutate(
      { bookingId: booking.id, sale, expectedTotal: priced.newTotal },
      // A price changed since the quote: the quote is read again and shown, for the staff to confirm.
      { onSuccess: (res) => onDone(res.message), onError: (failure) => failure.status === 409 && void quote.refetch() },
    );
  };

  const cakes = options.data?.cakes ?? [];
  const addons = options.data?.addons ?? [];
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <fieldset className="grid gap-2">
        <legend className={LABEL}>What they buy</legend>
        <div className="flex flex-wrap gap-2">
          {VENUE_SALE_KINDS.map((k) => (
            <RadioCard key={k} shape="pill" name="desk-sale-kind" value={k} checked={kind === k} onChange={() => setKind(k)}>
              {VENUE_SALE_LABELS[k]}
            </RadioCard>
          ))}
        </div>
      </fieldset>
      {kind === 'persons' && (
        <div>
          <label htmlFor="desk-sale-count" className={LABEL}>
            How many more persons
          </label>
          <input
            id="desk-sale-count"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            className={CONTROL_CLASS}
          />
        </div>
      )}
      {kind === 'cake' && (
        <>
          <div>
            <label htmlFor="desk-sale-cake" className={LABEL}>
              Cake
            </label>
            <select
              id="desk-sale-cake"
              value={cakeId}
              onChange={(e) => setCakeId(e.target.value)}
              className={CONTROL_CLASS}
              disabled={!options.data}
            >
              <option value="">{options.data ? 'Choose a cake' : 'Reading the cakes…'}</option>
              {cakes.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name} ({c.cakeType}), {formatRupees(c.price)} a 500 gm
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="desk-sale-weight" className={LABEL}>
              Weight
            </label>
            <select
              id="desk-sale-weight"
              value={weight}
              onChange={(e) => setWeight(e.target.value as CakeWeight)}
              className={CONTROL_CLASS}
            >
              {CAKE_WEIGHTS.map((w) => (
                <option key={w} value={w}>
                  {cakeWeightLabel[w]}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      {kind === 'addon' && (
        <div>
          <label htmlFor="desk-sale-addon" className={LABEL}>
            Add-on
          </label>
          <select
            id="desk-sale-addon"
            value={addonId}
            onChange={(e) => setAddonId(e.target.value)}
            className={CONTROL_CLASS}
            disabled={!options.data}
          >
            <option value="">{options.data ? 'Choose an add-on' : 'Reading the add-ons…'}</option>
            {addons.map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}, {formatRupees(a.price)}
              </option>
            ))}
          </select>
        </div>
      )}
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

/** The sale the choices make, or undefined while one is missing (no cake chosen, no count). */
function saleOf(kind: Kind, count: string, cakeId: string, weight: CakeWeight, addonId: string): VenueSale | undefined {
  if (kind === 'persons') return /^\d{1,2}$/.test(count.trim()) && Number(count) >= 1 ? { kind, count: Number(count) } : undefined;
  if (kind === 'cake') return cakeId ? { kind, productId: cakeId, weight } : undefined;
  return addonId ? { kind, productId: addonId } : undefined;
}
