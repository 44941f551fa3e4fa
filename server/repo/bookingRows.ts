import type { BookingStatus } from '../../src/lib/api/booking.ts';
import type { CakeWeight } from '../../src/lib/booking/cakeWeight.ts';
import type { BookingFigures, CatalogueTerms, TheatreTerms } from '../../src/lib/booking/priceTerms.ts';
import type { BookingDraft, BookingLine } from '../booking/draft.ts';
import type { VenueStatus } from '../../src/lib/desk/venueStatus.ts';

/**
 * A bookings row and its cart lines as the table holds them, and the booking the rest of the
 * server reads from them (StoredBooking).
 */

export interface BookingRow {
  id: string;
  order_id: string;
  owner: string;
  status: BookingStatus;
  type: 'normal' | 'combo';
  theatre_id: string;
  theatre_name: string;
  slot_id: string;
  slot_date: string | Date;
  from_time: string;
  to_time: string;
  user_name: string;
  user_email: string;
  user_phone: string;
  no_of_persons: number;
  decoration: string;
  occasion_id: string | null;
  person_name: string;
  cake_message: string;
  decoration_theme: string;
  plan_id: string | null;
  plan_product_id: string | null;
  flavour: string;
  coupon_id: string | null;
  /** A manager's discount in paise (0: none) and its reason (migration 047). */
  discount: number;
  discount_reason: string;
  theatre_price: number;
  theatre_terms: TheatreTerms | null;
  catalogue_terms: CatalogueTerms | null;
  extra_persons: number;
  extra_person_price: number;
  occasion_price: number;
  cakes_price: number;
  addons_price: number;
  plan_offer_price: number;
  sub_total: number;
  coupon_amount: number;
  total_price: number;
  advance_payment: number;
  remaining_amount: number;
  transaction_id: string;
  transaction_status: string;
  cash_type: string;
  create_type: string;
  invoice: string;
  amount_paid: number;
  payment_type: 'advance' | 'fullpayment' | 'partialpayment' | null;
  status_note: string;
  /** What happened at the venue (src/lib/desk/venueStatus.ts); null until marked. */
  venue_status: VenueStatus | null;
  /** The customer's tick 'Send me booking updates on WhatsApp' (migration 033). */
  whatsapp_updates: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface LineRow {
  kind: 'cake' | 'other' | 'food';
  product_id: string;
  name: string;
  cake_type: 'egg' | 'eggless' | null;
  weight: CakeWeight | null;
  price: number;
  quantity: number;
}

/** A booking as stored: who owns it, where it stands, and what it is made of. */
export interface StoredBooking {
  id: string;
  orderId: string;
  owner: string;
  status: BookingStatus;
  draft: BookingDraft;
  /** Its amounts as last priced; the remaining amount is what is left after what was paid, once paid. */
  figures: BookingFigures;
  /** What the provider confirmed as paid; 0 before. */
  paidPaise: number;
  /** The theatre's prices it was made with (null: made before they were kept; the catalogue's). */
  theatreTerms: TheatreTerms | null;
  /** The catalogue's prices it was made with (null: made before they were kept; the catalogue's). */
  catalogueTerms: CatalogueTerms | null;
  row: BookingRow;
  lines: BookingLine[];
}

/** pg hands a date column over as its text; PGlite as a Date at UTC midnight. */
const dayOf = (d: string | Date): string => (typeof d === 'string' ? d : d.toISOString().slice(0, 10));

export const toLine = (r: LineRow): BookingLine => ({
  kind: r.kind,
  productId: r.product_id,
  name: r.name,
  cakeType: r.cake_type,
  weight: r.weight,
  ...(r.kind === 'food' ? { quantity: r.quantity } : {}),
  pricePaise: r.price,
});

export function toStored(row: BookingRow, lines: BookingLine[]): StoredBooking {
  const draft: BookingDraft = {
    type: row.type,
    theatreId: row.theatre_id,
    theatreName: row.theatre_name,
    slotId: row.slot_id,
    date: dayOf(row.slot_date),
    fromTime: row.from_time,
    toTime: row.to_time,
    persons: row.no_of_persons,
    decoration: row.decoration,
    userName: row.user_name,
    userEmail: row.user_email,
    userPhone: row.user_phone,
    occasionId: row.occasion_id,
    personName: row.person_name,
    planId: row.plan_id,
    planProductId: row.plan_product_id,
    cakeMessage: row.cake_message,
    decorationTheme: row.decoration_theme,
    flavour: row.flavour,
    couponId: row.coupon_id,
    discountPaise: row.discount,
    discountReason: row.discount_reason,
    lines,
  };
  const figures: BookingFigures = {
    theatrePricePaise: row.theatre_price,
    extraPersons: row.extra_persons,
    extraPersonPricePaise: row.extra_person_price,
    occasionPricePaise: row.occasion_price,
    cakesPricePaise: row.cakes_price,
    addonsPricePaise: row.addons_price,
    planOfferPricePaise: row.plan_offer_price,
    subTotalPaise: row.sub_total,
    couponAmountPaise: row.coupon_amount,
    totalPaise: row.total_price,
    advancePaise: row.advance_payment,
    remainingPaise: row.remaining_amount,
  };
  return {
    id: row.id,
    orderId: row.order_id,
    owner: row.owner,
    status: row.status,
    draft,
    figures,
    paidPaise: row.amount_paid,
    theatreTerms: row.theatre_terms,
    catalogueTerms: row.catalogue_terms,
    row,
    lines,
  };
}
