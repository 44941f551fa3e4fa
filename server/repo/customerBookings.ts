import type { Queryable } from '../db/database.ts';
import type { BookingStatus, PlanType } from '../../src/lib/api/booking.ts';

/** The bookings table as a customer's profile and referrals read it (the table's own rows: bookings.ts). */

// A customer's bookings, for the profile.

/**
 * The bookings of customer `c` (alias): those that name them, and those made as a guest with their
 * phone number (before the account existed, or while signed out).
 */
const OWNED_BY = `(b.customer_id = c.id or (b.customer_id is null and b.user_phone = c.phone))`;

/** Statuses a profile lists: a booking that never reached payment is an abandoned attempt. */
const LISTED: BookingStatus[] = ['payment-pending', 'booking-confirmed', 'payment-failed'];

/** A booking as a profile lists it; amounts in paise. */
export interface CustomerBookingRow {
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
  /** Its /my-booking link's token, once one was made. */
  manage_token: string | null;
}

/** The customer's bookings, newest first. */
export async function bookingsOfCustomer(db: Queryable, customerId: string): Promise<CustomerBookingRow[]> {
  return db.query<CustomerBookingRow>(
    `select b.id, b.order_id, b.status, b.type, b.theatre_id, b.theatre_name, b.slot_date::text as slot_date, b.slot_id,
            b.from_time, b.to_time, b.no_of_persons, b.total_price, b.advance_payment, b.remaining_amount, b.amount_paid, b.invoice, b.created_at,
            b.manage_token
     from customers c join bookings b on ${OWNED_BY}
     where c.id = $1 and b.status = any($2::text[])
     order by b.created_at desc, b.id desc`,
    [customerId, LISTED],
  );
}

// Referrals: who referred whom, as the bookings tell it.

/**
 * The bookings of the person with phone `phone` (an SQL expression) that pass `where` (over `b`):
 * a booking naming a customer is that customer's (by their phone), any other the phone's it
 * carries. Two reads, each by an index (the account's bookings, a phone's guest bookings), so a
 * person's bookings are found without reading everyone's.
 */
const bookingsOfPhone = (phone: string, where: string): string => `(
  select b.referred_by, b.created_at from customers o join bookings b on b.customer_id = o.id where o.phone = ${phone} and ${where}
  union all
  select b.referred_by, b.created_at from bookings b where b.customer_id is null and b.user_phone = ${phone} and ${where})`;

/**
 * Who referred the person with phone `phone` (an SQL expression; null when no one did). A friend is
 * known by phone (the sign-in name, and what every booking carries), so a friend who booked as a
 * guest counts before, and without, an account. A friend has one referrer: the one on their
 * account if it names one, else the one on their earliest booking made through a referral link.
 */
const firstReferrerOf = (phone: string): string => `(
  select x.referrer from (
    select c.referred_by as referrer, 0 as rank, c.created_at as at from customers c where c.phone = ${phone} and c.referred_by is not null
    union all
    select r.referred_by, 1, r.created_at from ${bookingsOfPhone(phone, 'b.referred_by is not null')} r
  ) x order by x.rank, x.at limit 1)`;

/** How many friends customer `customerId` referred have a confirmed booking. */
export async function friendsWhoBooked(db: Queryable, customerId: string): Promise<number> {
  // Only those this customer's link named can count: their accounts, and the bookings made through it.
  const [row] = await db.query<{ n: number }>(
    `with named as (
       select c.phone from customers c where c.referred_by = $1
       union
       select coalesce(o.phone, b.user_phone) from bookings b left join customers o on o.id = b.customer_id where b.referred_by = $1
     )
     select count(*)::int as n from named f
     where ${firstReferrerOf('f.phone')} = $1
       and f.phone <> (select phone from customers where id = $1)
       and exists (select 1 from ${bookingsOfPhone('f.phone', "b.status = 'booking-confirmed'")} x)`,
    [customerId],
  );
  return row.n;
}

/** Whether the customer came through someone else's referral (their account's or a booking's). */
export async function wasReferred(db: Queryable, customer: { id: string; phone: string }): Promise<boolean> {
  const [row] = await db.query<{ referred: boolean }>(`select coalesce(${firstReferrerOf('$2::text')} <> $1, false) as referred`, [
    customer.id,
    customer.phone,
  ]);
  return row.referred;
}

/** Whether a person (a customer, and/or a phone) already has a confirmed booking. */
export async function hasConfirmedBooking(db: Queryable, who: { customerId: string | null; phone: string }): Promise<boolean> {
  const [row] = await db.query<{ booked: boolean }>(
    `select exists (select 1 from ${bookingsOfPhone('$2::text', "b.status = 'booking-confirmed'")} x)
         or ($1::text is not null and exists (select 1 from bookings b where b.customer_id = $1 and b.status = 'booking-confirmed')) as booked`,
    [who.customerId, who.phone],
  );
  return row.booked;
}

/** Records whose a new booking is (besides its guest token) and whose link it came by. */
export async function attributeBooking(
  db: Queryable,
  bookingId: string,
  to: { customerId: string | null; referredBy: string | null },
): Promise<void> {
  await db.query('update bookings set customer_id = $2, referred_by = $3 where id = $1', [bookingId, to.customerId, to.referredBy]);
}

// The desk's glances at bookings: who holds a slot, whether a lead went on to book.
