import type { Context } from 'hono';
import type { z } from 'zod';
import type { PhoneBookingRequest } from '../../../src/lib/api/deskPhoneBookings.ts';
import { inRupees } from '../../../src/lib/api/money.ts';
import { checkSlot } from '../../booking/checkSlot.ts';
import type { BookingDraft, BookingLine } from '../../booking/draft.ts';
import { fieldError } from '../../booking/errors.ts';
import { newBookingId, newOrderId } from '../../booking/orderId.ts';
import { priceDraft } from '../../booking/priceDraft.ts';
import { holdEnd } from '../../booking/updateBooking.ts';
import { HttpError } from '../../http/errors.ts';
import { findAddons, findCakes } from '../../repo/bookingCatalogue.ts';
import { insertBooking } from '../../repo/bookings.ts';
import { noteInHistory } from '../../repo/bookingStatus.ts';
import { holdSlot } from '../../repo/slotHolds.ts';
import { findTheatre } from '../../repo/theatres.ts';
import { bookingTarget } from '../actions/actionBooking.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';
import { phoneOwner } from './phoneOwner.ts';
import { firstDuplicate } from '../../booking/firstDuplicate.ts';

export const SLOT_NOT_FREE = 'This slot is not free any more: it was booked, held or blocked meanwhile. Please choose another slot.';

/**
 * A booking taken by phone or WhatsApp: the site's basic booking, checked, priced and held by the
 * same rules as the wizard's (the slot's times, horizon and blocks; the catalogue's prices; the
 * person limit), in one transaction with its audit entry. It waits for its payment link, or for
 * the money at the venue, as a held booking of the site does.
 */
export async function takePhoneBooking(deps: DeskDeps, c: Context, p: z.output<typeof PhoneBookingRequest>) {
  const cakeIds = p.cakes.map((k) => k._id);
  const dupCake = firstDuplicate(cakeIds);
  if (dupCake >= 0) throw fieldError(`cakes.${dupCake}._id`, 'is already chosen: choose its weight instead');
  const dupAddon = firstDuplicate(p.addons);
  if (dupAddon >= 0) throw fieldError(`addons.${dupAddon}`, 'is already chosen');

  return staffAction(deps, c, 'bookings.manage', [], async ({ tx, actor, now, audit }) => {
    const theatre = await findTheatre(tx, p.theatreId);
    if (!theatre) throw fieldError('theatreId', 'is not a theatre that can be booked');
    await checkSlot(tx, { theatreId: p.theatreId, date: p.date, ...p.time }, now, deps.bookingHorizonDays);
    const cakes = await findCakes(tx, cakeIds);
    for (const [i, k] of p.cakes.entries()) {
      const cake = cakes.get(k._id);
      if (!cake) throw fieldError(`cakes.${i}._id`, 'is not a cake we offer');
      if (cake.isPremium) throw fieldError(`cakes.${i}._id`, 'is a customised cake: it is ordered 3 days ahead, apart from the booking');
    }
    const addons = await findAddons(tx, p.addons);
    const missing = p.addons.findIndex((id) => !addons.has(id));
    if (missing >= 0) throw fieldError(`addons.${missing}`, 'is not an add-on we offer');
    const lines: BookingLine[] = [
      ...p.cakes.map((k) => ({
        kind: 'cake' as const,
        productId: k._id,
        name: '',
        cakeType: cakes.get(k._id)!.cakeType,
        weight: k.weight,
        pricePaise: 0,
      })),
      ...p.addons.map((id) => ({ kind: 'other' as const, productId: id, name: '', cakeType: null, weight: null, pricePaise: 0 })),
    ];
    const draft: BookingDraft = {
      type: 'normal',
      theatreId: theatre._id,
      theatreName: theatre.name,
      slotId: p.time.slotId,
      date: p.date,
      fromTime: p.time.fromTime,
      toTime: p.time.toTime,
      persons: p.noOfPersons,
      decoration: p.decoration,
      userName: p.userName,
      userEmail: p.userEmail,
      userPhone: p.userPhone,
      occasionId: p.occasionId || null,
      personName: p.occasionId ? p.personName : '',
      planId: null,
      planProductId: null,
      flavour: '',
      couponId: null,
      lines,
    };
    const priced = await priceDraft(tx, draft);
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
    await noteInHistory(tx, id, 'held', now, `taken by phone by ${actor.name}`);
    const q = priced.quote;
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
