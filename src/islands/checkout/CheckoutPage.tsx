import { useState, type ReactNode } from 'react';
import { orderRows } from '../../lib/booking/orderRows.ts';
import { DEFAULT_PAYMENT_TYPE, type CheckoutPaymentType } from '../../lib/booking/paymentAmounts.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { Toaster } from '../shared/Toaster.tsx';
import { THEATRES_PATH } from '../booking/leave.ts';
import { BACK_LINK, PRIMARY_BUTTON } from '../shared/buttons.ts';
import { LeavingNotice } from '../booking/StepShell.tsx';
import { PaymentOpenDialog } from '../booking/PaymentOpenDialog.tsx';
import { StoppedDialog } from '../booking/StoppedDialog.tsx';
import { useHeadingFocus, useWizard } from '../booking/useWizard.ts';
import { BookingInfo } from './BookingInfo.tsx';
import { CouponBox } from './CouponBox.tsx';
import { OrderTable } from './OrderTable.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { useCardPayment } from './useCardPayment.ts';
import { useCheckoutBooking } from './useCheckoutBooking.ts';

interface Props {
  /** Occasion names by id, from the build's catalogue. */
  occasions: Record<string, string>;
  /** The terms and conditions, sanitised HTML rendered by the page. */
  children?: ReactNode;
}

/**
 * /Checkout: the held booking as the server has it (information, order, coupon, payment summary),
 * then Check Out, the terms, and I Agree, which opens the card payment widget for the amount the
 * payment type chosen here says (useCardPayment).
 */
export default function CheckoutPage({ occasions, children }: Props) {
  const { ready, wizard, leaving } = useWizard('booking');
  const heading = useHeadingFocus(ready);
  const { booking, failed, reload, priced } = useCheckoutBooking(ready && !leaving ? wizard.bookingId : null);
  const [paymentType, setPaymentType] = useState<CheckoutPaymentType>(DEFAULT_PAYMENT_TYPE);
  const [termsOpen, setTermsOpen] = useState(false);
  const { busy, pay } = useCardPayment({ booking, paymentType, priced });
  const planName = booking?.planId && wizard.comboPlan?._id === booking.planId ? wizard.comboPlan.name : null;

  return (
    <section className="bg-neutral-50 px-4 pb-8 pt-4 sm:pb-10">
      <div className="mx-auto max-w-6xl">
        <LeavingNotice />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl">
          Check Out
        </h1>
        {/* The booking loads after hydration: its first card is drawn empty and the rest of its place
            held, so the page paints its largest heading at once and nothing in view moves when it comes. */}
        {!leaving &&
          (failed && !booking ? (
            <div className="mt-6 min-h-svh" role="status">
              <p className="flex flex-wrap items-center gap-3 text-neutral-800">
                We could not load your booking.
                <button type="button" onClick={reload} className={BACK_LINK}>
                  Try again
                </button>
              </p>
            </div>
          ) : (
            <div className={`mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start ${booking ? '' : 'min-h-svh'}`}>
              <div className="grid min-w-0 gap-6">
                <BookingInfo booking={booking} />
                {booking ? (
                  <OrderTable rows={orderRows(booking, occasions, planName)} />
                ) : (
                  <p role="status" className="text-neutral-700">
                    {ready ? 'Loading your booking...' : ''}
                  </p>
                )}
              </div>
              {booking && (
                <div className="grid gap-6 lg:sticky lg:top-4">
                  <CouponBox booking={booking} onPriced={priced} onStale={reload} />
                  <PaymentSummary amounts={booking} paymentType={paymentType} onPaymentType={setPaymentType} />
                </div>
              )}
            </div>
          ))}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <a href={THEATRES_PATH} className={BACK_LINK}>
            <span aria-hidden="true">←</span> Back
          </a>
          <button type="button" onClick={() => setTermsOpen(true)} disabled={!booking || leaving || busy} className={PRIMARY_BUTTON}>
            {busy ? 'Please wait...' : 'Check Out'}
          </button>
        </div>
      </div>
      <Dialog open={termsOpen} onClose={() => setTermsOpen(false)} title="Terms and Conditions" size="max-w-2xl">
        <div
          role="region"
          aria-label="Terms and conditions"
          tabIndex={0}
          className="policy-text mt-4 max-h-[55vh] overflow-y-auto rounded-xl border border-neutral-200 p-4 text-neutral-800"
        >
          {children}
        </div>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setTermsOpen(false)} className={BACK_LINK}>
            Close
          </button>
          <button
            type="button"
            onClick={() => {
              setTermsOpen(false);
              pay();
            }}
            className={PRIMARY_BUTTON}
          >
            I Agree
          </button>
        </div>
      </Dialog>
      <StoppedDialog />
      <PaymentOpenDialog />
      <Toaster />
    </section>
  );
}
