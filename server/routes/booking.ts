import { newBookingId, newOrderId } from '../booking/orderId.ts';
import type { Hono } from 'hono';
import { calls } from '../../src/lib/api/calls.ts';
import { amountsOf } from '../../src/lib/booking/wire.ts';
import type { z } from 'zod';
import type { AddBookingRequest } from '../../src/lib/api/booking.ts';
import { issueGuestToken } from '../auth/guestToken.ts';
import { tokenSecretLoader } from '../auth/tokenSecret.ts';
import { attribute } from '../booking/attribution.ts';
import { checkAmounts } from '../booking/checkAmounts.ts';
import { checkSlot } from '../booking/checkSlot.ts';
import type { BookingDraft } from '../booking/draft.ts';
import { fieldError, slotTaken } from '../booking/errors.ts';
import { guestOf, requireGuest } from '../booking/guestAuth.ts';
import { priceDraft } from '../booking/priceDraft.ts';
import { claimCouponUse, resolveCoupon } from '../booking/resolveCoupon.ts';
import { answeredBooking, holdEnd, keepHold, ownBooking, updateBooking } from '../booking/updateBooking.ts';
import { defineCall } from '../http/defineCall.ts';
import type { Deps } from '../deps.ts';
import { insertBooking, setWhatsAppUpdates } from '../repo/bookings.ts';
import { holdSlot, releaseHoldsOf } from '../repo/slotHolds.ts';
import { findTheatre } from '../repo/theatres.ts';
import { bookingUpdateRoutes } from './bookingUpdates.ts';
import { paymentOutcomeRoutes } from './paymentOutcome.ts';

const holdMessage = (minutes: number) => `Your slot is held for ${minutes} minutes while you complete the booking.`;

/**
 * The guest token, booking creation and reading back; the changes are in bookingUpdates.ts, and a
 * payment's outcome by the reference of the provider's way back (signed with the same key) in paymentOutcome.ts.
 */
export function bookingRoutes(app: Hono, deps: Deps): void {
  const { db, now, bookingHorizonDays, slotHoldMinutes } = deps;
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
    const guest = guestOf(c);
    const at = now();
    const slot = { theatreId: body.theatreId, slotId: body.time.slotId, date: body.date };
    const theatre = await findTheatre(db, body.theatreId);
    if (!theatre) throw fieldError('theatreId', 'is not a theatre that can be booked');
    await checkSlot(db, { ...slot, fromTime: body.time.fromTime, toTime: body.time.toTime }, at, bookingHorizonDays);
    const details = detailsOf(body, theatre.name);

    if (body.bookingId) {
      // The details step again: new details, persons or slot for the same booking.
      const r = await updateBooking(
        deps,
        guest,
        body.bookingId,
        async (b, tx) => {
          const sameSlot = b.draft.theatreId === slot.theatreId && b.draft.slotId === slot.slotId && b.draft.date === slot.date;
          if (sameSlot) await keepHold(tx, b, deps);
          else {
            // Moving: the new slot is held before the old one is let go, in one transaction.
            const holdId = await holdSlot(tx, details, b.id, at, holdEnd(at, slotHoldMinutes));
            if (!holdId) throw slotTaken();
            await releaseHoldsOf(tx, b.id, holdId);
          }
          const couponId =
            body.couponId === undefined
              ? b.draft.couponId
              : body.couponId === ''
                ? null
                : await resolveCoupon(tx, body.couponId, body.type, { now: at, bookingId: b.id, heldCouponId: b.draft.couponId });
          // A combo plan is made for one theatre: another theatre or plan type drops it.
          const planKept = b.draft.type === body.type && b.draft.theatreId === body.theatreId;
          const plan = planKept ? {} : { planId: null, planProductId: null, flavour: '' };
          if (body.whatsappUpdates !== undefined) await setWhatsAppUpdates(tx, b.id, body.whatsappUpdates);
          return { draft: { ...b.draft, ...details, ...plan, couponId }, sent: { subTotal: body.subTotal }, linesChanged: false };
        },
        { keepHold: false },
      );
      return {
        message: 'Booking details saved.',
        bookingId: r.booking.id,
        holdExpiresAt: (r.holdExpiresAt ?? at).toISOString(),
        amounts: r.amounts,
      };
    }

    // Refused early when it cannot be used; its use is taken, under its lock, last in the transaction.
    const couponId = body.couponId ? await resolveCoupon(db, body.couponId, body.type, { now: at }) : null;
    const draft: BookingDraft = {
      ...details,
      occasionId: null,
      personName: '',
      planId: null,
      planProductId: null,
      flavour: '',
      couponId,
      lines: [],
    };
    return db.transaction(async (tx) => {
      const priced = await priceDraft(tx, draft);
      const amounts = amountsOf(priced.quote, couponId ?? '');
      checkAmounts({ subTotal: body.subTotal }, amounts);
      const id = newBookingId();
      await insertBooking(tx, {
        id,
        orderId: newOrderId(),
        owner: guest,
        draft,
        figures: priced.quote,
        lines: priced.lines,
        now: at,
        theatreTerms: priced.theatreTerms,
        catalogueTerms: priced.catalogueTerms,
        whatsappUpdates: body.whatsappUpdates ?? false,
      });
      const expiresAt = holdEnd(at, slotHoldMinutes);
      // The partial unique index decides the race; the loser's booking row is rolled back with it.
      if (!(await holdSlot(tx, draft, id, at, expiresAt))) throw slotTaken();
      await attribute(
        tx,
        id,
        { customerSession: body.customerSession, referralCode: body.referralCode, userPhone: body.userPhone },
        tokenSecret,
        at,
      );
      // Last, after the slot's lock, as a change takes it: two bookings racing for a coupon's last
      // use take turns here, and the second counts the first's booking and is refused with it.
      if (couponId) await claimCouponUse(tx, couponId, id, at);
      return { message: holdMessage(slotHoldMinutes), bookingId: id, holdExpiresAt: expiresAt.toISOString(), amounts };
    });
  });

  defineCall(app, calls.uniqueId, async ({ bookingId }, c) => ({ orderId: (await ownBooking(db, bookingId, guestOf(c))).orderId }));

  const readBack = (bookingId: string, guest: string) => answeredBooking(db, bookingId, guest, now());
  defineCall(app, calls.readBooking, async ({ bookingId }, c) => ({ booking: await readBack(bookingId, guestOf(c)) }));
  defineCall(app, calls.bookingById, async ({ bookingId }, c) => ({ data: [await readBack(bookingId, guestOf(c))] }));

  bookingUpdateRoutes(app, deps, tokenSecret);
  paymentOutcomeRoutes(app, deps, tokenSecret);
}

/** The details-step fields of a booking, with the theatre's own name. */
function detailsOf(body: z.output<typeof AddBookingRequest>, theatreName: string) {
  return {
    type: body.type,
    theatreId: body.theatreId,
    theatreName,
    slotId: body.time.slotId,
    date: body.date,
    fromTime: body.time.fromTime,
    toTime: body.time.toTime,
    persons: body.noOfPersons,
    decoration: body.decoration,
    userName: body.userName,
    userEmail: body.userEmail,
    userPhone: body.userPhone,
  };
}
