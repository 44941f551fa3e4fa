import type { BookingAmounts } from '../../src/lib/api/booking.ts';
import { setWhatsAppUpdates } from '../repo/bookings.ts';
import { holdSlot, releaseHoldsOf } from '../repo/slotHolds.ts';
import { bookingDetails, type DetailsDeps, type DetailsRequest } from './bookingDetails.ts';
import { slotTaken } from './errors.ts';
import { resolveCoupon } from './resolveCoupon.ts';
import { holdEnd, keepHold, updateBooking } from './updateBooking.ts';

/** The details step again for the same booking: new details, persons or slot. */
export async function changeBookingDetails(
  deps: DetailsDeps,
  guest: string,
  bookingId: string,
  body: DetailsRequest,
): Promise<{ bookingId: string; holdExpiresAt: Date; amounts: BookingAmounts }> {
  const at = deps.now();
  const details = await bookingDetails(deps.db, body, at, deps.bookingHorizonDays);
  const r = await updateBooking(
    deps,
    guest,
    bookingId,
    async (b, tx) => {
      const sameSlot = b.draft.theatreId === details.theatreId && b.draft.slotId === details.slotId && b.draft.date === details.date;
      if (sameSlot) await keepHold(tx, b, deps);
      else {
        // Moving: the new slot is held before the old one is let go, in one transaction.
        const holdId = await holdSlot(tx, details, b.id, at, holdEnd(at, deps.slotHoldMinutes));
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
  return { bookingId: r.booking.id, holdExpiresAt: r.holdExpiresAt ?? at, amounts: r.amounts };
}
