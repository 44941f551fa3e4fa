import type { OnePageErrors } from '../../lib/forms/onePageRules.ts';
import { formatRupees } from '../../lib/money.ts';
import { chooseOccasion, setDecorationTheme, setPersonName, type ChosenOccasion } from '../../lib/stores/wizard.ts';
import { CelebrationNoteField } from '../shared/CelebrationNoteField.tsx';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';

export const OCCASION_ID = 'onepage-occasion';
export const PERSON_NAME_ID = 'special-person-name';
const NAME_HINT = 'You can add multiple names by comma separated, if you have multiple special person';

interface Props {
  occasions: ChosenOccasion[];
  occasion: ChosenOccasion | null;
  personName: string;
  decorationTheme: string;
  /** A combo shows no occasion price: its package's price covers it. */
  combo: boolean;
  errors: OnePageErrors;
  clear: (field: keyof OnePageErrors) => void;
}

/** The occasion, and once chosen, the special person's name (required then) and the decoration's theme (optional). */
export function OccasionFields({ occasions, occasion, personName, decorationTheme, combo, errors, clear }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={OCCASION_ID} label="Occasion" error={errors.occasion}>
        <select
          id={OCCASION_ID}
          value={occasion?._id ?? ''}
          onChange={(e) => {
            const chosen = occasions.find((o) => o._id === e.target.value);
            if (!chosen) return;
            chooseOccasion(chosen);
            clear('occasion');
          }}
          className={CONTROL_CLASS}
          {...describedBy(OCCASION_ID, undefined, errors.occasion)}
        >
          <option value="" disabled>
            Select occasion
          </option>
          {occasions.map((o) => (
            <option key={o._id} value={o._id}>
              {combo ? o.name : `${o.name} (${formatRupees(o.price)})`}
            </option>
          ))}
        </select>
      </Field>
      {occasion && (
        <Field id={PERSON_NAME_ID} label="Special Person Name" hint={NAME_HINT} error={errors.personName}>
          <input
            id={PERSON_NAME_ID}
            type="text"
            maxLength={200}
            placeholder="Enter the special person's name"
            value={personName}
            onChange={(e) => {
              setPersonName(e.target.value);
              clear('personName');
            }}
            className={CONTROL_CLASS}
            {...describedBy(PERSON_NAME_ID, NAME_HINT, errors.personName)}
          />
        </Field>
      )}
      {occasion && (
        <CelebrationNoteField note="decorationTheme" id="onepage-decoration-theme" value={decorationTheme} onChange={setDecorationTheme} />
      )}
    </div>
  );
}
