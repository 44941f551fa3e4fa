import { useState } from 'react';
import type { Booking, BookingAmounts } from '../../lib/api/booking.ts';
import { CouponField } from '../shared/CouponField.tsx';
import { notify, withdraw } from '../shared/notify.ts';
import { BookingFailure, failureOf } from '../../client/bookingApi.ts';
import { handleFailure } from '../booking/leave.ts';
import { applyCoupon } from './applyCoupon.ts';
import { CheckoutCard } from './CheckoutCard.tsx';

const INPUT_ID = 'checkout-coupon';
/** The notice of a refused code: a later refusal takes its place, and an applied code takes it away. */
const REFUSAL_NOTICE = 'checkout-coupon-refused';
export const EMPTY_CODE_MESSAGE = 'Please enter a coupon code.';

interface Props {
  booking: Booking;
  /** The server's figures once the coupon is on the booking. */
  onPriced: (amounts: BookingAmounts) => void;
  /** The server's figures changed under the page: read the booking again. */
  onStale: () => void;
}

/**
 * The coupon box (CHK-04..07): Apply checks the code and puts it on the booking; once applied the
 * button is a disabled 'Applied' and the server's message stays below it. A refusal is a notice
 * with the server's message, and the box stays as it was; the notice goes once a code is applied,
 * so that it never reads beside 'Applied'.
 */
export function CouponBox({ booking, onPriced, onStale }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);

  const apply = async () => {
    if (!code.trim()) return notify(EMPTY_CODE_MESSAGE);
    setBusy(true);
    try {
      const res = await applyCoupon(booking, code.trim());
      onPriced(res.amounts);
      withdraw(REFUSAL_NOTICE);
      setApplied(res.message);
    } catch (error) {
      const failure = error instanceof BookingFailure ? error.failure : failureOf(error);
      if (failure.kind === 'repriced') {
        notify(failure.message);
        onStale();
      } else if (failure.kind === 'failed') notify(failure.message, REFUSAL_NOTICE);
      else handleFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <CheckoutCard id="checkout-coupon-h" title="Apply Coupon">
      <div className="mt-3">
        <CouponField
          id={INPUT_ID}
          label="Coupon code"
          value={code}
          onChange={setCode}
          applied={applied !== null}
          busy={busy}
          onApply={apply}
          success={applied}
        />
      </div>
    </CheckoutCard>
  );
}
