import type { Booking } from '../../src/lib/api/booking.ts';
import type { ProfileBooking } from '../../src/lib/api/profile.ts';
import { amountsOf } from '../../src/lib/booking/wire.ts';
import type { StoredBooking } from '../repo/bookings.ts';
import type { CustomerBookingRow } from '../repo/customerBookings.ts';
import { dishCount } from '../../src/lib/booking/dishCount.ts';
import type { BookingLine } from './draft.ts';

/** Stored bookings as the API answers them, their amounts in paise: the calls' schemas send them as rupees. */

const toLine = (l: BookingLine) =>
  l.kind === 'cake'
    ? {
        _id: l.productId,
        name: l.name,
        type: 'cake' as const,
        cakeType: l.cakeType ?? 'egg',
        price: l.pricePaise,
        quantity: l.weight ?? '500',
      }
    : // The contract's lines are cakes or add-ons; food bought at the venue reads as an extra with how many.
      {
        _id: l.productId,
        name: l.kind === 'food' ? dishCount(l) : l.name,
        type: 'other' as const,
        price: l.pricePaise,
        quantity: 1 as const,
      };

/** The booking as the API answers it. `holdExpiresAt`: its live hold's end, null when none counts now. */
export function toBooking(s: StoredBooking, hold: { live: boolean; expiresAt: Date | null }): Booking {
  const r = s.row;
  const products = s.lines.map(toLine);
  const unpaid = r.status === 'held' || r.status === 'payment-pending';
  return {
    ...amountsOf(s.figures, r.coupon_id ?? ''),
    _id: r.id,
    orderId: r.order_id,
    status: unpaid && !hold.live ? 'expired' : r.status,
    type: r.type,
    theatreId: r.theatre_id,
    theaterName: r.theatre_name,
    date: s.draft.date,
    time: { slotId: r.slot_id, fromTime: r.from_time, toTime: r.to_time },
    userName: r.user_name,
    userEmail: r.user_email,
    userPhone: r.user_phone,
    whatsappUpdates: r.whatsapp_updates,
    noOfPersons: r.no_of_persons,
    decoration: r.decoration,
    occasionId: r.occasion_id,
    personName: r.person_name,
    planId: r.plan_id,
    productId: r.plan_product_id,
    flavour: r.flavour,
    cakeMessage: r.cake_message,
    decorationTheme: r.decoration_theme,
    products,
    cakes: products.filter((p) => p.type === 'cake'),
    addons: products.filter((p) => p.type === 'other'),
    transactionId: r.transaction_id,
    transactionStatus: r.transaction_status,
    cashType: r.cash_type,
    create_type: r.create_type,
    holdExpiresAt: hold.live && hold.expiresAt ? hold.expiresAt.toISOString() : null,
    invoice: r.invoice,
    amountPaid: s.paidPaise,
    paymentType: r.payment_type,
    statusNote: r.status_note,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** A booking as a profile lists it; the invoice and the manage link only once it is paid. */
export const toProfileBooking = (r: CustomerBookingRow): ProfileBooking => ({
  _id: r.id,
  orderId: r.order_id,
  status: r.status,
  type: r.type,
  theatreId: r.theatre_id,
  theaterName: r.theatre_name,
  date: r.slot_date,
  time: { slotId: r.slot_id, fromTime: r.from_time, toTime: r.to_time },
  noOfPersons: r.no_of_persons,
  totalPrice: r.total_price,
  advancePayment: r.advance_payment,
  remainingAmount: r.remaining_amount,
  amountPaid: r.amount_paid,
  invoice: r.status === 'booking-confirmed' ? r.invoice : '',
  createdAt: new Date(r.created_at).toISOString(),
  manageToken: r.status === 'booking-confirmed' ? (r.manage_token ?? '') : '',
});
