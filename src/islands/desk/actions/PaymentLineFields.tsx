import type { Ref } from 'react';
import { REFERENCE_MAX_LENGTH, VENUE_METHOD_LABELS, VENUE_METHODS, type VenueMethod } from '../../../lib/api/deskActions.ts';
import { CONTROL_CLASS, describedBy } from '../../shared/Field.tsx';
import { RadioCard } from '../../shared/RadioCard.tsx';

/** One method's part of a payment at the counter, as typed. */
export interface LineDraft {
  key: number;
  amount: string;
  method: VenueMethod;
  reference: string;
}

export interface LineErrors {
  amount?: string;
  reference?: string;
}

interface Props {
  line: LineDraft;
  /** Its place, from 0: names its fields ("Payment 2") when there are several. */
  index: number;
  several: boolean;
  errors: LineErrors;
  amountRef: Ref<HTMLInputElement>;
  referenceRef: Ref<HTMLInputElement>;
  onChange: (line: LineDraft) => void;
  onRemove?: () => void;
}

const LABEL = 'mb-1 block text-sm font-semibold text-neutral-800';
const REFERENCE_HINT = 'The UPI transaction id, or the number on the card slip.';

/** An amount, its method (cash, UPI, card) and the reference UPI and card need. */
export function PaymentLineFields({ line, index, several, errors, amountRef, referenceRef, onChange, onRemove }: Props) {
  const id = `desk-pay-${line.key}`;
  const needsRef = line.method !== 'cash';
  return (
    <fieldset className={several ? 'grid gap-3 rounded-lg border border-neutral-300 p-3' : 'grid gap-3'}>
      <legend className={several ? 'px-1 text-sm font-bold text-neutral-900' : 'sr-only'}>Payment {index + 1}</legend>
      <div>
        <label htmlFor={`${id}-amount`} className={LABEL}>
          Amount (₹)
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        </label>
        <input
          ref={amountRef}
          id={`${id}-amount`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={line.amount}
          onChange={(e) => onChange({ ...line, amount: e.target.value })}
          className={CONTROL_CLASS}
          {...describedBy(`${id}-amount`, undefined, errors.amount)}
        />
        {errors.amount && (
          <p id={`${id}-amount-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.amount}
          </p>
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-neutral-800">Paid by</legend>
        <div className="flex flex-wrap gap-2">
          {VENUE_METHODS.map((m) => (
            <RadioCard
              key={m}
              shape="pill"
              name={`${id}-method`}
              value={m}
              checked={line.method === m}
              onChange={() => onChange({ ...line, method: m })}
            >
              {VENUE_METHOD_LABELS[m]}
            </RadioCard>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-reference`} className={LABEL}>
          Reference
          {needsRef ? (
            <span aria-hidden="true" className="text-red-700">
              {' *'}
            </span>
          ) : (
            <span className="font-normal text-neutral-700"> (optional for cash)</span>
          )}
        </label>
        <input
          ref={referenceRef}
          id={`${id}-reference`}
          type="text"
          autoComplete="off"
          maxLength={REFERENCE_MAX_LENGTH}
          required={needsRef}
          value={line.reference}
          onChange={(e) => onChange({ ...line, reference: e.target.value })}
          className={CONTROL_CLASS}
          {...describedBy(`${id}-reference`, REFERENCE_HINT, errors.reference)}
        />
        <p id={`${id}-reference-hint`} className="mt-1 text-xs text-neutral-600">
          {REFERENCE_HINT}
        </p>
        {errors.reference && (
          <p id={`${id}-reference-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.reference}
          </p>
        )}
      </div>
      {onRemove && (
        <button type="button" onClick={onRemove} className="justify-self-start text-sm font-semibold text-brand-700 underline">
          Remove payment {index + 1}
        </button>
      )}
    </fieldset>
  );
}
