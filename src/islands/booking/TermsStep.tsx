import { useEffect, useState, type ReactNode } from 'react';
import { PAYMENT_FAIL_PATH } from '../../lib/booking/paymentOutcome.ts';
import { notify } from '../shared/notify.ts';
import { amountsFor, type Charges } from './amounts.ts';
import { bookingCall, SERVER_MESSAGE, type Failure } from '../../client/bookingApi.ts';
import { LEAVE_DELAY_MS } from './leave.ts';
import { PayButton } from './PayButton.tsx';
import { saveStep } from './saveStep.ts';
import { StepShell } from './StepShell.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useHeadingFocus, useWizard } from './useWizard.ts';

interface Props {
  charges: Charges;
  /** /BookingSummary (basic) or /ComboBooking (combo: the combo's advance, and Back to its packages). */
  flow?: 'normal' | 'combo';
  /** The terms and conditions, sanitised HTML rendered by the page. */
  children?: ReactNode;
}

/**
 * /BookingSummary and /ComboBooking: the terms, the agreement, and the payment request, whose answer
 * sends the browser to the payment provider's page (it comes back to /payment-processing).
 */
export default function TermsStep({ charges, flow = 'normal', children }: Props) {
  const { ready, choice, wizard, leaving } = useWizard('booking', flow);
  const heading = useHeadingFocus(ready);
  const [busy, setBusy] = useState(false);
  const amounts = choice && ready ? amountsFor(choice, wizard, charges).amounts : null;
  // Back from the provider's page may show this page as it was left, busy: it can be used again.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => e.persisted && setBusy(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const pay = async () => {
    if (!choice || busy) return;
    setBusy(true);
    let answer: { message: string; url?: string } | null = null;
    let failing = false;
    try {
      await saveStep(
        choice,
        charges,
        async (w, a) => {
          const res = await bookingCall('paymentUpdate', {
            bookingId: w.bookingId,
            totalPrice: a.totalPrice,
            subTotal: a.subTotal,
            advancePayment: a.advancePayment,
            // The combo sends its plan's price in place of the theatre's (spec section 7).
            ...(flow === 'combo' ? { planOfferPrice: a.planOfferPrice } : { theatrePrice: a.theatrePrice }),
            couponId: a.couponId,
            couponAmount: a.couponAmount,
            extraAddedPersonsForTheatre: a.extraAddedPersonsForTheatre,
            // The spec adds the extra persons' price only when there are extra persons.
            ...(a.extraAddedPersonsForTheatre > 0 ? { extraPersonPrice: a.extraPersonPrice } : {}),
            transactionId: '',
            transactionStatus: 'completed',
            cashType: 'online',
            create_type: 'web',
            status: 'booking-confirmed',
          });
          answer = { message: res.message, url: res.data?.instrumentResponse.redirectInfo.url };
          return res;
        },
        (f) => (failing = onPayFailure(f)),
      );
    } catch (error) {
      setBusy(false);
      throw error;
    }
    const done = answer as { message: string; url?: string } | null;
    // Busy until the provider's page (or /payment-fail) replaces this one: a second click would start a second payment.
    if (failing) return;
    if (done?.url) {
      window.location.assign(done.url);
      return;
    }
    if (done) notify(done.message || SERVER_MESSAGE);
    setBusy(false);
  };

  return (
    <StepShell
      title="Terms and Conditions"
      headingRef={heading}
      back={flow === 'combo' ? '/ComboPlans' : '/AddOnscomponent'}
      summary={<SummaryPanel choice={choice} wizard={wizard} charges={charges} withAdvance />}
      actions={<PayButton amounts={amounts} busy={busy} disabled={leaving} onPay={pay} />}
    >
      <div
        role="region"
        aria-label="Terms and conditions"
        tabIndex={0}
        className="policy-text h-[700px] overflow-y-auto rounded-2xl border border-neutral-200 bg-white p-4 text-neutral-800 shadow-sm sm:p-6"
      >
        {children}
      </div>
    </StepShell>
  );
}

/** The spec sends a refused payment request (400) to /payment-fail; new prices stay on the page to be seen. */
function onPayFailure(f: Failure): boolean {
  if (f.kind !== 'failed' || f.status !== 400) return false;
  notify(f.message);
  setTimeout(() => window.location.assign(PAYMENT_FAIL_PATH), LEAVE_DELAY_MS);
  return true;
}
