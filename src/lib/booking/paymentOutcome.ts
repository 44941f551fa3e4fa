import type { BookingStatus, PlanType } from '../api/booking.ts';

/** The payment outcome pages (spec section 2). */
export const PAYMENT_SUCCESS_PATH = '/payment-success';
export const PAYMENT_FAIL_PATH = '/payment-fail';
export const PAYMENT_PROCESSING_PATH = '/payment-processing';

/**
 * What a booking's status means for the customer: paid; not paid (declined, expired, or paid too
 * late and refunded: in every case the slot is not theirs); or not known yet (held, or a payment the
 * provider has not settled). A booking the staff cancelled is not the customer's either.
 */
export type PaymentOutcome = 'success' | 'fail' | 'waiting';

export function outcomeOf(status: BookingStatus): PaymentOutcome {
  switch (status) {
    case 'booking-confirmed':
      return 'success';
    case 'payment-failed':
    case 'refunded':
    case 'expired':
    case 'cancelled':
      return 'fail';
    case 'held':
    case 'payment-pending':
      return 'waiting';
  }
}

const PATHS: Record<PaymentOutcome, string> = {
  success: PAYMENT_SUCCESS_PATH,
  fail: PAYMENT_FAIL_PATH,
  waiting: PAYMENT_PROCESSING_PATH,
};

/**
 * The outcome page for a booking in this status, carrying its id and, when there is one, the
 * reference the provider's way back brought (`ref`), which lets any tab show the outcome.
 */
export const outcomePath = (status: BookingStatus, bookingId: string, ref?: string | null): string =>
  `${PATHS[outcomeOf(status)]}?id=${encodeURIComponent(bookingId)}${ref ? `&ref=${encodeURIComponent(ref)}` : ''}`;

/** The way back's reference in an outcome page's address, or null. */
export const refOf = (search: string): string | null => new URLSearchParams(search).get('ref')?.trim() || null;

/** The booking an outcome page is about: its `?id=`, else the booking in progress in the tab. */
export function bookingIdOf(search: string, inProgress: string | null): string | null {
  const id = new URLSearchParams(search).get('id')?.trim();
  return id || inProgress || null;
}

/** Where each plan type's booking is paid: the wizard's terms step. */
export const PAY_STEP_PATH: Readonly<Record<PlanType, string>> = { normal: '/BookingSummary', combo: '/ComboBooking' };

/**
 * Where /payment-fail's Try Again leads: back to the booking in progress in this tab, to pay it
 * again, when that is the booking whose payment failed (or the page names none); else home, as the
 * spec has it.
 */
export function tryAgainPath(search: string, inProgress: { bookingId: string | null; plan: PlanType | null }): string {
  if (!inProgress.bookingId || !inProgress.plan) return '/';
  const named = bookingIdOf(search, null);
  return named === null || named === inProgress.bookingId ? PAY_STEP_PATH[inProgress.plan] : '/';
}

/**
 * Whether the status itself says no money was taken for the booking: its payment was declined (or
 * lapsed) with none other open. An expired hold does not say it (a payment may still arrive late, to
 * be refunded), nor a refund or a cancellation.
 */
export const unpaidOutcome = (status: BookingStatus): boolean => status === 'payment-failed';
