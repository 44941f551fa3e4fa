import { useId, useState, type FormEvent } from 'react';
import type { DeskRecord } from '../../../lib/api/deskRecords.ts';
import { formatRupees } from '../../../lib/money.ts';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { useRecordCall } from '../records/useRecordCall.ts';
import { PRIMARY } from '../styles.ts';
import { StaleChoice } from './StaleChoice.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { TheatrePhotos, type ImageChoice } from './TheatrePhotos.tsx';

/** The 'theatre-price' record's fields (deskRecordKinds.ts): whole rupees. */
type Prices = Record<'offerPrice' | 'ninetyPrice' | 'extraPersonPrice' | 'ninetyExtraPersonPrice', number>;

const FIELDS: [keyof Prices, string][] = [
  ['offerPrice', 'Full slot price'],
  ['ninetyPrice', '90-minute slot price'],
  ['extraPersonPrice', 'Extra person, full slot'],
  ['ninetyExtraPersonPrice', 'Extra person, 90 minutes'],
];

const priceText = (p: Record<string, unknown>) => FIELDS.map(([k, label]) => `${label} ${formatRupees(Number(p[k]))}`).join(' · ');

interface Props {
  /** The theatre's 'theatre-price' record: its id is the theatre's, its label the theatre's name. */
  prices: DeskRecord;
  /** Its 'theatre-photos' record. */
  photos?: DeskRecord;
  /** Its branch, as the theatres' list names it. */
  branch: string;
  images: ImageChoice[];
  onChanged: (message: string) => void;
}

/** One theatre's prices on the Catalogue screen: Save as a draft; a colleague's newer save shows beside this editor's. */
export function TheatrePriceCard({ prices: record, photos, branch, images, onChanged }: Props) {
  const id = useId();
  const name = record.label;
  const [typed, setTyped] = useState(
    () => Object.fromEntries(FIELDS.map(([k]) => [k, String(record.fields[k] ?? '')])) as Record<string, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, stale, save, saveMine, keepTheirs } = useRecordCall('theatre-price', record, onChanged);

  /** The prices typed, or undefined when one is not whole rupees within range (each named by its field, the first focused). */
  const checked = (): Prices | undefined => {
    const found: Record<string, string> = {};
    for (const [k, label] of FIELDS)
      if (!/^\d{1,6}$/.test(typed[k].trim()) || Number(typed[k]) > 100_000) found[k] = `${label}: whole rupees, from 0 to 1,00,000.`;
    setErrors(found);
    const first = FIELDS.find(([k]) => found[k]);
    if (first) return void document.getElementById(`${id}-${first[0]}`)?.focus();
    return Object.fromEntries(FIELDS.map(([k]) => [k, Number(typed[k])])) as Prices;
  };
  // The server says the same of every kind's save; the editors have read this of a theatre's prices.
  const said = `${name}'s prices saved. The site shows and charges them after the next Publish.`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const prices = checked();
    if (prices) void save(prices, { said });
  };

  return (
    <li className="grid gap-3 rounded-xl border border-neutral-300 bg-white p-4">
      <div>
        <h3 className="font-bold text-neutral-900">
          {name} {branch && <span className="font-normal text-neutral-700">({branch})</span>}
        </h3>
        <p className="text-xs font-semibold uppercase tracking-wide text-neutral-700">
          {record.state === 'changed' ? 'Changed: not published yet' : 'Live'}
        </p>
        {record.state === 'changed' && record.live && <p className="text-sm text-neutral-700">On the site now: {priceText(record.live)}</p>}
      </div>
      <form noValidate onSubmit={submit} aria-label={`${name} prices`} className="grid gap-3">
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
      {photos && <TheatrePhotos key={photos.version} name={name} photos={photos} images={images} onChanged={onChanged} />}
      {stale && (
        <StaleChoice
          who={stale.theirs.updatedBy}
          what="these prices"
          theirs={<p className="mt-1">{priceText(stale.theirs.fields)}</p>}
          yours={<p className="mt-1">{FIELDS.map(([k, label]) => `${label} ₹${typed[k]}`).join(' · ')}</p>}
          busy={busy}
          onKeepTheirs={() => keepTheirs('Their prices are shown.')}
          onSaveMine={() => {
            const prices = checked();
            if (prices) void saveMine(prices);
          }}
        />
      )}
      <ErrorAlert text={error} />
    </li>
  );
}
