import { useState } from 'react';
import type { CouponTerms } from '../../lib/booking/priceTerms.ts';
import { CouponField } from '../shared/CouponField.tsx';
import { BookingFailure, checkCoupon } from '../../client/bookingApi.ts';

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
      const checked = await checkCoupon(code, subTotal, 'combo');
      onApplied(checked.terms);
      setAnswer({ ok: true, message: checked.message });
    } catch (error) {
      if (!(error instanceof BookingFailure)) throw error;
      setAnswer({ ok: false, message: error.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6">
      <CouponField
        id={ID}
        label="Discount Coupon"
        value={applied ? applied.code : code}
        onChange={(value) => {
          setCode(value);
          setAnswer(null);
        }}
        applied={Boolean(applied)}
        busy={busy}
        onApply={apply}
        error={answer && !answer.ok ? answer.message : undefined}
        success={answer?.ok ? answer.message : null}
      />
    </div>
  );
}
