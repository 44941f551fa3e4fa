import { useEffect } from 'react';
import type { Plan } from '../../lib/api/catalogue.ts';
import { chosenPlanOf, flavoursFor, includedAddons, planCakeOf, type PlanProductItem } from '../../lib/booking/comboPlan.ts';
import { planSlotPricePaise } from '../../lib/booking/pricing.ts';
import { planTermsOf } from '../../lib/booking/wire.ts';
import type { OnePageErrors } from '../../lib/forms/onePageRules.ts';
import { formatPaise } from '../../lib/money.ts';
import { chooseComboPlan, setCakeMessage, setFlavour, setPlanCake, type WizardState } from '../../lib/stores/wizard.ts';
import { CelebrationNoteField } from '../shared/CelebrationNoteField.tsx';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { Loading } from './Section.tsx';

export const PLAN_ID = 'onepage-plan';
export const FLAVOUR_ID = 'onepage-flavour';

interface Props {
  /** The occasion's packages in this theatre, and the chosen one's products; null while they load. */
  plans: Plan[] | null;
  planProducts: PlanProductItem[] | null;
  wizard: Pick<WizardState, 'comboPlan' | 'planCake' | 'flavour' | 'cakeMessage'>;
  isNinetyMinutes: boolean;
  /** Cake names by type: a package cake's flavours. */
  flavours: Record<'egg' | 'eggless', string[]>;
  errors: OnePageErrors;
  clear: (field: keyof OnePageErrors) => void;
}

/** A combo's package (its price for this slot), its cake with the flavour to choose, and what it includes. */
export function ComboPackage({ plans, planProducts, wizard, isNinetyMinutes, flavours, errors, clear }: Props) {
  const cake = planCakeOf(planProducts ?? []);
  const included = includedAddons(planProducts ?? []);
  // The package's cake is known once its products are: kept with the package, as /ComboPlans keeps it.
  useEffect(() => {
    if (wizard.comboPlan && cake && wizard.planCake?._id !== cake._id)
      setPlanCake({ _id: cake._id, name: cake.name, cakeType: cake.cakeType });
  }, [wizard.comboPlan?._id, cake?._id, wizard.planCake?._id]);

  if (plans === null) return <Loading what="packages" />;
  if (plans.length === 0)
    return <p className="text-neutral-700">There are no plans available for this theater. Please choose another theater.</p>;
  return (
    <>
      <Field id={PLAN_ID} label="Package" error={errors.comboPlan}>
        <select
          id={PLAN_ID}
          value={wizard.comboPlan?._id ?? ''}
          onChange={(e) => {
            const plan = plans.find((p) => p._id === e.target.value);
            chooseComboPlan(plan ? chosenPlanOf(plan) : null);
            clear('comboPlan');
          }}
          className={CONTROL_CLASS}
          {...describedBy(PLAN_ID, undefined, errors.comboPlan)}
        >
          <option value="">Select package</option>
          {plans.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name} ({p.noOfPersons} Members): {formatPaise(planSlotPricePaise(planTermsOf(p), isNinetyMinutes))}
            </option>
          ))}
        </select>
      </Field>
      {wizard.comboPlan && planProducts === null && <Loading what="the package" />}
      {wizard.comboPlan && cake && (
        <Field
          id={FLAVOUR_ID}
          label={`Select Flavor for ${cake.name}${cake.cakeType ? ` (${cake.cakeType === 'egg' ? 'Egg' : 'Eggless'})` : ''}`}
          error={errors.flavour}
        >
          <select
            id={FLAVOUR_ID}
            required
            value={wizard.flavour}
            onChange={(e) => {
              setFlavour(e.target.value);
              clear('flavour');
            }}
            className={CONTROL_CLASS}
            {...describedBy(FLAVOUR_ID, undefined, errors.flavour)}
          >
            <option value="">Select flavor</option>
            {flavoursFor(cake.cakeType, flavours).map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </Field>
      )}
      {wizard.comboPlan && cake && (
        <CelebrationNoteField note="cakeMessage" id="onepage-cake-message" value={wizard.cakeMessage} onChange={setCakeMessage} />
      )}
      {wizard.comboPlan && included.length > 0 && (
        <div>
          <h3 className="mb-1 font-bold text-neutral-900">Add-ons Included</h3>
          <ul className="grid list-inside list-disc gap-1 text-neutral-800 sm:grid-cols-2" aria-label="Add-ons Included">
            {included.map((p) => (
              <li key={p._id}>{p.name}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
