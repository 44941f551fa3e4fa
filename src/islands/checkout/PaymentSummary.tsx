import type { BookingAmounts } from '../../lib/api/booking.ts';
import { formatPaise, formatRupees } from '../../lib/money.ts';
import { amountDuePaise, paymentSplit, type CheckoutPaymentType } from '../../lib/booking/paymentAmounts.ts';
import { figuresOf } from '../../lib/booking/wire.ts';
import { SummaryRow } from '../booking/SummaryPanel.tsx';
import { CheckoutCard } from './CheckoutCard.tsx';

interface Props {
  amounts: BookingAmounts;
  paymentType: CheckoutPaymentType;
  onPaymentType: (type: CheckoutPaymentType) => void;
}

/** The payment summary (CHK-08..10): the server's figures, and whether to pay the full amount or the advance now. */
export function PaymentSummary({ amounts, paymentType, onPaymentType }: Props) {
  const figures = figuresOf(amounts);
  const split = paymentSplit(figures, paymentType);
  const options: { value: CheckoutPaymentType; label: string; amountPaise: number }[] = [
    { value: 'fullpayment', label: 'Full Amount', amountPaise: amountDuePaise('fullpayment', figures) },
    { value: 'partialpayment', label: 'Advance Amount', amountPaise: amountDuePaise('partialpayment', figures) },
  ];
  return (
    <CheckoutCard id="checkout-pay-h" title="Payment Summary">
      <dl className="mt-2 divide-y divide-neutral-100 text-sm">
        <SummaryRow label="Sub Total" value={formatRupees(amounts.subTotal)} name="subtotal" />
        <SummaryRow label="Coupon" value={`- ${formatRupees(amounts.couponAmount)}`} name="coupon" />
        <SummaryRow label="Total" value={formatRupees(amounts.totalPrice)} name="total" strong />
      </dl>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-neutral-800">How much would you like to pay now?</legend>
        <div className="mt-2 grid gap-2">
          {options.map((o) => (
            <label
              key={o.value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-neutral-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="paymentType"
                value={o.value}
                checked={paymentType === o.value}
                onChange={() => onPaymentType(o.value)}
                className="size-5 accent-brand-600"
              />
              <span className="grow font-medium text-neutral-900">{o.label}</span>
              <span className="tabular-nums text-neutral-900">{formatPaise(o.amountPaise)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <dl className="mt-3 divide-y divide-neutral-100 text-sm">
        <SummaryRow label="Pay Now" value={formatPaise(split.payNowPaise)} name="paynow" strong />
        <SummaryRow label="Remaining Amount" value={formatPaise(split.remainingPaise)} name="remaining" />
      </dl>
    </CheckoutCard>
  );
}
