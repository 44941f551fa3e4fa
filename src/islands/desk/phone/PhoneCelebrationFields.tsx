import { useId } from 'react';
import type { PhoneOptions } from '../../../lib/api/deskPhoneBookings.ts';
import { CAKE_WEIGHTS, cakeWeightLabel, type CakeWeight } from '../../../lib/booking/cakeWeight.ts';
import { formatRupees } from '../../../lib/money.ts';
import { CelebrationNoteField } from '../../shared/CelebrationNoteField.tsx';
import { CONTROL, LABEL } from '../fieldStyles.ts';

export interface Celebration {
  occasionId: string;
  personName: string;
  cakeId: string;
  weight: CakeWeight;
  addons: string[];
  /** The customer's words for the decorators and the baker ('' for none). */
  decorationTheme: string;
  cakeMessage: string;
}

export const NO_CELEBRATION: Celebration = {
  occasionId: '',
  personName: '',
  cakeId: '',
  weight: '1',
  addons: [],
  decorationTheme: '',
  cakeMessage: '',
};

/** The two notes as the phone booking's request takes them: a message only with a cake to write it on. */
export const celebrationNotes = (c: Celebration) => ({
  decorationTheme: c.decorationTheme.trim(),
  cakeMessage: c.cakeId ? c.cakeMessage.trim() : '',
});

/** The notes' hint on the desk: the staff type the caller's words. */
const AS_SAID = 'As the customer says it.';

interface Props {
  options: PhoneOptions;
  value: Celebration;
  onChange: (value: Celebration) => void;
  errors: { occasion?: string; cake?: string; addons?: string };
}

/**
 * The occasion and the name on the cake, the decoration's theme, one cake at a weight with its
 * message, and add-ons: the wizard's later steps, on one screen.
 */
export function PhoneCelebrationFields({ options, value, onChange, errors }: Props) {
  const id = useId();
  const set = (change: Partial<Celebration>) => onChange({ ...value, ...change });
  const error = (key: keyof Props['errors'], text?: string) =>
    text && (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm font-medium text-red-700">
        {text}
      </p>
    );
  const categories = [...new Set(options.addons.map((a) => a.categoryName))];

  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-bold text-neutral-900">Celebration</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-occasion`} className={LABEL}>
            Occasion
          </label>
          <select
            id={`${id}-occasion`}
            className={CONTROL}
            value={value.occasionId}
            aria-invalid={Boolean(errors.occasion)}
            aria-describedby={errors.occasion ? `${id}-occasion-error` : undefined}
            onChange={(e) => set({ occasionId: e.target.value })}
          >
            <option value="">No occasion</option>
            {options.occasions.map((o) => (
              <option key={o._id} value={o._id}>
                {o.name} ({formatRupees(o.price)})
              </option>
            ))}
          </select>
          {error('occasion', errors.occasion)}
        </div>
        {value.occasionId && (
          <div>
            <label htmlFor={`${id}-person`} className={LABEL}>
              Special person's name
            </label>
            <input
              id={`${id}-person`}
              className={CONTROL}
              maxLength={200}
              value={value.personName}
              onChange={(e) => set({ personName: e.target.value })}
            />
          </div>
        )}
        <CelebrationNoteField
          note="decorationTheme"
          id={`${id}-theme`}
          value={value.decorationTheme}
          onChange={(decorationTheme) => set({ decorationTheme })}
          controlClass={CONTROL}
          hint={AS_SAID}
        />
        <div>
          <label htmlFor={`${id}-cake`} className={LABEL}>
            Cake
          </label>
          <select
            id={`${id}-cake`}
            className={CONTROL}
            value={value.cakeId}
            aria-invalid={Boolean(errors.cake)}
            aria-describedby={errors.cake ? `${id}-cake-error` : undefined}
            onChange={(e) => set({ cakeId: e.target.value })}
          >
            <option value="">No cake</option>
            {(['egg', 'eggless'] as const).map((type) => (
              <optgroup key={type} label={type === 'egg' ? 'With egg' : 'Eggless'}>
                {options.cakes
                  .filter((k) => k.cakeType === type)
                  .map((k) => (
                    <option key={k._id} value={k._id}>
                      {k.name} ({formatRupees(k.price)} per 500 gm)
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          {error('cake', errors.cake)}
        </div>
        {value.cakeId && (
          <div>
            <label htmlFor={`${id}-weight`} className={LABEL}>
              Weight
            </label>
            <select
              id={`${id}-weight`}
              className={CONTROL}
              value={value.weight}
              onChange={(e) => set({ weight: e.target.value as CakeWeight })}
            >
              {CAKE_WEIGHTS.map((w) => (
                <option key={w} value={w}>
                  {cakeWeightLabel[w]}
                </option>
              ))}
            </select>
          </div>
        )}
        {value.cakeId && (
          <CelebrationNoteField
            note="cakeMessage"
            id={`${id}-message`}
            value={value.cakeMessage}
            onChange={(cakeMessage) => set({ cakeMessage })}
            controlClass={CONTROL}
            hint={AS_SAID}
          />
        )}
      </div>
      <details className="rounded-lg border border-neutral-300 bg-white p-3" open={value.addons.length > 0}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-neutral-900">
          Add-ons{value.addons.length > 0 && ` (${value.addons.length} chosen)`}
        </summary>
        {categories.map((category) => (
          <fieldset key={category} className="mt-3">
            <legend className="mb-1 text-sm font-semibold text-neutral-800">{category}</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {options.addons
                .filter((a) => a.categoryName === category)
                .map((a) => (
                  <li key={a._id}>
                    <label className="flex min-h-11 items-center gap-3 rounded-lg border border-neutral-300 px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-600"
                        checked={value.addons.includes(a._id)}
                        onChange={(e) =>
                          set({ addons: e.target.checked ? [...value.addons, a._id] : value.addons.filter((x) => x !== a._id) })
                        }
                      />
                      <span>
                        {a.name} ({formatRupees(a.price)})
                      </span>
                    </label>
                  </li>
                ))}
            </ul>
          </fieldset>
        ))}
        {error('addons', errors.addons)}
      </details>
    </fieldset>
  );
}
