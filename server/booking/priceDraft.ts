import type { Queryable } from '../db/database.ts';
import { personLimit } from '../../src/lib/booking/personLimit.ts';
import { keptTerms } from '../../src/lib/booking/keptTerms.ts';
import { quote, type Quote } from '../../src/lib/booking/quote.ts';
import type { CatalogueTerms, TheatreTerms } from '../../src/lib/booking/priceTerms.ts';
import { getAdvanceTerms } from '../repo/catalogue.ts';
import { findTheatreTerms } from '../repo/theatres.ts';
import { draftCatalogue } from './draftCatalogue.ts';
import type { BookingDraft, BookingLine } from './draft.ts';
import { fieldError } from './errors.ts';

export interface PriceOptions {
  /** Its coupon even if switched off since (a paid booking the staff move). */
  keepCoupon?: boolean;
  /** The theatre's prices the booking was made with, while it stays in that theatre. */
  theatreTerms?: TheatreTerms | null;
  /** The catalogue's prices the booking was made with. */
  catalogueTerms?: CatalogueTerms | null;
}

export interface PricedDraft {
  quote: Quote;
  lines: BookingLine[];
  /** What the booking is to keep: the prices it was priced with here. */
  theatreTerms: TheatreTerms;
  catalogueTerms: CatalogueTerms;
}

/**
 * Prices a booking: a new one, or an item new to it, from the catalogue as it is now; what a booking
 * already had at the prices it was made with (options), though an editor published new ones since.
 * The cart's names are the catalogue's now, whatever a client sent: a name says what an item is, not
 * what it costs, so an editor's correction reaches the booking. Anything the booking names that the
 * catalogue no longer has is a 400 naming it.
 */
export async function priceDraft(db: Queryable, draft: BookingDraft, options: PriceOptions = {}): Promise<PricedDraft> {
  const found = await findTheatreTerms(db, draft.theatreId);
  if (!found) throw fieldError('theatreId', 'is not a theatre that can be booked');
  const theatre = { name: found.name, terms: options.theatreTerms ?? found.terms };
  const limit = personLimit(theatre.terms);
  if (draft.persons > limit) throw fieldError('noOfPersons', `must be at most ${limit} in ${theatre.name}`);
  const now = await draftCatalogue(db, draft);
  const terms = keptTerms(options.catalogueTerms ?? null, now.terms);

  const lines = now.lines.map((l) =>
    l.kind === 'cake'
      ? l
      : l.kind === 'food'
        ? { ...l, pricePaise: terms.food![l.productId] * (l.quantity ?? 1) }
        : { ...l, pricePaise: terms.addons[l.productId] },
  );
  const cakeLines = lines.filter((l) => l.kind === 'cake');
  const q = quote({
    type: draft.type,
    theatre: theatre.terms,
    slot: { fromTime: draft.fromTime, toTime: draft.toTime },
    persons: draft.persons,
    occasion: terms.occasion,
    // draftCatalogue refused a cake line without a weight.
    cakes: cakeLines.map((l) => ({ pricePer500Paise: terms.cakes[l.productId], weight: l.weight! })),
    // Food sold at the venue counts as the add-ons do: in the sub total the coupon takes its part of.
    addons: lines.filter((l) => l.kind !== 'cake').map((l) => ({ pricePaise: l.pricePaise })),
    plan: terms.plan,
    // A coupon switched off after it was applied takes nothing off any more, but on a paid booking
    // the staff move (keepCoupon) it stays what the customer paid with. Its days and most uses are
    // not looked at here: they limit new uses, which resolveCoupon refuses before a draft names the
    // coupon, and a booking that has the coupon keeps it after its last day or its last use.
    coupon: now.couponActive || options.keepCoupon ? (terms.coupon?.terms ?? null) : null,
    // A manager's discount stays the booking's wherever it goes and whatever is added: after the coupon.
    discountPaise: draft.discountPaise ?? 0,
    advance: await getAdvanceTerms(db),
  });
  // Cakes at their weights, as the quote priced them, in cart order.
  cakeLines.forEach((l, i) => (l.pricePaise = q.cakeLinesPaise[i]));
  return { quote: q, lines, theatreTerms: theatre.terms, catalogueTerms: terms };
}
