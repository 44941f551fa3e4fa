import type { Queryable } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { type Booking, BookingAmounts, type BookingStatus } from '../../src/lib/api/booking.ts';
import { slotState } from '../../src/lib/booking/slots.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { findBooking, saveBooking, type PaymentIntent, type StoredBooking } from '../repo/bookings.ts';
import { changeStatus } from '../repo/bookingStatus.ts';
import { amountsOf } from '../../src/lib/booking/wire.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { amountErrors } from '../../src/lib/api/amountErrors.ts';
import { wireRupees } from '../../src/lib/money.ts';
import { pendingPaymentOf } from '../repo/payments.ts';
import { requireOffered } from '../repo/offeredSlot.ts';
import { holdSlot, liveHoldOf } from '../repo/slotHolds.ts';
import { toBooking } from './bookingView.ts';
import { checkAmounts, type SentAmounts } from './checkAmounts.ts';
import type { BookingDraft } from './draft.ts';
import { CANCELLED, forbidden, paymentOpen, slotTaken } from './errors.ts';
import { priceDraft } from './priceDraft.ts';

export type BookingDeps = Pick<Deps, 'db' | 'now' | 'slotHoldMinutes'>;

/** The booking, if it exists and is the caller's: 404 for no such booking, 403 for someone else's. */
export async function ownBooking(db: Queryable, bookingId: string, guest: string, lock = false): Promise<StoredBooking> {
  const booking = await findBooking(db, bookingId, lock);
  if (!booking) throw notFound('No booking has that id.');
  if (booking.owner !== guest) throw forbidden();
  return booking;
}

/** The caller's booking as the API answers it: read back as 'expired' once unpaid without a live hold. */
export async function answeredBooking(db: Queryable, bookingId: string, guest: string, now: Date): Promise<Booking> {
  const b = await ownBooking(db, bookingId, guest);
  const hold = await liveHoldOf(db, b.id, now);
  return toBooking(b, { live: Boolean(hold), expiresAt: hold?.expiresAt ?? null });
}

export const holdEnd = (now: Date, minutes: number): Date => new Date(now.getTime() + minutes * 60_000);

/**
 * The booking keeps its slot while it is changed: a hold that ran out is taken again if the slot is
 * still free and not over; otherwise 406, and the site sends the person back to the theatre list.
 * A live hold is kept only while the catalogue still offers the slot as the booking has it (an
 * editor's change published just as the hold ran out, say): else 406 too.
 */
export async function keepHold(tx: Queryable, b: StoredBooking, deps: BookingDeps): Promise<Date | null> {
  const now = deps.now();
  const d = b.draft;
  const live = await liveHoldOf(tx, b.id, now);
  if (live) {
    await requireOffered(tx, d);
    return live.expiresAt;
  }
  if (slotState({ fromTime: d.fromTime, toTime: d.toTime, isBooked: false, isActive: true }, d.date, now).isDisabled) {
    throw new HttpError(406, 'Your slot is no longer available: it is over or about to end. Please choose another slot.');
  }
  const expiresAt = holdEnd(now, deps.slotHoldMinutes);
  if (!(await holdSlot(tx, d, b.id, now, expiresAt))) throw slotTaken();
  return expiresAt;
}

export interface Change {
  draft: BookingDraft;
  /** Amounts the client sent: compared with the server's after the change. */
  sent: SentAmounts;
  linesChanged: boolean;
  /** Client line prices to compare with the catalogue's: field name ('products.0.price'), index in draft.lines. */
  linePrices?: { field: string; sent: number; index: number }[];
  /** How the customer asked to pay (the payment request). */
  intent?: PaymentIntent;
  /** A new status, recorded in the history with the note. */
  status?: { status: BookingStatus; note: string };
}

/**
 * One change to a booking in one transaction: lock it, check it is the caller's, still open and
 * without a payment in progress, keep its hold, apply the change, price it from the catalogue,
 * compare the client's amounts, save. Any refusal throws and rolls the whole change back.
 * `paymentOpenAllowed`: the payment request, which may repeat itself while its payment is open and
 * refuses its own changes then.
 */
export async function updateBooking(
  deps: BookingDeps,
  guest: string,
  bookingId: string,
  change: (b: StoredBooking, tx: Queryable) => Promise<Change>,
  options: { keepHold?: boolean; paymentOpenAllowed?: boolean } = {},
): Promise<{ booking: StoredBooking; amounts: BookingAmounts; holdExpiresAt: Date | null }> {
  return deps.db.transaction(async (tx) => {
    const b = await ownBooking(tx, bookingId, guest, true);
    if (b.status === 'booking-confirmed')
      throw badRequest('This booking is paid and can no longer be changed online. Please call us to change it.');
    if (b.status === 'cancelled') throw badRequest(CANCELLED);
    // A payment is opened under this same lock, so a change and an order never interleave: what the
    // open payment asks is what the booking costs until it is paid, declined or lapses.
    const open = await pendingPaymentOf(tx, b.id);
    if (open && !options.paymentOpenAllowed) throw paymentOpen();
    let holdExpiresAt = options.keepHold === false ? null : await keepHold(tx, b, deps);
    const c = await change(b, tx);
    // The prices it was made with (an editor may have published new ones): the theatre's while it stays there.
    const priced = await priceDraft(tx, c.draft, {
      theatreTerms: c.draft.theatreId === b.draft.theatreId ? b.theatreTerms : null,
      catalogueTerms: b.catalogueTerms,
    });
    const amounts = amountsOf(priced.quote, c.draft.couponId ?? '');
    // Not even the payment request's repeat may move what its open payment asks (a catalogue price changed meanwhile, say).
    if (open && (priced.quote.totalPaise !== b.figures.totalPaise || priced.quote.advancePaise !== b.figures.advancePaise))
      throw paymentOpen();
    for (const line of c.linePrices ?? []) {
      const expected = priced.lines[line.index].pricePaise;
      if (line.sent !== expected) {
        const message = `${line.field} should be ${wireRupees(expected)}, not ${wireRupees(line.sent)}`;
        throw badRequest(`The price has changed: ${message}. Nothing was saved.`, {
          errors: amountErrors([{ field: line.field, message, expected }]),
          amounts: encodeMoney(BookingAmounts, amounts),
        });
      }
    }
    checkAmounts(c.sent, amounts);
    await saveBooking(tx, {
      id: b.id,
      draft: c.draft,
      figures: priced.quote,
      lines: priced.lines,
      now: deps.now(),
      linesChanged: c.linesChanged,
      intent: c.intent,
      theatreTerms: priced.theatreTerms,
      catalogueTerms: priced.catalogueTerms,
    });
    if (c.status) await changeStatus(tx, b.id, { status: c.status.status, history: c.status.note }, deps.now());
    if (options.keepHold === false) holdExpiresAt = (await liveHoldOf(tx, b.id, deps.now()))?.expiresAt ?? null;
    return { booking: b, amounts, holdExpiresAt };
  });
}
