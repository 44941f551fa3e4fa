import type { Queryable } from '../db/database.ts';
import type { CakeWeight } from '../../src/lib/booking/cakeWeight.ts';
import { personLimit } from '../../src/lib/booking/personLimit.ts';
import { quote, type Quote } from '../../src/lib/booking/quote.ts';
import type { TheatreTerms } from '../../src/lib/booking/priceTerms.ts';
import { getAdvanceTerms } from '../repo/catalogue.ts';
import { couponByRef } from '../repo/coupons.ts';
import { findTheatreTerms } from '../repo/theatres.ts';
import * as cat from '../repo/bookingCatalogue.ts';
import type { BookingDraft, BookingLine } from './draft.ts';
import { fieldError } from './errors.ts';

/**
 * Prices a booking from the catalogue as it is now: the cart's names and prices are the
 * catalogue's, whatever a client sent (`keepCoupon`: its coupon even if switched off since).
 * Anything the booking names that the catalogue no longer has is a 400 naming it.
 */
export async function priceDraft(
  db: Queryable,
  draft: BookingDraft,
  options: { keepCoupon?: boolean; theatreTerms?: TheatreTerms | null } = {},
): Promise<{ quote: Quote; lines: BookingLine[]; theatreTerms: TheatreTerms }> {
  const found = await findTheatreTerms(db, draft.theatreId);
  if (!found) throw fieldError('theatreId', 'is not a theatre that can be booked');
  // A booking keeps the theatre's prices it was made with, though an editor published new ones since.
  const theatre = { name: found.name, terms: options.theatreTerms ?? found.terms };
  const limit = personLimit(theatre.terms);
  if (draft.persons > limit) throw fieldError('noOfPersons', `must be at most ${limit} in ${theatre.name}`);
  const occasion = draft.occasionId ? await cat.findOccasion(db, draft.occasionId) : undefined;
  if (draft.occasionId && !occasion) throw fieldError('occasionId', 'is not an occasion we offer');
  const plan = draft.type === 'combo' && draft.planId ? await cat.findPlan(db, draft.planId) : undefined;
  if (draft.type === 'combo' && draft.planId && !plan) throw fieldError('planId', 'is not a plan we offer');
  const cakes = await cat.findCakes(
    db,
    draft.lines.filter((l) => l.kind === 'cake').map((l) => l.productId),
  );
  const addons = await cat.findAddons(
    db,
    draft.lines.filter((l) => l.kind === 'other').map((l) => l.productId),
  );
  const coupon = draft.couponId ? await couponByRef(db, draft.couponId) : undefined;

  const lines: BookingLine[] = [];
  const quoteCakes: { pricePer500Paise: number; weight: CakeWeight }[] = [];
  const quoteAddons: { pricePaise: number }[] = [];
  for (const [i, line] of draft.lines.entries()) {
    if (line.kind === 'cake') {
      const cake = cakes.get(line.productId);
      if (!cake || !line.weight) throw fieldError(`products.${i}._id`, 'is not a cake we offer');
      quoteCakes.push({ pricePer500Paise: cake.pricePer500Paise, weight: line.weight });
      lines.push({ ...line, name: cake.name, cakeType: cake.cakeType, pricePaise: 0 });
    } else {
      const addon = addons.get(line.productId);
      if (!addon) throw fieldError(`products.${i}._id`, 'is not an add-on we offer');
      quoteAddons.push({ pricePaise: addon.pricePaise });
      lines.push({ ...line, name: addon.name, pricePaise: addon.pricePaise });
    }
  }
  const q = quote({
    type: draft.type,
    theatre: theatre.terms,
    slot: { fromTime: draft.fromTime, toTime: draft.toTime },
    persons: draft.persons,
    occasion,
    cakes: quoteCakes,
    addons: quoteAddons,
    plan,
    // A coupon switched off after it was applied takes nothing off any more, but on a paid booking
    // the staff move (keepCoupon) it stays what the customer paid with.
    coupon: coupon?.active || options.keepCoupon ? (coupon?.terms ?? null) : null,
    advance: await getAdvanceTerms(db),
  });
  // Cakes at their weights, as the quote priced them, in cart order.
  let cake = 0;
  for (const line of lines) if (line.kind === 'cake') line.pricePaise = q.cakeLinesPaise[cake++];
  return { quote: q, lines, theatreTerms: theatre.terms };
}
