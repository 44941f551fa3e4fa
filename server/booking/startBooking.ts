import type { BookingAmounts } from '../../src/lib/api/booking.ts';
import { amountsOf } from '../../src/lib/booking/wire.ts';
import { insertBooking } from '../repo/bookings.ts';
import { holdSlot } from '../repo/slotHolds.ts';
import { attribute } from './attribution.ts';
import { bookingDetails, type DetailsDeps, type DetailsRequest } from './bookingDetails.ts';
import { checkAmounts } from './checkAmounts.ts';
import type { BookingDraft } from './draft.ts';
import { slotTaken } from './errors.ts';
import { newBookingId, newOrderId } from './orderId.ts';
import { priceDraft } from './priceDraft.ts';
import { claimCouponUse, resolveCoupon } from './resolveCoupon.ts';
import { holdEnd } from './updateBooking.ts';

/**
 * A new booking from the details step, made with its slot's hold in one transaction: whoever loses
 * the race for the slot has nothing saved. `tokenSecret` reads the referral and profile signatures.
 */
export async function startBooking(
  deps: DetailsDeps,
  guest: string,
  body: DetailsRequest,
  tokenSecret: () => Promise<Buffer>,
): Promise<{ bookingId: string; holdExpiresAt: Date; amounts: BookingAmounts }> {
  const { db, slotHoldMinutes } = deps;
  const at = deps.now();
  const details = await bookingDetails(db, body, at, deps.bookingHorizonDays);
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
    return { bookingId: id, holdExpiresAt: expiresAt, amounts };
  });
}
