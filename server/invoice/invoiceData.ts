import type { Queryable } from '../db/database.ts';
import { BUSINESS_NAME } from '../../src/lib/site/config.ts';
import { cakeWeightLabel } from '../../src/lib/booking/cakeWeight.ts';
import { findBooking, type StoredBooking } from '../repo/bookings.ts';
import { findOccasion } from '../repo/bookingCatalogue.ts';
import { couponByRef } from '../repo/coupons.ts';
import { getContact } from '../repo/content.ts';
import { notFound } from '../http/errors.ts';
import type { InvoiceData } from './invoicePdf.ts';

/** What the invoice of a paid booking shows, read from the booking as stored and the site's contact. */

async function planName(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>('select name from plans where id = $1', [id]);
  return row?.name;
}

/** The priced parts of the booking, in the order the wizard adds them; parts that cost nothing are left out. */
function linesOf(b: StoredBooking, names: { occasion?: string; plan?: string }): InvoiceData['lines'] {
  const r = b.row;
  const parts: InvoiceData['lines'] = [];
  if (r.theatre_price > 0) parts.push({ label: `Theatre: ${r.theatre_name}`, amountPaise: r.theatre_price });
  if (r.plan_offer_price > 0 || names.plan) {
    const cake = r.flavour ? `, cake: ${r.flavour}` : '';
    parts.push({ label: `Plan: ${names.plan ?? 'Combo plan'}${cake}`, amountPaise: r.plan_offer_price });
  }
  if (r.extra_persons > 0) parts.push({ label: `Extra persons: ${r.extra_persons}`, amountPaise: r.extra_person_price });
  if (r.occasion_price > 0) parts.push({ label: `Occasion: ${names.occasion ?? 'Occasion'}`, amountPaise: r.occasion_price });
  for (const l of b.lines) {
    const about = [l.weight && cakeWeightLabel[l.weight], l.cakeType === 'eggless' && 'eggless'].filter(Boolean).join(', ');
    const label = l.kind === 'cake' ? `Cake: ${l.name}${about ? ` (${about})` : ''}` : `Add-on: ${l.name}`;
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
  const names = {
    occasion: r.occasion_id ? (await findOccasion(db, r.occasion_id))?.name : undefined,
    plan: r.plan_id ? await planName(db, r.plan_id) : undefined,
  };
  const coupon = r.coupon_amount > 0 && r.coupon_id ? { code: (await couponByRef(db, r.coupon_id))?.terms.code ?? r.coupon_id, amountPaise: r.coupon_amount } : null;
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
    subTotal: r.sub_total,
    coupon,
    total: r.total_price,
    paymentType: r.payment_type,
    paid: r.amount_paid,
    remaining: Math.max(0, r.total_price - r.amount_paid),
  };
}
