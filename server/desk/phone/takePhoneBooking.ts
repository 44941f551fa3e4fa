import type { Context } from 'hono';
import type { z } from 'zod';
import type { PhoneBookingRequest } from '../../../src/lib/api/deskPhoneBookings.ts';
import { inRupees } from '../../../src/lib/api/money.ts';
import { formatPaise, toRupees } from '../../../src/lib/money.ts';
import { newBookingId, newOrderId } from '../../booking/orderId.ts';
import { claimCouponUse } from '../../booking/resolveCoupon.ts';
import { holdEnd } from '../../booking/updateBooking.ts';
import { HttpError } from '../../http/errors.ts';
import { insertBooking } from '../../repo/bookings.ts';
import { noteInHistory } from '../../repo/bookingStatus.ts';
import { holdSlot } from '../../repo/slotHolds.ts';
import { sessionOf } from '../access.ts';
import { bookingTarget } from '../actions/actionBooking.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';
import { phoneCoupon } from './phoneCoupon.ts';
import { phoneOwner } from './phoneOwner.ts';
import { pricePhoneChoices } from './pricePhoneChoices.ts';
import { checkDiscountRole, discountWords } from './phoneDiscount.ts';

export const SLOT_NOT_FREE = 'This slot is not free any more: it was booked, held or blocked meanwhile. Please choose another slot.';

/**
 * A booking taken by phone or WhatsApp: the site's booking, basic or combo, checked, priced and held
 * by the same rules as the wizard's (the slot's times, horizon and blocks; the catalogue's prices;
 * the person limit; its coupon or the plan's offer), at the total the form showed, in one
 * transaction with its audit entry. It waits for its payment link, or for
 * the money at the venue, as a held booking of the site does.
 */
export async function takePhoneBooking(deps: DeskDeps, c: Context, p: z.output<typeof PhoneBookingRequest>) {
  checkDiscountRole(sessionOf(c).staff, p.discount);
  // Refused early when it cannot be used, in the site's words; its use is claimed last, under its lock.
  const couponId = await phoneCoupon(deps.db, p.couponId, p.type, deps.now());
  return staffAction(deps, c, 'bookings.manage', [], async ({ tx, actor, now, audit }) => {
    // Again with the account as it is now, locked: a manager made front desk meanwhile gives none.
    checkDiscountRole(actor, p.discount);
    const options = { couponId, now, horizonDays: deps.bookingHorizonDays, complete: true };
    const { draft, priced } = await pricePhoneChoices(tx, p, p, options);
    const theatre = { name: draft.theatreName };
    if (p.totalPrice !== undefined && p.totalPrice !== priced.quote.totalPaise)
      throw new HttpError(
        409,
        `The total is now ${formatPaise(priced.quote.totalPaise)}: a price changed. Nothing was held; please check it and hold again.`,
        {
          totalPrice: toRupees(priced.quote.totalPaise),
        },
      );
    const id = newBookingId();
    const orderId = newOrderId();
    const owner = phoneOwner(id);
    await insertBooking(tx, {
      id,
      orderId,
      owner,
      draft,
      figures: priced.quote,
      lines: priced.lines,
      now,
      theatreTerms: priced.theatreTerms,
      catalogueTerms: priced.catalogueTerms,
      whatsappUpdates: p.whatsappUpdates,
    });
    const expiresAt = holdEnd(now, deps.slotHoldMinutes);
    // The same unique index as the site's holds decides a race with a customer or a colleague; the
    // booking row goes with the rolled-back transaction.
    if (!(await holdSlot(tx, draft, id, now, expiresAt))) throw new HttpError(409, SLOT_NOT_FREE);
    // Last, after the slot's lock, as the site's booking takes it: of two racing for a coupon's last use, the second is refused.
    if (couponId) await claimCouponUse(tx, couponId, id, now);
    const q = priced.quote;
    await noteInHistory(tx, id, 'held', now, `taken by phone by ${actor.name}${discountWords(q.discountAmountPaise, draft, actor.name)}`);
    await audit({
      action: 'booking.phone',
      target: bookingTarget(id),
      before: null,
      after: {
        orderId,
        theatre: theatre.name,
        date: p.date,
        time: `${p.time.fromTime}-${p.time.toTime}`,
        userName: p.userName,
        userPhone: p.userPhone,
        persons: p.noOfPersons,
        ...(draft.planId ? { plan: draft.planId } : {}),
        ...(q.couponAmountPaise > 0 ? { coupon: priced.catalogueTerms.coupon?.terms.code ?? '' } : {}),
        ...(q.discountAmountPaise > 0
          ? { discount: { ...inRupees({ amount: q.discountAmountPaise }), reason: draft.discountReason, by: actor.name } }
          : {}),
        ...inRupees({ totalPrice: q.totalPaise }),
      },
    });
    return {
      message: `${p.userName}'s booking ${orderId} is held until the payment link is sent or the money is taken.`,
      bookingId: id,
      orderId,
      status: 'held' as const,
      holdExpiresAt: expiresAt.toISOString(),
      totalPrice: q.totalPaise,
      advance: q.advancePaise,
    };
  });
}
