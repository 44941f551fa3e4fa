import type { CakeWeight } from '../../src/lib/booking/cakeWeight.ts';
import type { BookingAmounts } from '../../src/lib/api/booking.ts';
import type { Quote } from '../../src/lib/booking/quote.ts';
import { toRupees } from '../../src/lib/money.ts';

/** One line of the cart; price in paise, as the server last priced it. */
export interface BookingLine {
  kind: 'cake' | 'other';
  productId: string;
  name: string;
  cakeType: 'egg' | 'eggless' | null;
  weight: CakeWeight | null;
  price: number;
}

/** What a booking is made of, before it is priced: the calls change this, the quote prices it. */
export interface BookingDraft {
  type: 'normal' | 'combo';
  theatreId: string;
  theatreName: string;
  slotId: string;
  /** YYYY-MM-DD */
  date: string;
  fromTime: string;
  toTime: string;
  persons: number;
  decoration: string;
  userName: string;
  userEmail: string;
  userPhone: string;
  occasionId: string | null;
  personName: string;
  planId: string | null;
  planProductId: string | null;
  flavour: string;
  couponId: string | null;
  lines: BookingLine[];
}

/** The quote as it crosses the wire, in rupees. */
export const amountsOf = (q: Quote, couponId: string | null): BookingAmounts => ({
  theatrePrice: toRupees(q.theatrePrice),
  extraAddedPersonsForTheatre: q.extraPersons,
  extraPersonPrice: toRupees(q.extraPersonPrice),
  occasionPrice: toRupees(q.occasionPrice),
  cakePrice: toRupees(q.cakesPrice),
  addonsPrice: toRupees(q.addonsPrice),
  planOfferPrice: toRupees(q.planOfferPrice),
  subTotal: toRupees(q.subTotal),
  couponId: couponId ?? '',
  couponAmount: toRupees(q.couponAmount),
  totalPrice: toRupees(q.total),
  advancePayment: toRupees(q.advance),
  remainingAmount: toRupees(q.remaining),
});
