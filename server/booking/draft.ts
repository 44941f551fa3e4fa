import type { CakeWeight } from '../../src/lib/booking/cakeWeight.ts';

/** One line of the cart, as the server last priced it. */
export interface BookingLine {
  /** 'other': an add-on; 'food': dishes of the menu sold at the venue. */
  kind: 'cake' | 'other' | 'food';
  productId: string;
  name: string;
  cakeType: 'egg' | 'eggless' | null;
  weight: CakeWeight | null;
  /** How many (food only; 1 for a cake or an add-on). */
  quantity?: number;
  /** A cake at its weight; food at its price for each, times how many. */
  pricePaise: number;
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
  /**
   * The customer's words for the baker and the decorators ('' for none). Optional here so that a
   * draft made without them (a new booking) starts with none.
   */
  cakeMessage?: string;
  decorationTheme?: string;
  couponId: string | null;
  /**
   * A manager's discount (whole paise, 0 for none) and its reason, given on a phone booking: part of
   * its price, taken off after the coupon whenever it is priced again. Optional as the notes above.
   */
  discountPaise?: number;
  discountReason?: string;
  lines: BookingLine[];
}
