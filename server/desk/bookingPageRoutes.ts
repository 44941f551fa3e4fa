import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import type { DeskBookingPage } from '../../src/lib/api/deskBookings.ts';
import type { Queryable } from '../db/database.ts';
import { discountOf } from '../../src/lib/booking/discount.ts';
import { toBooking } from '../booking/bookingView.ts';
import { deskNoteOf, deskPageOf } from '../booking/deskBookingView.ts';
import { notFound } from '../http/errors.ts';
import { namesOfBookings } from '../repo/bookingNames.ts';
import { insertNote, notesOf } from '../repo/bookingNotes.ts';
import { findBooking, orderIdOf } from '../repo/bookings.ts';
import { statusHistoryOf } from '../repo/bookingStatus.ts';
import { deskRefundsOf } from '../repo/deskRefunds.ts';
import { paymentsOfBooking } from '../repo/payments.ts';
import { venuePaymentsOf } from '../repo/venuePayments.ts';
import { liveHoldOf } from '../repo/slotHolds.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import { paymentLinkView } from './phone/paymentLinkView.ts';
import { isPhoneBooking } from './phone/phoneOwner.ts';
import type { DeskDeps } from './deskDeps.ts';
import { auditRead } from './auditRead.ts';
import { staffAction } from './staffAction.ts';

export const NO_SUCH_BOOKING = 'There is no booking with that id.';

export const bookingTarget = (id: string): string => `booking:${id}`;

/** A booking's page as the desk shows it, or undefined when there is no such booking. */
export async function deskBookingPage(db: Queryable, bookingId: string, now: Date): Promise<DeskBookingPage | undefined> {
  const stored = await findBooking(db, bookingId);
  if (!stored) return undefined;
  const hold = await liveHoldOf(db, stored.id, now);
  // The status as the site reads it back: unpaid without a live hold is 'expired'.
  const { status } = toBooking(stored, { live: Boolean(hold), expiresAt: hold?.expiresAt ?? null });
  const payments = await paymentsOfBooking(db, stored.id);
  const open = payments.find((p) => p.status === 'pending' && p.provider === 'phonepe' && p.redirectUrl && p.expiresAt > now);
  const discount = discountOf(stored.figures, stored.draft);
  const page = deskPageOf(stored, await namesOfBookings(db, [stored]), {
    status,
    payments,
    venuePayments: await venuePaymentsOf(db, stored.id),
    refunds: await deskRefundsOf(db, stored.id),
    takenByPhone: isPhoneBooking(stored.owner) ? { openLink: open ? paymentLinkView(stored, open) : null } : null,
    history: await statusHistoryOf(db, stored.id),
    notes: await notesOf(db, stored.id),
  });
  return { ...page, discount: discount && { amount: discount.amountPaise, reason: discount.reason } };
}

/**
 * A booking's page (everything the board shows, and its payments, history, invoice and notes),
 * each opening counted in the audit log, and its staff notes: added, never changed, each recorded in the audit log. Notes need no lock on the
 * booking: each is its own row, so two staff writing at once both keep theirs.
 */
export function bookingPageRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  const page = async (bookingId: string) => {
    const booking = await deskBookingPage(db, bookingId, deps.now());
    if (!booking) throw notFound(NO_SUCH_BOOKING);
    return booking;
  };
  defineDeskCall(app, deps, deskCalls.bookingPage, async ({ bookingId }, c) => {
    const booking = await page(bookingId);
    // Who looked at whose booking (a customer's name, phone and money): counted per hour, since
    // the page reads itself again after each action on it.
    await auditRead(
      deps,
      c,
      { at: deps.now(), action: 'booking.view', target: bookingTarget(booking.id), after: { orderId: booking.orderId } },
      { counted: true },
    );
    return { booking };
  });
  // The page's own refresh while a payment is open (deskRoutes' `passive`): not the staff member's
  // doing, so not an opening in the audit log.
  defineDeskCall(app, deps, deskCalls.bookingPageRefresh, async ({ bookingId }) => ({ booking: await page(bookingId) }));

  defineDeskCall(app, deps, deskCalls.bookingNote, async ({ bookingId, text }, c) => {
    const notes = await staffAction(deps, c, 'bookings.manage', [], async ({ tx, actor, now, audit }) => {
      if ((await orderIdOf(tx, bookingId)) === undefined) throw notFound(NO_SUCH_BOOKING);
      const id = await insertNote(tx, { bookingId, staffId: actor.id, staffName: actor.name, text, at: now });
      await audit({ action: 'booking.note', target: bookingTarget(bookingId), after: { noteId: id, text } });
      return notesOf(tx, bookingId);
    });
    return { message: 'Note added.', notes: notes.map(deskNoteOf) };
  });
}
