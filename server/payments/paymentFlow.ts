import { randomBytes } from 'node:crypto';
import type { PaymentType } from '../../src/lib/api/booking.ts';
import { amountDuePaise } from '../../src/lib/booking/paymentAmounts.ts';
import { formatPaise } from '../../src/lib/money.ts';
import { outcomePath } from '../../src/lib/booking/paymentOutcome.ts';
import { issuePaymentRef } from '../auth/paymentRef.ts';
import type { Queryable } from '../db/database.ts';
import { CANCELLED, CANCELLED_NO_LINK, paymentOpen } from '../booking/errors.ts';
import { keepHold, ownBooking } from '../booking/updateBooking.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { type StoredBooking } from '../repo/bookings.ts';
import { changeStatus, setStatusNote } from '../repo/bookingStatus.ts';
import {
  findPayment,
  insertPayment,
  pendingPaymentOf,
  setProviderOrder,
  updatePayment,
  type Payment,
  type Provider,
} from '../repo/payments.ts';
import { extendHold } from '../repo/slotHolds.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import { nextCheckDelayMs } from './schedule.ts';

/** PhonePe takes an expiry from 5 minutes to an hour; the hold is kept at least as long. */
const MIN_EXPIRY_S = 300;
const MAX_EXPIRY_S = 3600;

/** Our merchant order id: PhonePe allows letters, digits, _ and -, at most 63. */
export const newPaymentId = () => `PAY_${randomBytes(12).toString('hex')}`;

const unavailable = () => new HttpError(503, 'The payment service did not answer. Nothing was charged: please try again in a moment.');

/** How long a payment may take to get its pay page from the provider before it counts as stuck. */
const STARTING_MS = 30_000;

/** The same payment is being started by another request: its pay page comes in a moment. */
class PaymentStarting extends HttpError {
  constructor() {
    super(409, 'This payment is being started: please try again in a moment.');
  }
}

/**
 * Opens the payment (`open`, in its own transaction); when the same one is being started by
 * another request at this moment (a double click, two staff at once), waits for that request's
 * provider order and answers it, so both get the one pay page. 409 if it never comes. `open` may
 * answer something else than a payment (a reschedule made at once, with nothing to pay).
 */
export async function openOrJoin<T = Opened>(
  deps: PaymentDeps,
  bookingId: string,
  open: (tx: Queryable) => Promise<T>,
): Promise<T | Opened> {
  try {
    return await deps.db.transaction(open);
  } catch (err) {
    if (!(err instanceof PaymentStarting)) throw err;
  }
  for (let waited = 0; waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = await pendingPaymentOf(deps.db, bookingId);
    if (!started) break;
    if (started.providerOrderId) return { payment: started, reused: true };
  }
  throw new PaymentStarting();
}

/**
 * An open payment asked for again by the same request: reused while it has its pay page and time
 * left on it; a 409 (PaymentStarting, joined by openOrJoin) while another request is starting it;
 * undefined when a new one is to be opened instead.
 */
export function reuseOpen(open: Payment, now: Date): Opened | undefined {
  if (open.providerOrderId && open.expiresAt.getTime() - now.getTime() > 60_000) return { payment: open, reused: true };
  // The same payment, being started by a request a moment ago (a double click, two staff at
  // once): its pay page is not known yet. Opening another would make two pay pages to pay.
  if (!open.providerOrderId && now.getTime() - open.createdAt.getTime() < STARTING_MS) throw new PaymentStarting();
  return undefined;
}

/** Until when a new payment may be paid: the slot hold's minutes, within what PhonePe takes (5 to 60); a link the longest. */
export function paymentExpiry(deps: PaymentDeps, now: Date, link = false): Date {
  const expireAfter = link ? MAX_EXPIRY_S : Math.min(MAX_EXPIRY_S, Math.max(MIN_EXPIRY_S, deps.slotHoldMinutes * 60));
  return new Date(now.getTime() + expireAfter * 1000);
}

/** Called with the booking as it is under its lock and the amount it would be asked: throws to refuse. */
export type AmountCheck = (b: StoredBooking, amountPaise: number) => void;

/**
 * Inside the caller's transaction: the payment to take for the booking's amount as the server has
 * it (total or advance), keeping the slot held as long as the payment may take. The booking is
 * locked here (the caller may hold the lock already), as it is by every change of a booking: a
 * change and a new payment never interleave. One payment is open at a time: the same request
 * again (same provider, kind, amount and total) reuses it, so a second click opens the same page
 * instead of a second charge; anything else is a 409 until it is paid, declined or lapses.
 */
async function openPayment(
  tx: Queryable,
  deps: PaymentDeps,
  guest: string,
  bookingId: string,
  provider: Provider,
  paymentType: PaymentType,
  check?: AmountCheck,
  /** A staff's payment link: open the longest the provider allows, and its refusals said to the staff. */
  link = false,
): Promise<Opened> {
  const now = deps.now();
  const b = await ownBooking(tx, bookingId, guest, true);
  if (b.status === 'booking-confirmed') throw badRequest('This booking is already paid.');
  if (b.status === 'cancelled') throw link ? new HttpError(409, CANCELLED_NO_LINK) : badRequest(CANCELLED);
  const amount = amountDuePaise(paymentType, b.figures);
  check?.(b, amount);
  await keepHold(tx, b, deps);
  if (amount < 100) throw badRequest('There is nothing to pay online for this booking. Please call us to confirm it.');
  const open = await pendingPaymentOf(tx, b.id);
  if (open) {
    const same =
      open.provider === provider &&
      open.paymentType === paymentType &&
      open.amountPaise === amount &&
      open.bookingTotalPaise === b.figures.totalPaise;
    if (!same) throw paymentOpen();
    const reused = reuseOpen(open, now);
    if (reused) return reused;
  }
  const expiresAt = paymentExpiry(deps, now, link);
  await extendHold(tx, b.id, expiresAt);
  const id = newPaymentId();
  const nextCheckAt = new Date(now.getTime() + nextCheckDelayMs(0, deps.payments.config.pollScale));
  await insertPayment(tx, {
    id,
    bookingId: b.id,
    provider,
    paymentType,
    amountPaise: amount,
    bookingTotalPaise: b.figures.totalPaise,
    expiresAt,
    nextCheckAt,
    now,
  });
  // The payment request has made the wizard's booking payment-pending already (with its history);
  // a /Checkout order, or a new try after a failed payment, changes the status here.
  if (b.status === 'payment-pending') await setStatusNote(tx, b.id, '', now);
  else
    await changeStatus(
      tx,
      b.id,
      { status: 'payment-pending', statusNote: '', history: `payment ${id} opened: ${provider}, ${paymentType}, ${formatPaise(amount)}` },
      now,
    );
  return { payment: (await findPayment(tx, id))!, reused: false };
}

/** A payment opened (or reused) in a transaction, to be started with its provider after the commit. */
export interface Opened {
  payment: Payment;
  reused: boolean;
}

/** How a PhonePe payment is asked for: the wizard's advance by default. */
export interface RedirectOptions {
  check?: AmountCheck;
  paymentType?: PaymentType;
  /**
   * A payment link sent to a customer (a booking taken by phone): it stays open, and the slot held,
   * as long as the provider allows (an hour), since the customer pays it from another device.
   */
  link?: boolean;
}

/**
 * The wizard's Confirm & Pay, and the staff's payment links: a PhonePe payment; answers the pay
 * page's URL. The way back carries the payment's reference (`secret` signs it), so that it shows
 * the outcome in whatever tab or browser it opens.
 */
export async function startRedirectPayment(
  deps: PaymentDeps,
  guest: string,
  bookingId: string,
  secret: Buffer,
  o: RedirectOptions = {},
): Promise<Payment> {
  const paymentType = o.paymentType ?? 'advance';
  const { payment, reused } = await openOrJoin(deps, bookingId, (tx) =>
    openPayment(tx, deps, guest, bookingId, 'phonepe', paymentType, o.check, o.link),
  );
  if (reused) return payment;
  const wayBack = `${deps.payments.siteOrigin()}${outcomePath('payment-pending', bookingId, issuePaymentRef(secret, payment.id, deps.now()))}`;
  return createRedirect(deps, payment, wayBack, `Booking ${paymentType === 'advance' ? 'advance' : 'payment'} ${payment.id}`);
}

/**
 * Starts a payment opened (and committed) with PhonePe: its pay page, which the browser goes to,
 * and `wayBack`, where PhonePe sends the browser after. A provider that does not take it fails the
 * payment (503: nothing was charged).
 */
export async function createRedirect(deps: PaymentDeps, payment: Payment, wayBack: string, message: string): Promise<Payment> {
  try {
    const created = await deps.payments.providers.redirect.createPayment({
      merchantOrderId: payment.id,
      amountPaise: payment.amountPaise,
      redirectUrl: wayBack,
      expireAfterSeconds: Math.round((payment.expiresAt.getTime() - deps.now().getTime()) / 1000),
      message,
    });
    await setProviderOrder(deps.db, payment.id, created.providerOrderId, created.redirectUrl, deps.now());
    return { ...payment, providerOrderId: created.providerOrderId, redirectUrl: created.redirectUrl };
  } catch (err) {
    await abandon(deps, payment, err);
    throw unavailable();
  }
}

/** /Checkout: a card order for the full amount or the advance; answers what the widget opens with. */
export async function startWidgetPayment(
  deps: PaymentDeps,
  guest: string,
  bookingId: string,
  paymentType: PaymentType,
  check?: AmountCheck,
): Promise<Payment> {
  const { payment, reused } = await openOrJoin(deps, bookingId, (tx) =>
    openPayment(tx, deps, guest, bookingId, 'razorpay', paymentType, check),
  );
  if (reused) return payment;
  try {
    const created = await deps.payments.providers.widget.createOrder({
      receipt: payment.id,
      amountPaise: payment.amountPaise,
      notes: { bookingId, paymentType },
    });
    await setProviderOrder(deps.db, payment.id, created.providerOrderId, '', deps.now());
    return { ...payment, providerOrderId: created.providerOrderId };
  } catch (err) {
    await abandon(deps, payment, err);
    throw unavailable();
  }
}

/** The provider never took the payment: nothing can be paid on it, so it fails now (the hold stays for a retry). */
async function abandon(deps: PaymentDeps, payment: Payment, err: unknown): Promise<void> {
  deps.payments.log(`payment ${payment.id}: the provider refused to start it: ${err instanceof Error ? err.message : err}`);
  await updatePayment(deps.db, payment.id, { status: 'failed', nextCheckAt: null, note: 'the provider did not start it' }, deps.now());
}
