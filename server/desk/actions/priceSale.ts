import { MAX_DISHES, type VenueSale } from '../../../src/lib/api/deskVenueSales.ts';
import { cakeWeightLabel } from '../../../src/lib/booking/cakeWeight.ts';
import { remainingAfterPaise } from '../../../src/lib/booking/paymentAmounts.ts';
import { personLimit } from '../../../src/lib/booking/personLimit.ts';
import type { Queryable } from '../../db/database.ts';
import type { BookingDraft, BookingLine } from '../../booking/draft.ts';
import { fieldError } from '../../booking/errors.ts';
import { priceDraft, type PricedDraft } from '../../booking/priceDraft.ts';
import { HttpError } from '../../http/errors.ts';
import { findAddons, findCakes, findFood } from '../../repo/bookingCatalogue.ts';
import type { StoredBooking } from '../../repo/bookings.ts';
import { findTheatreTerms } from '../../repo/theatres.ts';

export interface PricedSale extends PricedDraft {
  draft: BookingDraft;
  /** How the line reads in the history and the staff's notice: '2 more persons'. */
  words: string;
  remainingPaise: number;
}

/**
 * A booking with one more line sold at the venue, priced as the site prices a cart: what it had at
 * the prices it was made with, the new item at the catalogue's price now, more persons at its
 * theatre's (or its plan's) price for each, the coupon it was paid with applied to the whole. A
 * booking no longer confirmed, or marked a no-show, sells nothing.
 */
export async function priceSale(db: Queryable, b: StoredBooking, sale: VenueSale): Promise<PricedSale> {
  if (b.status !== 'booking-confirmed') throw new HttpError(409, `Only a confirmed booking can have lines added; this one is ${b.status}.`);
  if (b.row.venue_status === 'no-show') throw new HttpError(409, 'It is marked a no-show: mark arrived first, then add what they buy.');
  const d = b.draft;
  let draft: BookingDraft;
  let words: string;
  if (sale.kind === 'persons') {
    const theatre = b.theatreTerms ?? (await findTheatreTerms(db, d.theatreId))?.terms;
    const limit = theatre ? personLimit(theatre) : d.persons;
    const persons = d.persons + sale.count;
    if (persons > limit)
      throw fieldError('sale.count', `would make ${persons} persons: ${d.theatreName} takes at most ${limit} (${limit - d.persons} more)`);
    draft = { ...d, persons };
    words = `${sale.count} more ${sale.count === 1 ? 'person' : 'persons'}`;
  } else if (sale.kind === 'cake') {
    const cake = (await findCakes(db, [sale.productId])).get(sale.productId);
    if (!cake) throw fieldError('sale.productId', 'is not a cake we offer');
    const line: BookingLine = {
      kind: 'cake',
      productId: cake.id,
      name: cake.name,
      cakeType: cake.cakeType,
      weight: sale.weight,
      pricePaise: 0,
    };
    draft = { ...d, lines: [...d.lines, line] };
    words = `${cake.name} (${cake.cakeType}), ${cakeWeightLabel[sale.weight]}`;
  } else if (sale.kind === 'food') {
    ({ draft, words } = await withFood(db, d, sale));
  } else {
    const addon = (await findAddons(db, [sale.productId])).get(sale.productId);
    if (!addon) throw fieldError('sale.productId', 'is not an add-on we offer');
    if (d.lines.some((l) => l.kind === 'other' && l.productId === addon.id))
      throw fieldError('sale.productId', `is in the booking already`);
    const line: BookingLine = { kind: 'other', productId: addon.id, name: addon.name, cakeType: null, weight: null, pricePaise: 0 };
    draft = { ...d, lines: [...d.lines, line] };
    words = addon.name;
  }
  const priced = await priceDraft(db, draft, { keepCoupon: true, theatreTerms: b.theatreTerms, catalogueTerms: b.catalogueTerms });
  return { ...priced, draft, words, remainingPaise: remainingAfterPaise(priced.quote.totalPaise, b.paidPaise) };
}

/**
 * Dishes of the menu at the venue's price: one line a dish, so a second order of it adds to how many
 * the line has. A dish the counter has no price for is not sold (the menu on the site shows none).
 */
async function withFood(db: Queryable, d: BookingDraft, sale: Extract<VenueSale, { kind: 'food' }>) {
  const dish = (await findFood(db, [sale.productId])).get(sale.productId);
  if (!dish) throw fieldError('sale.productId', 'is not a dish on the menu');
  if (dish.pricePaise === null)
    throw fieldError('sale.productId', `is not sold at the venue: ${dish.name} has no price at the venue under Food menu`);
  const had = d.lines.find((l) => l.kind === 'food' && l.productId === dish.id);
  const quantity = (had?.quantity ?? 0) + sale.count;
  if (quantity > MAX_DISHES)
    throw fieldError('sale.count', `would make ${quantity} of ${dish.name}: one booking takes at most ${MAX_DISHES}`);
  const line: BookingLine = { kind: 'food', productId: dish.id, name: dish.name, cakeType: null, weight: null, quantity, pricePaise: 0 };
  const lines = had ? d.lines.map((l) => (l === had ? line : l)) : [...d.lines, line];
  return { draft: { ...d, lines }, words: `${sale.count} × ${dish.name}` };
}
