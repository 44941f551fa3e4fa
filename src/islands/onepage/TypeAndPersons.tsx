import type { OnePageErrors } from '../../lib/forms/onePageRules.ts';
import type { PlanType } from '../../lib/stores/booking.ts';
import type { CouponTerms } from '../../lib/booking/priceTerms.ts';
import { planOfferLine } from '../../lib/booking/planOffers.ts';
import { $wizard, chooseComboPlan, setDetails, toggleAddon, toggleCake } from '../../lib/stores/wizard.ts';
import { fieldId } from '../booking/DetailsForm.tsx';
import { PersonsSelect } from '../booking/PersonsSelect.tsx';
import { choosePlanWithOffer } from '../booking/planOffer.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';

export const TYPE_ID = 'onepage-type';

const TYPES: { value: PlanType; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'combo', label: 'Combo' },
];

/**
 * The booking type, with its plan's offer as /Basicplan's plan cards give it (this form offers no
 * coupon of its own). A combo's package brings its own cake and add-ons, so the cart goes; a basic
 * booking has no package.
 */
function chooseType(type: PlanType): void {
  void choosePlanWithOffer(type);
  if (type === 'normal') {
    chooseComboPlan(null);
    return;
  }
  const { cakes, addons } = $wizard.get();
  cakes.forEach(toggleCake);
  addons.forEach(toggleAddon);
}

interface Props {
  type: PlanType | null;
  /** The coupon on the booking: the plan's offer, once the type is chosen. */
  coupon: CouponTerms | null;
  persons: number;
  limit: number;
  errors: OnePageErrors;
  clear: (field: keyof OnePageErrors) => void;
}

/** 'Type' ('Normal' or 'Combo'), and once it is chosen, its offer and the number of persons. */
export function TypeAndPersons({ type, coupon, persons, limit, errors, clear }: Props) {
  const offer = type && planOfferLine(type, coupon);
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={TYPE_ID} label="Type" error={errors.type}>
          <select
            id={TYPE_ID}
            value={type ?? ''}
            onChange={(e) => {
              if (!e.target.value) return;
              chooseType(e.target.value as PlanType);
              clear('type');
            }}
            className={CONTROL_CLASS}
            {...describedBy(TYPE_ID, undefined, errors.type)}
          >
            <option value="">Select type</option>
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        {type && (
          <PersonsSelect
            id={fieldId('noOfPersons')}
            value={persons}
            limit={limit}
            error={errors.noOfPersons}
            onChange={(n) => {
              setDetails({ noOfPersons: n });
              clear('noOfPersons');
            }}
          />
        )}
      </div>
      {/* On the page from the start, so that the offer is read out when it comes. */}
      <p aria-live="polite" data-offer className="mt-2 text-sm font-medium text-green-800">
        {offer}
      </p>
    </div>
  );
}
