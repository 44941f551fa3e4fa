import type { Plan } from '../../lib/api/catalogue.ts';
import { planCardFigures } from '../../lib/booking/comboPlan.ts';
import { formatPaise } from '../../lib/money.ts';

interface Props {
  plan: Plan;
  /** The booking's slot lasts 90 minutes: the package's 90-minute price applies. */
  isNinetyMinutes: boolean;
  chosen: boolean;
  /** Chooses the package (another package is let go). */
  onChoose: () => void;
  /** The chosen package's button: on to its cake and add-ons. It never lets the package go. */
  onContinue: () => void;
}

/**
 * One combo package: its people, list price struck through, saving and price for the slot, a toggle
 * button that chooses it (and once chosen, leads on to its cake and add-ons), and what it includes and
 * leaves out. The tick and cross are decorative: the words
 * 'Included' and 'Not included' are read instead.
 */
export function ComboPlanCard({ plan, isNinetyMinutes, chosen, onChoose, onContinue }: Props) {
  const { listPricePaise, offPaise, payPaise } = planCardFigures(plan, isNinetyMinutes);
  const nameId = `plan-${plan._id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      data-chosen={chosen}
      className={`flex h-full flex-col rounded-2xl border-2 bg-white p-4 shadow-sm ${chosen ? 'border-brand-600 ring-2 ring-brand-600' : 'border-neutral-200'}`}
    >
      <h3 id={nameId} className="text-xl font-bold text-neutral-900">
        {plan.name}
      </h3>
      <p className="text-sm font-semibold text-neutral-700">({plan.noOfPersons}) Members</p>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-neutral-600">
          <span className="sr-only">List price </span>
          <s data-plan="list">{formatPaise(listPricePaise)}</s>
        </span>
        <span data-plan="off" className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-bold text-green-800">
          {formatPaise(offPaise)} Off
        </span>
      </p>
      <p className="mt-1 text-3xl font-bold text-brand-800">
        <span className="sr-only">Price </span>
        <span data-plan="price">{formatPaise(payPaise)}</span>
      </p>
      {/* 'All-Inclusive' only where it is: some packages add the theatre's price for the slot. */}
      <p data-plan="inclusive" className="text-sm text-neutral-700">
        {plan.theatrePriceIncluded === 'Yes' ? 'All-Inclusive package' : "Plus the theatre's price for your slot"}
        {isNinetyMinutes && ' · 90-minute slot price'}
      </p>
      <button
        type="button"
        aria-describedby={nameId}
        onClick={chosen ? onContinue : onChoose}
        className={`mt-4 inline-flex min-h-12 items-center justify-center rounded-full px-5 py-2.5 font-semibold ${
          chosen ? 'bg-brand-600 text-white hover:bg-brand-700' : 'border-2 border-brand-600 text-brand-700 hover:bg-brand-50'
        }`}
      >
        {chosen ? (
          <>
            Continue with Add-Ons<span aria-hidden="true"> →</span>
          </>
        ) : (
          'Select Package'
        )}
      </button>
      <h4 className="mt-5 font-bold text-neutral-900">What's Included</h4>
      <ul className="mt-2 space-y-1.5 text-sm text-neutral-800">
        {plan.benefits.map((b) => (
          <li key={`in-${b}`} data-plan="included" className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-green-700">
              ✓
            </span>
            <span>
              <span className="sr-only">Included: </span>
              {b}
            </span>
          </li>
        ))}
        {plan.notIncluded.map((n) => (
          <li key={`out-${n}`} data-plan="not-included" className="flex gap-2 text-neutral-700">
            <span aria-hidden="true" className="font-bold text-red-700">
              ✕
            </span>
            <span>
              <span className="sr-only">Not included: </span>
              {n}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
