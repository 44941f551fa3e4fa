import type { MoveQuote } from '../../../src/lib/api/deskActions.ts';
import { moveMoney, type MoveMoney } from '../../../src/lib/desk/moveMoney.ts';
import { changeRefusal } from '../../../src/lib/desk/venueStatus.ts';
import type { Quote } from '../../../src/lib/booking/quote.ts';
import type { CatalogueTerms, TheatreTerms } from '../../../src/lib/booking/priceTerms.ts';
import { checkSlot } from '../../booking/checkSlot.ts';
import type { BookingDraft, BookingLine } from '../../booking/draft.ts';
import { fieldError } from '../../booking/errors.ts';
import { priceDraft } from '../../booking/priceDraft.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { findSlot } from '../../repo/bookingCatalogue.ts';
import type { StoredBooking } from '../../repo/bookings.ts';
import { findTheatreTerms } from '../../repo/theatres.ts';
import { markableOf } from './actionBooking.ts';
import { holdingsOf, type Holdings } from '../../payments/holdings.ts';

export interface Target {
  theatreId: string;
  slotId: string;
  date: string;
}

export interface PricedMove {
  draft: BookingDraft;
  quote: Quote;
  lines: BookingLine[];
  money: MoveMoney;
  holdings: Holdings;
  /** The prices it is priced with there. */
  theatreTerms: TheatreTerms;
  catalogueTerms: CatalogueTerms;
}

/**
 * The booking as it would be in the target slot: the target checked as the site checks a slot it
 * sells (the theatre's, offered, not over, within the horizon), and the booking priced again there
 * by the site's own rules (priceDraft: 90-minute slots, the theatre's prices, extra persons), with
 * the coupon it was paid with. Whether the slot is free is the move's to find out, under its lock.
 */
export async function priceMove(db: Queryable, b: StoredBooking, t: Target, now: Date, horizonDays: number): Promise<PricedMove> {
  const refusal = changeRefusal(markableOf(b), 'moved');
  if (refusal) throw new HttpError(409, refusal);
  const d = b.draft;
  if (t.theatreId === d.theatreId && t.slotId === d.slotId && t.date === d.date) throw fieldError('slotId', "is the booking's own slot");
  if (d.type === 'combo' && t.theatreId !== d.theatreId)
    throw fieldError('theatreId', `must stay ${d.theatreName}: a combo plan is made for its theatre (move it to another slot there)`);
  const theatre = await findTheatreTerms(db, t.theatreId);
  if (!theatre) throw fieldError('theatreId', 'is not a theatre that can be booked');
  const slot = await findSlot(db, t.theatreId, t.slotId);
  if (!slot) throw fieldError('slotId', `is not a slot of ${theatre.name}`);
  const times = { fromTime: slot.from_time, toTime: slot.to_time };
  await checkSlot(db, { ...t, ...times }, now, horizonDays);
  const draft: BookingDraft = { ...d, theatreId: t.theatreId, theatreName: theatre.name, slotId: t.slotId, date: t.date, ...times };
  // In its own theatre it keeps the prices it was made with; another theatre's are its prices now.
  // Its occasion, cart and coupon are the same wherever it goes, and keep theirs.
  const kept = t.theatreId === d.theatreId ? b.theatreTerms : null;
  const { quote, lines, theatreTerms, catalogueTerms } = await priceDraft(db, draft, {
    keepCoupon: true,
    theatreTerms: kept,
    catalogueTerms: b.catalogueTerms,
  });
  const holdings = await holdingsOf(db, b.id);
  const money = moveMoney({
    oldTotalPaise: b.figures.totalPaise,
    newTotalPaise: quote.totalPaise,
    paidPaise: b.paidPaise,
    paidOnlinePaise: holdings.paidOnlinePaise,
  });
  return { draft, quote, lines, money, holdings, theatreTerms, catalogueTerms };
}

export const moveQuoteOf = (b: StoredBooking, m: PricedMove): MoveQuote => ({
  theatreId: m.draft.theatreId,
  theaterName: m.draft.theatreName,
  date: m.draft.date,
  time: { slotId: m.draft.slotId, fromTime: m.draft.fromTime, toTime: m.draft.toTime },
  oldTotal: b.figures.totalPaise,
  newTotal: m.quote.totalPaise,
  difference: m.money.differencePaise,
  remainingAmount: m.money.remainingPaise,
  refundOnline: m.money.refundOnlinePaise,
  returnAtVenue: m.money.returnAtVenuePaise,
});
