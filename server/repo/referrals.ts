import type { Queryable } from '../db/database.ts';

/**
 * Who referred whom. A friend is known by phone (the sign-in name, and what every booking carries),
 * so a friend who booked as a guest counts before, and without, an account. A friend has one
 * referrer: the one on their account if it names one, else the one on their earliest booking made
 * through a referral link. Bookings are matched to a person as the profile matches them: a booking
 * naming a customer is that customer's (by their phone), any other by the phone it carries.
 */
const FIRST_REFERRER = `
  with referred as (
    select c.phone, c.referred_by as referrer, 0 as rank, c.created_at as at
    from customers c where c.referred_by is not null
    union all
    select coalesce(o.phone, b.user_phone), b.referred_by, 1, b.created_at
    from bookings b left join customers o on o.id = b.customer_id
    where b.referred_by is not null
  )
  select distinct on (phone) phone, referrer from referred order by phone, rank, at`;

/** The phone a booking belongs to, for a booking aliased `b`. */
const BOOKER_PHONE = `coalesce((select o.phone from customers o where o.id = b.customer_id), b.user_phone)`;

/** How many friends customer `customerId` referred have a confirmed booking. */
export async function friendsWhoBooked(db: Queryable, customerId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `with first_referrer as (${FIRST_REFERRER})
     select count(*)::int as n from first_referrer f
     where f.referrer = $1
       and f.phone <> (select phone from customers where id = $1)
       and exists (select 1 from bookings b where ${BOOKER_PHONE} = f.phone and b.status = 'booking-confirmed')`,
    [customerId],
  );
  return row.n;
}

/** Whether the customer came through someone else's referral (their account's or a booking's). */
export async function wasReferred(db: Queryable, customer: { id: string; phone: string }): Promise<boolean> {
  const [row] = await db.query<{ referred: boolean }>(
    `with first_referrer as (${FIRST_REFERRER})
     select exists (select 1 from first_referrer f where f.phone = $2 and f.referrer <> $1) as referred`,
    [customer.id, customer.phone],
  );
  return row.referred;
}

/** The customer whose referral link carries `code` (codes are upper case; the link may not be). */
export async function referrerByCode(db: Queryable, code: string): Promise<{ id: string; phone: string } | undefined> {
  const [row] = await db.query<{ id: string; phone: string }>('select id, phone from customers where referral_code = upper($1)', [code]);
  return row;
}

/** Whether a person (a customer, and/or a phone) already has a confirmed booking. */
export async function hasConfirmedBooking(db: Queryable, who: { customerId: string | null; phone: string }): Promise<boolean> {
  const [row] = await db.query<{ booked: boolean }>(
    `select exists (
       select 1 from bookings b
       where b.status = 'booking-confirmed' and (${BOOKER_PHONE} = $2 or ($1::text is not null and b.customer_id = $1))
     ) as booked`,
    [who.customerId, who.phone],
  );
  return row.booked;
}

/** Records whose a new booking is (besides its guest token) and whose link it came by. */
export async function attributeBooking(db: Queryable, bookingId: string, to: { customerId: string | null; referredBy: string | null }): Promise<void> {
  await db.query('update bookings set customer_id = $2, referred_by = $3 where id = $1', [bookingId, to.customerId, to.referredBy]);
}
