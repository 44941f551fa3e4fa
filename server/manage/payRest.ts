import { payRestRefusal } from '../../src/lib/manage/selfServiceRules.ts';
import { amountErrors } from '../../src/lib/api/amountErrors.ts';
import { formatPaise, wireRupees } from '../../src/lib/money.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { openOrJoin } from '../payments/paymentFlow.ts';
import { openChange, startChange } from './changePayments.ts';
import { openedBooking, selfServiceOf } from './selfService.ts';

/**
 * Pay the rest: what is left to pay, paid online before the slot (a 'balance' payment on PhonePe's
 * pay page; settleChange.ts makes the booking paid in full once the provider says paid). Under the
 * booking's lock, as every change of it: refused (409) as selfServiceRules says (not confirmed,
 * begun, nothing left), and when `amountPaise`, what the customer was shown, is not what is left
 * now (the desk recorded a payment, or moved the booking, meanwhile). A second click opens the
 * same pay page.
 */
export async function payRest(deps: Deps, bookingId: string, token: string, amountPaise: number) {
  const opened = await openOrJoin(deps, bookingId, async (tx) => {
    const b = await openedBooking(tx, bookingId, true);
    const refusal = payRestRefusal(selfServiceOf(b), deps.now().getTime());
    if (refusal) throw new HttpError(409, refusal);
    const left = b.figures.remainingPaise;
    if (amountPaise !== left) {
      const message = `amount should be ${wireRupees(left)}: ${formatPaise(left)} is left to pay now, not ${formatPaise(amountPaise)}`;
      throw new HttpError(409, `What is left to pay is now ${formatPaise(left)}. Nothing was charged; please check it and pay again.`, {
        errors: amountErrors([{ field: 'amount', message, expected: left }]),
      });
    }
    return openChange(tx, deps, b, { purpose: 'balance', amountPaise: left });
  });
  const payment = await startChange(deps, opened, token);
  return {
    redirectUrl: payment.redirectUrl,
    message: `Pay ${formatPaise(payment.amountPaise)} on the payment page; your booking is then paid in full.`,
  };
}
