import { useId, useState, type FormEvent } from 'react';
import type { DeskTheatrePrices, TheatrePriceFields } from '../../../lib/api/deskCatalogue.ts';
import { formatRupees } from '../../../lib/money.ts';
import { deskApi } from '../deskApi.ts';
import { useDeskCall } from '../deskQuery.ts';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { PRIMARY } from '../styles.ts';
import { StaleChoice } from './StaleChoice.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { TheatrePhotos, type ImageChoice } from './TheatrePhotos.tsx';

const FIELDS: [keyof TheatrePriceFields, string][] = [
  ['offerPrice', 'Full slot price'],
  ['ninetyPrice', '90-minute slot price'],
  ['extraPersonPrice', 'Extra person, full slot'],
  ['ninetyExtraPersonPrice', 'Extra person, 90 minutes'],
];

const priceText = (p: TheatrePriceFields) => FIELDS.map(([k, label]) => `${label} ${formatRupees(p[k])}`).join(' · ');

/** One theatre's prices on the Catalogue screen: Save as a draft; a colleague's newer save shows beside this editor's. */
export function TheatrePriceCard({
  theatre,
  images,
  onChanged,
}: {
  theatre: DeskTheatrePrices;
  images: ImageChoice[];
  onChanged: (message: string) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(
    () => Object.fromEntries(FIELDS.map(([k]) => [k, String(theatre.prices[k])])) as Record<string, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const call = useDeskCall<{ message: string }>();
  const busy = call.isPending;
  const [theirs, setTheirs] = useState<DeskTheatrePrices>();

  const save = (version: number) => {
    const found: Record<string, string> = {};
    for (const [k, label] of FIELDS)
      if (!/^\d{1,6}$/.test(typed[k].trim()) || Number(typed[k]) > 100_000) found[k] = `${label}: whole rupees, from 0 to 1,00,000.`;
    setErrors(found);
    setError('');
    const first = FIELDS.find(([k]) => found[k]);
    if (first) return void document.getElementById(`${id}-${first[0]}`)?.focus();
    const prices = Object.fromEntries(FIELDS.map(([k]) => [k, Number(typed[k])])) as TheatrePriceFields;
    call.mutate(() => deskApi.theatrePriceSave({ id: theatre.id, ...prices }, version), {
      onSuccess: (res) => {
        setTheirs(undefined);
        onChanged(res.message);
      },
      onError: (failure) => {
        if (failure.status === 412 && failure.body.current) setTheirs(failure.body.current as DeskTheatrePrices);
        else setError(failure.message);
      },
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(theatre.version);
  };

  return (
    <li className="grid gap-3 rounded-xl border border-neutral-300 bg-white p-4">
      <div>
        <h3 className="font-bold text-neutral-900">
          {theatre.name} <span className="font-normal text-neutral-700">({theatre.branch})</span>
        </h3>
        <p className="text-xs font-semibold uppercase tracking-wide text-neutral-700">
          {theatre.state === 'changed' ? 'Changed: not published yet' : 'Live'}
        </p>
        {theatre.state === 'changed' && <p className="text-sm text-neutral-700">On the site now: {priceText(theatre.live)}</p>}
      </div>
      <form noValidate onSubmit={submit} aria-label={`${theatre.name} prices`} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map(([k, label]) => (
            <div key={k}>
              <label htmlFor={`${id}-${k}`} className={LABEL}>
                {label} (₹)
              </label>
              <input
                id={`${id}-${k}`}
                inputMode="numeric"
                className={CONTROL}
                value={typed[k]}
                aria-invalid={Boolean(errors[k])}
                aria-describedby={errors[k] ? `${id}-${k}-error` : undefined}
                onChange={(e) => setTyped((t) => ({ ...t, [k]: e.target.value }))}
              />
              {errors[k] && (
                <p id={`${id}-${k}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {errors[k]}
                </p>
              )}
            </div>
          ))}
        </div>
        <div>
          <button type="submit" disabled={busy} className={PRIMARY}>
            {busy ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
      <TheatrePhotos key={theatre.photos.version} theatre={theatre} images={images} onChanged={onChanged} />
      {theirs && (
        <StaleChoice
          who={theirs.updatedBy}
          what="these prices"
          theirs={<p className="mt-1">{priceText(theirs.prices)}</p>}
          yours={<p className="mt-1">{FIELDS.map(([k, label]) => `${label} ₹${typed[k]}`).join(' · ')}</p>}
          busy={busy}
          onKeepTheirs={() => onChanged('Their prices are shown.')}
          onSaveMine={() => void save(theirs.version)}
        />
      )}
      <ErrorAlert text={error} />
    </li>
  );
}
