import type { z } from 'zod';
import type { BookingAmounts } from '../../src/lib/api/booking.ts';
import type { PaymentUpdateRequest } from '../../src/lib/api/bookingPayments.ts';
import { amountErrors } from '../../src/lib/api/amountErrors.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { badRequest } from '../http/errors.ts';
import type { PaymentDeps } from '../payments/paymentDeps.ts';
import { startRedirectPayment } from '../payments/paymentFlow.ts';
import { pendingPaymentOf } from '../repo/payments.ts';
import { fieldError, paymentOpen } from './errors.ts';
import { resolveCoupon } from './resolveCoupon.ts';
import { updateBooking } from './updateBooking.ts';

/**
 * The wizard's Confirm & Pay: the booking saved as the customer confirmed it, then its advance
 * asked of PhonePe; answers the pay page's URL. The way back from the provider is signed with
 * `tokenSecret`.
 */
export async function startAdvancePayment(
  deps: PaymentDeps,
  guest: string,
  body: z.output<typeof PaymentUpdateRequest>,
  tokenSecret: () => Promise<Buffer>,
): Promise<{ bookingId: string; amounts: BookingAmounts; url: string }> {
  const r = await updateBooking(
    deps,
    guest,
    body.bookingId,
    async (b, tx) => {
      if (b.draft.type === 'combo' && !b.draft.planId) throw fieldError('planId', 'must be chosen before paying for a combo');
      const couponId =
        body.couponId === ''
          ? b.draft.couponId
          : await resolveCoupon(tx, body.couponId, b.draft.type, { now: deps.now(), bookingId: b.id, heldCouponId: b.draft.couponId });
      // Confirm & Pay again while its own payment is open opens the same pay page; another coupon,
      // or a payment of another kind being open (a card order), would change what is being paid.
      const open = await pendingPaymentOf(tx, b.id);
      if (open && (couponId !== b.draft.couponId || open.provider !== 'phonepe' || open.paymentType !== 'advance')) throw paymentOpen();
      return {
        draft: { ...b.draft, couponId },
        sent: body,
        linesChanged: false,
        // The client's status and transaction fields are a request, never a confirmation: only the
        // payment provider confirms. They are kept in the history for the record.
        intent: { cashType: body.cashType, createType: body.create_type },
        status: {
          status: 'payment-pending',
          note: `asked to pay (status ${body.status || '-'}, transaction ${body.transactionStatus || '-'})`,
        },
      };
    },
    { paymentOpenAllowed: true },
  );
  // The pay page asks what the customer confirmed: a change in between (from another tab) is a price change.
  const { redirectUrl: url } = await startRedirectPayment(deps, guest, r.booking.id, await tokenSecret(), {
    check: (b, amount) => {
      const confirmed = { totalPrice: r.amounts.totalPrice, advancePayment: r.amounts.advancePayment };
      const asked = { totalPrice: b.figures.totalPaise, advancePayment: amount };
      const errors = amountErrors(
        (['totalPrice', 'advancePayment'] as const)
          .filter((f) => confirmed[f] !== asked[f])
          .map((field) => ({
            field,
            expected: asked[field],
            message: `${field} should be ${formatPaise(asked[field])}, not ${formatPaise(confirmed[field])}`,
          })),
      );
      if (errors.length > 0)
        throw badRequest(`The price has changed: ${errors.map((e) => e.message).join('; ')}. Nothing was charged.`, { errors });
    },
  });
  return { bookingId: r.booking.id, amounts: r.amounts, url };
}
