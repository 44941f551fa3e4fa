import { useRef, useState } from 'react';
import type { Booking, BookingAmounts } from '../../lib/api/booking.ts';
import { mediaUrlOn } from '../../lib/api/mediaUrl.ts';
import { CHECKOUT_ORDER_AMOUNTS, rupeesIn } from '../../lib/api/wireAmounts.ts';
import { paymentSplit, type CheckoutPaymentType } from '../../lib/booking/paymentAmounts.ts';
import { figuresOf } from '../../lib/booking/wire.ts';
import { endSession } from '../../lib/stores/endSession.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';
import { bookingCall, BookingFailure, SERVER_MESSAGE } from '../../client/bookingApi.ts';
import { handleFailure, LEAVE_DELAY_MS } from '../booking/leave.ts';
import { notify } from '../shared/notify.ts';
import { loadWidget, type WidgetPayment } from './razorpay.ts';

export const DECLINED_MESSAGE = 'Your payment did not go through. Please try again.';
export const HOME_PATH = '/';

interface Args {
  booking: Booking | null;
  paymentType: CheckoutPaymentType;
  /** The server's figures when it refused the page's amount as out of date. */
  priced: (amounts: BookingAmounts) => void;
}

export interface CardPayment {
  /** From I Agree until the widget is closed, or until the page leaves after paying. */
  busy: boolean;
  pay: () => void;
}

/**
 * /Checkout's payment (CHK-12..17): an order for the amount the page shows (the total, or the
 * advance), the widget opened on it, and the widget's payment checked by the server. Paid: the
 * server's message, the session ends, and home. A refusal is a notice with the server's message
 * (a slot gone or a booking lost leaves for the theatre list, as on every step); a declined or
 * closed widget leaves the page as it was, ready to try again. A widget closed without paying, or
 * one that never loaded, has its order cancelled: an open payment freezes the booking, and the
 * customer may want the other amount (full or advance) next.
 */
export function useCardPayment({ booking, paymentType, priced }: Args): CardPayment {
  const [busy, setBusy] = useState(false);
  // The state lags a render behind: a second click in the same instant must not make a second order.
  const started = useRef(false);

  const idle = () => {
    started.current = false;
    setBusy(false);
  };

  /** The order is let go (the server keeps asking the provider about it until it lapses), then the page is ready again. */
  const giveUp = async (bookingId: string) => {
    await bookingCall('cancelPayment', { bookingId }).catch(() => undefined);
    idle();
  };

  const refused = (error: unknown) => {
    if (error instanceof BookingFailure) {
      const failure = error.failure;
      if (failure.kind === 'repriced') {
        priced(failure.amounts);
        notify(failure.message);
      } else handleFailure(failure);
    } else notify(error instanceof Error && error.message ? error.message : SERVER_MESSAGE);
    idle();
  };

  const verify = async (bookingId: string, payment: WidgetPayment) => {
    try {
      const res = await bookingCall('checkoutVerify', { bookingId, ...payment });
      notify(res.message);
      endSession();
      // Time to read the message before home.
      setTimeout(() => window.location.assign(HOME_PATH), LEAVE_DELAY_MS);
    } catch (error) {
      refused(error);
    }
  };

  const pay = async () => {
    if (!booking || started.current) return;
    started.current = true;
    setBusy(true);
    try {
      const amountPaise = paymentSplit(figuresOf(booking), paymentType).payNowPaise;
      const order = await bookingCall(
        'checkoutOrder',
        rupeesIn(CHECKOUT_ORDER_AMOUNTS, { bookingId: booking._id, paymentType, amount: amountPaise }),
      );
      const Widget = await loadWidget(mediaUrlOn(apiOrigin, order.script)).catch(async (error: unknown) => {
        // No window to pay in: the order goes, so that the booking is free to change.
        await bookingCall('cancelPayment', { bookingId: booking._id }).catch(() => undefined);
        throw error;
      });
      const widget = new Widget({
        key: order.key,
        amount: order.amount,
        currency: order.currency,
        name: order.name,
        order_id: order.orderId,
        prefill: { name: booking.userName, email: booking.userEmail, contact: booking.userPhone },
        handler: (payment) => void verify(booking._id, payment),
        modal: { ondismiss: () => void giveUp(booking._id) },
      });
      widget.on('payment.failed', (failure) => {
        notify(failure.error.description || DECLINED_MESSAGE);
        idle();
      });
      widget.open();
    } catch (error) {
      refused(error);
    }
  };

  return { busy, pay: () => void pay() };
}
