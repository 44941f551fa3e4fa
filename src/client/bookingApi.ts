import { createClient } from '../lib/api/client.ts';
import type { RequestOf, ResponseOf } from '../lib/api/calls.ts';
import type { CouponTerms } from '../lib/booking/priceTerms.ts';
import { couponTermsOf } from '../lib/booking/wire.ts';
import type { WizardAmounts } from '../lib/booking/wizardQuote.ts';
import type { PlanType } from '../lib/stores/booking.ts';
import { $guest, setGuest } from '../lib/stores/wizard.ts';
import { apiOrigin } from './apiOrigin.ts';

/**
 * The booking calls as the wizard makes them: with the guest token (web/session) as the bearer, and
 * every failure turned into what the step must do about it (see `Failure`). No retries: a repeated
 * POST could change a booking twice; a time-out so that a busy button cannot hang.
 */
const api = createClient({ origin: apiOrigin, token: () => $guest.get()?.token, fetchOptions: { retry: 0, timeout: 20_000 } });

export const ACCESS_DENIED_MESSAGE = 'Access Denied: You do not have permission to view this page.';
export const SESSION_LOST_MESSAGE = 'Your booking session has expired. Please choose your slot again.';
export const NETWORK_MESSAGE = 'Could not reach us. Please check your connection and try again.';
export const SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';
export const PAYMENT_OPEN_MESSAGE = 'A payment for this booking has already started. Finish or cancel it before changing the booking.';

export type Failure =
  /** 406: the slot went to someone else, or is over. */
  | { kind: 'slotTaken'; message: string }
  /** 403: the booking is another session's. */
  | { kind: 'denied'; message: string }
  /** 401 or 404: this tab's token or booking is gone (expired, or the server's key changed). */
  | { kind: 'lost'; message: string }
  /** 409: a payment is open on the booking (a card window, a pay page), which freezes it until paid or cancelled. */
  | { kind: 'paymentOpen'; message: string }
  /** 400 because the prices changed: the server's figures for the change, nothing saved. */
  | { kind: 'repriced'; message: string; amounts: WizardAmounts }
  /** Any other refusal or failure: the customer stays on the step with what they entered. */
  | { kind: 'failed'; message: string; errors: { field: string; message: string }[]; status?: number };

export class BookingFailure extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.message);
    this.failure = failure;
  }
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  amounts?: unknown;
}

/** What a thrown ofetch error means for the step. */
export function failureOf(error: unknown): Failure {
  const { status, data } = (error ?? {}) as { status?: number; data?: ErrorBody };
  const message = typeof data?.message === 'string' && data.message !== '' ? data.message : '';
  const errors = Array.isArray(data?.errors) ? (data.errors as { field: string; message: string }[]) : [];
  switch (status) {
    case undefined:
      return { kind: 'failed', message: NETWORK_MESSAGE, errors: [] };
    case 406:
      return { kind: 'slotTaken', message: message || 'Sorry, this slot is no longer available. Please choose another slot.' };
    case 403:
      return { kind: 'denied', message: ACCESS_DENIED_MESSAGE };
    case 401:
    case 404:
      return { kind: 'lost', message: SESSION_LOST_MESSAGE };
    case 409:
      return { kind: 'paymentOpen', message: message || PAYMENT_OPEN_MESSAGE };
    case 400:
      if (data?.amounts && typeof data.amounts === 'object') return { kind: 'repriced', message, amounts: data.amounts as WizardAmounts };
      return { kind: 'failed', message: message || SERVER_MESSAGE, errors, status };
    default:
      return { kind: 'failed', message: message || SERVER_MESSAGE, errors, status };
  }
}

type BookingCall =
  | 'addBooking'
  | 'uniqueId'
  | 'updateOccasion'
  | 'updateCakes'
  | 'updateAddons'
  | 'updateCombo'
  | 'paymentUpdate'
  | 'readBooking'
  | 'bookingById'
  | 'paymentStatus'
  | 'cancelPayment'
  | 'paymentOutcome'
  | 'checkoutOrder'
  | 'checkoutVerify';

/** Makes one booking call; throws a BookingFailure. */
export async function bookingCall<N extends BookingCall>(name: N, body: RequestOf<N>): Promise<ResponseOf<N>> {
  try {
    return (await api[name](body)) as ResponseOf<N>;
  } catch (error) {
    throw new BookingFailure(failureOf(error));
  }
}

/** Whether the tab holds a token (whether it is still good only the server says: a phone's clock may be wrong). */
export const hasToken = (): boolean => Boolean($guest.get()?.token);

/** A new guest token for this tab (the details step, before a booking is made or made again). */
export async function renewToken(): Promise<void> {
  try {
    const { token, expiresAt } = await api.session();
    setGuest({ token, expiresAt });
  } catch (error) {
    throw new BookingFailure(failureOf(error));
  }
}

/** A coupon's terms as the coupon check described them, with its message. */
export interface CheckedCoupon {
  terms: CouponTerms;
  message: string;
  couponId: string;
}

/** The coupon check (`web/checkcoupon`): the terms, or the failure (its 400 message). */
export async function checkCoupon(code: string, amount: number, type: PlanType): Promise<CheckedCoupon> {
  try {
    const res = await api.checkCoupon({ couponId: code, amount, type });
    return { terms: couponTermsOf(code.trim().toUpperCase(), type, res), message: res.message, couponId: res.coupon_Id };
  } catch (error) {
    throw new BookingFailure(failureOf(error));
  }
}

/** Posts `web/addlead` and forgets it: the spec ignores a lead's answer, errors included. */
export function postLead(lead: RequestOf<'addLead'>): void {
  api.addLead(lead).catch(() => undefined);
}
