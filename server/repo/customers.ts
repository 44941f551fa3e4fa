import type { Queryable } from '../db/database.ts';
import type { ProfileBooking } from '../../src/lib/api/profile.ts';
import type { BookingStatus, PlanType } from '../../src/lib/api/booking.ts';
import { toRupees } from '../../src/lib/money.ts';

/**
 * Customers and what their profile shows. A customer's bookings are those that name them, and those
 * made as a guest with their phone number (before the account existed, or while signed out).
 */

export interface Customer {
  id: string;
  name: string;
  /** The sign-in name. */
  phone: string;
  email: string;
  passwordHash: string;
  /** What the customer's referral link carries. */
  referralCode: string;
  /** Id of the customer who referred this one. */
  referredBy: string | null;
}

interface CustomerRow {
  id: string;
  name: string;
  phone: string;
  email: string;
  password_hash: string;
  referral_code: string;
  referred_by: string | null;
}

const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  passwordHash: r.password_hash,
  referralCode: r.referral_code,
  referredBy: r.referred_by,
});

export async function customerByPhone(db: Queryable, phone: string): Promise<Customer | undefined> {
  const [row] = await db.query<CustomerRow>('select * from customers where phone = $1', [phone]);
  return row && toCustomer(row);
}

export async function customerById(db: Queryable, id: string): Promise<Customer | undefined> {
  const [row] = await db.query<CustomerRow>('select * from customers where id = $1', [id]);
  return row && toCustomer(row);
}

/** The bookings of customer `c` (alias), by its id or, for a guest booking, its phone. */
const OWNED_BY = `(b.customer_id = c.id or (b.customer_id is null and b.user_phone = c.phone))`;

/** Statuses a profile lists: a booking that never reached payment is an abandoned attempt. */
const LISTED: BookingStatus[] = ['payment-pending', 'booking-confirmed', 'payment-failed'];

interface ProfileBookingRow {
  id: string;
  order_id: string;
  status: BookingStatus;
  type: PlanType;
  theatre_id: string;
  theatre_name: string;
  slot_date: string;
  slot_id: string;
  from_time: string;
  to_time: string;
  no_of_persons: number;
  total_price: number;
  advance_payment: number;
  remaining_amount: number;
  amount_paid: number;
  invoice: string;
  created_at: Date | string;
}

/** The customer's bookings, newest first, with their totals in paise for the points. */
export async function bookingsOfCustomer(db: Queryable, customerId: string): Promise<{ booking: ProfileBooking; totalPaise: number }[]> {
  const rows = await db.query<ProfileBookingRow>(
    `select b.id, b.order_id, b.status, b.type, b.theatre_id, b.theatre_name, b.slot_date::text as slot_date, b.slot_id,
            b.from_time, b.to_time, b.no_of_persons, b.total_price, b.advance_payment, b.remaining_amount, b.amount_paid, b.invoice, b.created_at
     from customers c join bookings b on ${OWNED_BY}
     where c.id = $1 and b.status = any($2::text[])
     order by b.created_at desc, b.id desc`,
    [customerId, LISTED],
  );
  return rows.map((r) => ({
    totalPaise: r.total_price,
    booking: {
      _id: r.id,
      orderId: r.order_id,
      status: r.status,
      type: r.type,
      theatreId: r.theatre_id,
      theaterName: r.theatre_name,
      date: r.slot_date,
      time: { slotId: r.slot_id, fromTime: r.from_time, toTime: r.to_time },
      noOfPersons: r.no_of_persons,
      totalPrice: toRupees(r.total_price),
      advancePayment: toRupees(r.advance_payment),
      remainingAmount: toRupees(r.remaining_amount),
      amountPaid: toRupees(r.amount_paid),
      invoice: r.status === 'booking-confirmed' ? r.invoice : '',
      createdAt: new Date(r.created_at).toISOString(),
    },
  }));
}
