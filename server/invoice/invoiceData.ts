import type { Queryable } from '../db/database.ts';
import { BUSINESS_NAME } from '../../src/lib/site/config.ts';
import { cakeWeightLabel } from '../../src/lib/booking/cakeWeight.ts';
import { remainingAfterPaise } from '../../src/lib/booking/paymentAmounts.ts';
import { discountOf } from '../../src/lib/booking/discount.ts';
import { dishCount } from '../../src/lib/booking/dishCount.ts';
import type { BookingFigures } from '../../src/lib/booking/priceTerms.ts';
import type { BookingDraft, BookingLine } from '../booking/draft.ts';
import { findBooking, type StoredBooking } from '../repo/bookings.ts';
import { findOccasion } from '../repo/bookingCatalogue.ts';
import { planName } from '../repo/bookingNames.ts';
import { couponByRef } from '../repo/coupons.ts';
import { getContact } from '../repo/content.ts';
import { notFound } from '../http/errors.ts';
import { keptVenuePaymentsOf } from '../repo/venuePayments.ts';
import { VENUE_METHOD_LABELS } from '../../src/lib/api/deskActions.ts';
import type { InvoiceData } from './invoicePdf.ts';

/**
 * What the invoice of a paid booking shows, read from the booking as stored and the site's contact.
 * Its lines, names and coupon are also what the customer's /my-booking page lists (server/manage/).
 */

export interface LineNames {
  occasion?: string;
  plan?: string;
}

/** The catalogue's names of the booking's occasion and plan (the booking keeps their ids). */
export async function lineNamesOf(db: Queryable, b: StoredBooking): Promise<LineNames> {
  return {
    occasion: b.row.occasion_id ? (await findOccasion(db, b.row.occasion_id))?.name : undefined,
    plan: b.row.plan_id ? await planName(db, b.row.plan_id) : undefined,
  };
}

/** The coupon that took something off, by the code the customer typed; null when none did. */
export async function couponOf(db: Queryable, b: StoredBooking): Promise<{ code: string; amountPaise: number } | null> {
  const id = b.row.coupon_id;
  if (b.figures.couponAmountPaise <= 0 || !id) return null;
  return { code: (await couponByRef(db, id))?.terms.code ?? id, amountPaise: b.figures.couponAmountPaise };
}

/**
 * The priced parts of a booking, in the order the wizard adds them; parts that cost nothing are left
 * out. The invoice, /my-booking and the phone booking's quote (a booking not made yet) list them.
 */
export function linesOf(
  b: { draft: Pick<BookingDraft, 'theatreName' | 'flavour'>; figures: BookingFigures; lines: BookingLine[] },
  names: LineNames,
): InvoiceData['lines'] {
  const f = b.figures;
  const parts: InvoiceData['lines'] = [];
  if (f.theatrePricePaise > 0) parts.push({ label: `Theatre: ${b.draft.theatreName}`, amountPaise: f.theatrePricePaise });
  if (f.planOfferPricePaise > 0 || names.plan) {
    const cake = b.draft.flavour ? `, cake: ${b.draft.flavour}` : '';
    parts.push({ label: `Plan: ${names.plan ?? 'Combo plan'}${cake}`, amountPaise: f.planOfferPricePaise });
  }
  if (f.extraPersons > 0) parts.push({ label: `Extra persons: ${f.extraPersons}`, amountPaise: f.extraPersonPricePaise });
  if (f.occasionPricePaise > 0) parts.push({ label: `Occasion: ${names.occasion ?? 'Occasion'}`, amountPaise: f.occasionPricePaise });
  for (const l of b.lines) {
    const about = [l.weight && cakeWeightLabel[l.weight], l.cakeType === 'eggless' && 'eggless'].filter(Boolean).join(', ');
    const label =
      l.kind === 'cake'
        ? `Cake: ${l.name}${about ? ` (${about})` : ''}`
        : l.kind === 'food'
          ? `Food: ${dishCount(l)}`
          : `Add-on: ${l.name}`;
    parts.push({ label, amountPaise: l.pricePaise });
  }
  return parts;
}

/** The invoice of a booking, issued at `issuedAt`; a 404 for no such booking, an error for one not paid. */
export async function invoiceData(db: Queryable, bookingId: string, issuedAt: Date): Promise<InvoiceData> {
  const b = await findBooking(db, bookingId);
  if (!b) throw notFound(`There is no booking ${bookingId}.`);
  const r = b.row;
  if (r.status !== 'booking-confirmed' || !r.payment_type) throw new Error(`Booking ${bookingId} has no confirmed payment to invoice.`);
  const contact = await getContact(db);
  const names = await lineNamesOf(db, b);
  const f = b.figures;
  // amount_paid counts the venue's payments beside the online one; the invoice lists them apart.
  const venue = await keptVenuePaymentsOf(db, bookingId);
  const atVenue = venue.reduce((sum, v) => sum + v.amountPaise, 0);
  const coupon = await couponOf(db, b);
  return {
    business: { name: BUSINESS_NAME, address: contact.address, phone: contact.phone, email: contact.email },
    orderId: r.order_id,
    bookingId: r.id,
    issuedAt,
    slot: { date: b.draft.date, fromTime: r.from_time, toTime: r.to_time },
    theatreName: r.theatre_name,
    customer: { name: r.user_name, phone: r.user_phone, email: r.user_email },
    persons: r.no_of_persons,
    occasionName: names.occasion,
    planName: names.plan,
    lines: linesOf(b, names),
    subTotal: f.subTotalPaise,
    coupon,
    discount: discountOf(f, b.draft),
    total: f.totalPaise,
    paymentType: r.payment_type,
    paid: Math.max(0, b.paidPaise - atVenue),
    venuePayments: venue.map((v) => ({
      label: [VENUE_METHOD_LABELS[v.method], v.reference && `ref ${v.reference}`].filter(Boolean).join(', '),
      amountPaise: v.amountPaise,
    })),
    remaining: remainingAfterPaise(f.totalPaise, b.paidPaise),
  };
}
