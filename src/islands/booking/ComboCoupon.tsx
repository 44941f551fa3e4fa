import { useState } from 'react';
import type { CouponTerms } from '../../lib/booking/wizardQuote.ts';
import { CONTROL_CLASS, describedBy } from '../shared/Field.tsx';
import { BookingFailure, checkCoupon } from './bookingApi.ts';

interface Props {
  /** The coupon on the booking, once applied. */
  applied: CouponTerms | null;
  /** The sub total the check is for (₹0 on a combo before its package). */
  subTotal: number;
  onApplied: (terms: CouponTerms) => void;
}

const ID = 'discount-coupon';

/**
 * 'Discount Coupon' with Apply: the coupon check's message either way; once applied the code is kept
 * and the button reads Applied (disabled). The booking takes the code when the details are saved.
 */
export function ComboCoupon({ applied, subTotal, onApplied }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  const apply = async () => {
    if (!code.trim()) {
      setAnswer({ ok: false, message: 'Please enter a coupon code.' });
      return;
    }
    setBusy(true);
    try {
      const terms = await checkCoupon(code, subTotal, 'combo');
      onApplied({ code: terms.code, kind: terms.kind, value: terms.value, minAmount: terms.minAmount, maxDiscount: terms.maxDiscount });
      setAnswer({ ok: true, message: terms.message });
    } catch (error) {
      if (!(error instanceof BookingFailure)) throw error;
      setAnswer({ ok: false, message: error.message });
    } finally {
      setBusy(false);
    }
  };

  const error = answer && !answer.ok ? answer.message : undefined;
  return (
    <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6">
      <label htmlFor={ID} className="block font-semibold text-neutral-900">
        Discount Coupon
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={ID}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          placeholder="Enter coupon code"
          readOnly={Boolean(applied)}
          value={applied ? applied.code : code}
          onChange={(e) => {
            setCode(e.target.value);
            setAnswer(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void apply();
          }}
          className={CONTROL_CLASS}
          {...describedBy(ID, undefined, error)}
        />
        <button
          type="button"
          onClick={apply}
          disabled={Boolean(applied) || busy}
          className="min-h-12 shrink-0 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700"
        >
          {applied ? 'Applied' : busy ? 'Checking...' : 'Apply'}
        </button>
      </div>
      <p id={error ? `${ID}-error` : undefined} role="status" className={`mt-2 text-sm font-medium ${error ? 'text-red-700' : 'text-green-800'}`}>
        {answer?.message}
      </p>
    </div>
  );
}
