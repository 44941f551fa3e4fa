import type { PlanType } from '../../lib/stores/booking.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import type { PlanFigures } from '../../lib/site/packagePrices.ts';
import { PLAN_CARDS, planCardLines } from './plans.ts';

interface Props {
  figures: PlanFigures;
  chosen: PlanType | null;
  onChoose: (type: PlanType) => void;
}

/** 'Select Plan': two cards, each a toggle button whose state is announced. */
export function PlanCards({ figures, chosen, onChoose }: Props) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="select-plan" className="mt-6">
      <h2 id="select-plan" className="text-xl font-bold text-brand-800">
        Select Plan
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {PLAN_CARDS.map((plan) => {
          const pressed = chosen === plan.type;
          return (
            <li key={plan.type}>
              <button
                type="button"
                aria-pressed={pressed}
                disabled={!hydrated}
                onClick={() => onChoose(plan.type)}
                className={`flex h-full w-full flex-col gap-2 rounded-2xl border-2 bg-white p-5 text-left shadow-sm disabled:cursor-wait ${
                  pressed ? 'border-brand-600 ring-2 ring-brand-600' : 'border-neutral-200 hover:border-brand-300'
                }`}
              >
                <span className="text-lg font-extrabold tracking-wide text-brand-800">{plan.title}</span>
                <span className="self-start rounded-full bg-green-100 px-3 py-1 text-xs font-bold text-green-900">
                  Coupon code: {plan.coupon}
                </span>
                {planCardLines(plan.type, figures).map((line) => (
                  <span key={line} className="text-sm text-neutral-800">
                    {line}
                  </span>
                ))}
                <span aria-hidden="true" className={`mt-auto pt-2 text-sm font-bold ${pressed ? 'text-brand-700' : 'text-neutral-600'}`}>
                  {pressed ? '✓ Selected' : 'Tap to select'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
