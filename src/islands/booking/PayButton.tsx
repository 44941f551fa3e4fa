import { useState } from 'react';
import { useEarlyInput } from '../shared/useEarlyInput.ts';
import { formatRupees } from '../../lib/money.ts';
import type { WizardAmounts } from '../../lib/booking/wizardQuote.ts';
import { PRIMARY_BUTTON } from '../shared/buttons.ts';

export const TERMS_MESSAGE = 'You must agree to the terms and conditions to proceed.';
const AGREE_ID = 'agree-terms';

interface Props {
  /** The figures the payment request sends; null until the booking is known. */
  amounts: WizardAmounts | null;
  busy: boolean;
  disabled: boolean;
  onPay: () => void;
}

/** The agreement box and 'Confirm & Pay ₹{advance} to Reserve' (DECISIONS 4). */
export function PayButton({ amounts, busy, disabled, onPay }: Props) {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState(false);
  // The box shows in the page's HTML: a tick given before the island hydrated is kept.
  useEarlyInput({ [AGREE_ID]: (value) => setAgreed(value === 'on') });
  return (
    <div className="flex flex-col gap-3 sm:items-end">
      <div className="flex items-start gap-3 self-start sm:self-auto">
        <input
          id={AGREE_ID}
          type="checkbox"
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.target.checked);
            // The spec's message comes when the box is unticked.
            setError(!e.target.checked);
          }}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${AGREE_ID}-error` : undefined}
          className="mt-0.5 size-6 accent-brand-600"
        />
        <label htmlFor={AGREE_ID} className="font-medium text-neutral-900">
          I agree to all the above conditions.
        </label>
      </div>
      {error && (
        <p id={`${AGREE_ID}-error`} className="text-sm font-medium text-red-700">
          {TERMS_MESSAGE}
        </p>
      )}
      <button type="button" onClick={onPay} disabled={!agreed || busy || disabled || !amounts} className={PRIMARY_BUTTON}>
        {busy ? 'Your Booking Processing...' : `Confirm & Pay ${amounts ? formatRupees(amounts.advancePayment) : ''} to Reserve`}
      </button>
    </div>
  );
}
