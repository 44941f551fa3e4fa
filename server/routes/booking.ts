import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { issueGuestToken } from '../auth/guestToken.ts';
import { tokenSecretLoader } from '../auth/tokenSecret.ts';
import { changeBookingDetails } from '../booking/changeBookingDetails.ts';
import { guestOf, requireGuest } from '../booking/guestAuth.ts';
import { startBooking } from '../booking/startBooking.ts';
import { answeredBooking, ownBooking } from '../booking/updateBooking.ts';
import { defineCall } from '../http/defineCall.ts';
import type { Deps } from '../deps.ts';
import { bookingUpdateRoutes } from './bookingUpdates.ts';
import { paymentOutcomeRoutes } from './paymentOutcome.ts';

const holdMessage = (minutes: number) => `Your slot is held for ${minutes} minutes while you complete the booking.`;

/**
 * The guest token, booking creation and reading back; the changes are in bookingUpdates.ts, and a
 * payment's outcome by the reference of the provider's way back (signed with the same key) in paymentOutcome.ts.
 */
export function bookingRoutes(app: Hono, deps: Deps): void {
  const { db, now, slotHoldMinutes } = deps;
  const tokenSecret = tokenSecretLoader(db, deps.tokenSecret);

  const guarded = [
    calls.addBooking,
    calls.uniqueId,
    calls.readBooking,
    calls.bookingById,
    calls.updateOccasion,
    calls.updateCakes,
    calls.updateAddons,
    calls.updateCombo,
    calls.paymentUpdate,
    calls.paymentStatus,
    calls.cancelPayment,
    calls.checkoutOrder,
    calls.checkoutVerify,
  ];
  for (const call of guarded) app.use(`/${call.path}`, requireGuest(tokenSecret, now));

  defineCall(app, calls.session, async () => {
    const { token, expiresAt } = issueGuestToken(await tokenSecret(), now());
    return { token, expiresAt: expiresAt.toISOString() };
  });

  defineCall(app, calls.addBooking, async (body, c) => {
    if (body.bookingId) {
      const r = await changeBookingDetails(deps, guestOf(c), body.bookingId, body);
      return {
        message: 'Booking details saved.',
        bookingId: r.bookingId,
        holdExpiresAt: r.holdExpiresAt.toISOString(),
        amounts: r.amounts,
      };
    }
    const r = await startBooking(deps, guestOf(c), body, tokenSecret);
    return {
      message: holdMessage(slotHoldMinutes),
      bookingId: r.bookingId,
      holdExpiresAt: r.holdExpiresAt.toISOString(),
      amounts: r.amounts,
    };
  });

  defineCall(app, calls.uniqueId, async ({ bookingId }, c) => ({ orderId: (await ownBooking(db, bookingId, guestOf(c))).orderId }));

  const readBack = (bookingId: string, guest: string) => answeredBooking(db, bookingId, guest, now());
  defineCall(app, calls.readBooking, async ({ bookingId }, c) => ({ booking: await readBack(bookingId, guestOf(c)) }));
  defineCall(app, calls.bookingById, async ({ bookingId }, c) => ({ data: [await readBack(bookingId, guestOf(c))] }));

  bookingUpdateRoutes(app, deps, tokenSecret);
  paymentOutcomeRoutes(app, deps, tokenSecret);
}
