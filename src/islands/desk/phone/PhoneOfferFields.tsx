import { useId, useState } from 'react';
import { formatRupees } from '../../../lib/money.ts';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { useDeskQuery } from '../deskQuery.ts';
import { SECONDARY } from '../styles.ts';

/** The plan and the coupon, as the request's PhoneOffer takes them; `couponId` is the code applied ('' for the plan's own offer). */
export interface Offer {
  type: 'normal' | 'combo';
  planId: string;
  planCakeId: string;
  flavour: string;
  couponId: string;
}

export const BASIC_OFFER: Offer = { type: 'normal', planId: '', planCakeId: '', flavour: '', couponId: '' };

interface Props {
  theatreId: string;
  occasionId: string;
  value: Offer;
  onChange: (value: Offer) => void;
  errors: { offer?: string; coupon?: string };
}

/**
 * The site's offers on the phone: the basic or the combo plan (the theatre's packages for the
 * occasion, as the site's plan cards list them, with the cake's flavour) and a coupon the caller
 * gives, applied by the site's rules; without one the plan's own offer is on, as on the site.
 */
export function PhoneOfferFields({ theatreId, occasionId, value, onChange, errors }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(value.couponId);
  const set = (change: Partial<Offer>) => onChange({ ...value, ...change });
  const combo = value.type === 'combo';
  const plans = useDeskQuery('phonePlans', { theatreId, occasionId }, { enabled: combo && Boolean(theatreId && occasionId) });
  const plan = plans.data?.plans.find((p) => p._id === value.planId);
  const error = (key: string, text?: string) =>
    text && (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm font-medium text-red-700">
        {text}
      </p>
    );

  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-bold text-neutral-900">Plan and offers</legend>
      <div role="radiogroup" aria-label="Plan" className="flex flex-wrap gap-4">
        {(['normal', 'combo'] as const).map((type) => (
          <label key={type} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-type`}
              className="size-5 accent-brand-600"
              checked={value.type === type}
              onChange={() => onChange({ ...BASIC_OFFER, type, couponId: value.couponId })}
            />
            {type === 'normal' ? 'Basic plan' : 'Combo plan'}
          </label>
        ))}
      </div>
      {combo && !(theatreId && occasionId) && <p className="text-neutral-700">Choose the slot and the occasion to see the combo plans.</p>}
      {combo && theatreId && occasionId && (
        <div id={`${id}-offer`} tabIndex={-1} className="grid gap-4 outline-none sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-plan`} className={LABEL}>
              Combo plan
            </label>
            <select
              id={`${id}-plan`}
              className={CONTROL}
              value={value.planId}
              aria-invalid={Boolean(errors.offer)}
              aria-describedby={errors.offer ? `${id}-offer-error` : undefined}
              onChange={(e) => {
                const chosen = plans.data?.plans.find((p) => p._id === e.target.value);
                set({ planId: e.target.value, planCakeId: chosen?.cake?._id ?? '', flavour: '' });
              }}
            >
              <option value="">{plans.isPending ? 'Loading the plans...' : 'Choose a plan'}</option>
              {plans.data?.plans.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name} ({formatRupees(p.offerPrice)} for {p.noOfPersons})
                </option>
              ))}
            </select>
            {error('offer', errors.offer)}
            {plans.data?.plans.length === 0 && <p className="mt-1 text-sm text-neutral-700">No combo plan for this occasion here.</p>}
          </div>
          {plan?.cake && (
            <div>
              <label htmlFor={`${id}-flavour`} className={LABEL}>
                Cake flavour ({plan.cake.name})
              </label>
              <select id={`${id}-flavour`} className={CONTROL} value={value.flavour} onChange={(e) => set({ flavour: e.target.value })}>
                <option value="">Choose a flavour</option>
                {plan.flavours.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </div>
          )}
          {plan && plan.included.length > 0 && (
            <p className="text-sm text-neutral-700 sm:col-span-2">Includes {plan.included.join(', ')}.</p>
          )}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-coupon`} className={LABEL}>
          Coupon code
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-coupon`}
            className={`${CONTROL} uppercase`}
            autoComplete="off"
            maxLength={40}
            value={typed}
            aria-invalid={Boolean(errors.coupon)}
            aria-describedby={errors.coupon ? `${id}-coupon-error` : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="button" className={SECONDARY} onClick={() => set({ couponId: typed.trim().toUpperCase() })}>
            Apply
          </button>
        </div>
        {error('coupon', errors.coupon)}
        {!errors.coupon && !value.couponId && (
          <p className="mt-1 text-sm text-neutral-700">Without a code, the plan's own offer is applied, as on the site.</p>
        )}
      </div>
    </fieldset>
  );
}
