import type { z } from 'zod';
import type { PhoneQuoteRequest } from '../../../src/lib/api/deskPhoneQuote.ts';
import { checkSlot } from '../../booking/checkSlot.ts';
import type { BookingDraft, BookingLine } from '../../booking/draft.ts';
import { fieldError } from '../../booking/errors.ts';
import { firstDuplicate } from '../../booking/firstDuplicate.ts';
import { priceDraft, type PricedDraft } from '../../booking/priceDraft.ts';
import type { Queryable } from '../../db/database.ts';
import { findAddons, findCakes } from '../../repo/bookingCatalogue.ts';
import { findTheatre } from '../../repo/theatres.ts';
import { checkPhonePlan } from './checkPhonePlan.ts';
import { checkDiscountAmount } from './phoneDiscount.ts';

export type PhoneChoices = z.output<typeof PhoneQuoteRequest>;

/** Who the booking is for: the quote has no one yet. */
export interface PhoneCaller {
  userName: string;
  userEmail: string;
  userPhone: string;
  personName: string;
  /** The customer's words for the decorators and the baker ('' for none). */
  decorationTheme?: string;
  cakeMessage?: string;
}

export interface PricedPhone {
  draft: BookingDraft;
  priced: PricedDraft;
}

export interface PhonePriceOptions {
  /** The coupon to price with (phoneCoupon.ts): resolved before, and claimed by the hold. */
  couponId: string | null;
  now: Date;
  horizonDays: number;
  /** A hold needs the whole package (plan, cake, flavour); a quote prices what is chosen so far. */
  complete: boolean;
}

/**
 * A phone booking's choices checked and priced as the site's wizard checks and prices them: the
 * slot, the catalogue, the person limit, the combo plan, the coupon and a manager's discount, by priceDraft, the one
 * source of prices. The quote and the hold both come here, so the hold charges what was quoted.
 */
export async function pricePhoneChoices(
  db: Queryable,
  p: PhoneChoices,
  caller: PhoneCaller | null,
  o: PhonePriceOptions,
): Promise<PricedPhone> {
  const cakeIds = p.cakes.map((k) => k._id);
  const dupCake = firstDuplicate(cakeIds);
  if (dupCake >= 0) throw fieldError(`cakes.${dupCake}._id`, 'is already chosen: choose its weight instead');
  const dupAddon = firstDuplicate(p.addons);
  if (dupAddon >= 0) throw fieldError(`addons.${dupAddon}`, 'is already chosen');

  const theatre = await findTheatre(db, p.theatreId);
  if (!theatre) throw fieldError('theatreId', 'is not a theatre that can be booked');
  await checkSlot(db, { theatreId: p.theatreId, date: p.date, ...p.time }, o.now, o.horizonDays);
  const cakes = await findCakes(db, cakeIds);
  for (const [i, k] of p.cakes.entries()) {
    const cake = cakes.get(k._id);
    if (!cake) throw fieldError(`cakes.${i}._id`, 'is not a cake we offer');
    if (cake.isPremium) throw fieldError(`cakes.${i}._id`, 'is a customised cake: it is ordered 3 days ahead, apart from the booking');
  }
  const addons = await findAddons(db, p.addons);
  const missing = p.addons.findIndex((id) => !addons.has(id));
  if (missing >= 0) throw fieldError(`addons.${missing}`, 'is not an add-on we offer');
  const plan = await checkPhonePlan(db, p, o.complete);

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
    type: p.type,
    theatreId: theatre._id,
    theatreName: theatre.name,
    slotId: p.time.slotId,
    date: p.date,
    fromTime: p.time.fromTime,
    toTime: p.time.toTime,
    persons: p.noOfPersons,
    decoration: p.decoration,
    userName: caller?.userName ?? '',
    userEmail: caller?.userEmail ?? '',
    userPhone: caller?.userPhone ?? '',
    occasionId: p.occasionId || null,
    personName: p.occasionId ? (caller?.personName ?? '') : '',
    decorationTheme: caller?.decorationTheme ?? '',
    cakeMessage: caller?.cakeMessage ?? '',
    planId: plan?.planId ?? null,
    planProductId: plan?.cakeId ?? null,
    flavour: plan?.flavour ?? '',
    couponId: o.couponId,
    discountPaise: p.discount?.amount ?? 0,
    discountReason: p.discount?.reason ?? '',
    lines,
  };
  const priced = await priceDraft(db, draft);
  checkDiscountAmount(priced.quote, p.discount);
  return { draft, priced };
}
