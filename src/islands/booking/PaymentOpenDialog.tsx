import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $wizard } from '../../lib/stores/wizard.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { PRIMARY_BUTTON, BACK_LINK } from '../shared/buttons.ts';
import { notify } from '../shared/notify.ts';
import { BookingFailure, bookingCall } from '../../client/bookingApi.ts';
import { $paymentOpen } from './leave.ts';

export const CANCEL_PAYMENT = 'Cancel that payment';
export const KEEP_PAYMENT = 'Keep it';

/**
 * A change refused while a payment is open on the booking (a card window closed without paying, a
 * pay page left in another tab): the customer chooses between cancelling that payment, so that the
 * change can be made, and keeping it. Should that payment be paid after all, it confirms the booking
 * as it was when it was asked, or is refunded if the booking has changed since.
 */
export function PaymentOpenDialog() {
  const message = useStore($paymentOpen);
  const [busy, setBusy] = useState(false);
  const close = () => $paymentOpen.set(null);
  const cancel = async () => {
    const bookingId = $wizard.get().bookingId;
    if (!bookingId) return close();
    setBusy(true);
    try {
      const res = await bookingCall('cancelPayment', { bookingId });
      notify(`${res.message} Press your button again to save the change.`);
    } catch (error) {
      notify(error instanceof BookingFailure ? error.message : 'The payment could not be cancelled. Please try again.');
    } finally {
      setBusy(false);
      close();
    }
  };
  return (
    <Dialog open={message !== null} onClose={close} title="A payment is still open">
      <p className="mt-2 text-neutral-800">{message}</p>
      <p className="mt-2 text-sm text-neutral-700">
        If you have paid on that page already, keep it: the payment confirms your booking as it was. Otherwise cancel it to change your
        booking; if it is paid later all the same, it is refunded.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <button type="button" autoFocus onClick={() => void cancel()} disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? 'Cancelling...' : CANCEL_PAYMENT}
        </button>
        <button type="button" onClick={close} disabled={busy} className={BACK_LINK}>
          {KEEP_PAYMENT}
        </button>
      </div>
    </Dialog>
  );
}
