import type { Database, Queryable } from '../database.ts';

/**
 * Many bookings written by set-based SQL (INSERT ... SELECT over generate_series), so that a
 * database holds what a few years of business leave behind: the desk's Find, its day board and
 * exports, the profile and the reconciler are measured against it (tests/perf/scaleLoad.ts).
 *
 * Spread over every active slot of every theatre, from 21 months ago to 3 months ahead (in India):
 * people who come back (a third of them with an account, some referred by another), and for each
 * slot and day at most one live booking (confirmed, its slot sold by a confirmed hold, paid online
 * in advance or in full, with its invoice) beside attempts that did not last (payment failed,
 * expired, cancelled or refunded). Each run adds to what is there: its ids carry the run's tag.
 */

const FIRST = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Bhavya', 'Deepak', 'Divya', 'Farhan', 'Gayatri', 'Harsha', 'Ishaan',
  'Kavya', 'Karthik', 'Lakshmi', 'Manish', 'Meera', 'Nikhil', 'Nandini', 'Pooja', 'Pranav', 'Rahul', 'Riya', 'Rohan',
  'Sahana', 'Sanjay', 'Shreya', 'Siddharth', 'Sneha', 'Srinivas', 'Swathi', 'Tanvi', 'Teja', 'Uday', 'Varun', 'Vidya',
  'Vikram', 'Yamini', 'Zoya', 'Imran',
]; // prettier-ignore
const LAST = [
  'Reddy', 'Rao', 'Sharma', 'Iyer', 'Nair', 'Gupta', 'Khan', 'Patel', 'Naidu', 'Varma', 'Menon', 'Kulkarni', 'Das',
  'Singh', 'Joshi', 'Pillai', 'Chowdary', 'Mehta', 'Bose', 'Hegde', 'Shetty', 'Goud', 'Ali', 'Kapoor',
]; // prettier-ignore

/** The live slot-days of the run: each active slot on each day, those not sold already, in an order that spreads them. */
const SLOT_DAYS = `
  create temp table seed_slot_days on commit drop as
  select row_number() over (order by md5($1 || s.id || d::date::text)) as k, s.id as slot_id, s.theatre_id,
         t.name as theatre_name, s.from_time, s.to_time, d::date as slot_date
  from slots s join theatres t on t.id = s.theatre_id
  cross join generate_series((now() at time zone 'Asia/Kolkata')::date - 640, (now() at time zone 'Asia/Kolkata')::date + 89, interval '1 day') d
  where s.is_active
    and not exists (select 1 from slot_holds h where h.theatre_id = s.theatre_id and h.slot_id = s.id and h.slot_date = d::date
                    and h.status in ('held', 'confirmed'))`;

/** A third as many people as bookings; half of them have an account. */
const PEOPLE = `
  create temp table seed_people on commit drop as
  select i, substr(md5($1 || 'c' || i), 1, 24) as id,
         ($2::text[])[1 + i % array_length($2::text[], 1)] || ' ' || ($3::text[])[1 + (i / 7) % array_length($3::text[], 1)] as name,
         '6' || lpad(((abs(hashtext($1)) % 900 + 100)::bigint * 1000000 + i)::text, 9, '0') as phone,
         i % 2 = 0 as has_account
  from generate_series(1, greatest(1, $4::int / 3)) i`;

const CUSTOMERS = `
  insert into customers (id, name, phone, email, password_hash, referral_code, referred_by, created_at)
  select p.id, p.name, p.phone, lower(replace(p.name, ' ', '.')) || p.i || '@example.com',
         coalesce((select password_hash from customers order by created_at limit 1), 'scrypt$unusable'),
         'S' || upper(substr(md5($1 || 'r' || p.i), 1, 9)),
         null,
         now() - interval '700 days' + (p.i % 600) * interval '1 day'
  from seed_people p where p.has_account
  on conflict do nothing`;

/** Those whose account could not be made (a phone taken already) book as guests; one account in five came through another's link. */
const ACCOUNTS_KEPT = [
  'update seed_people p set has_account = false where p.has_account and not exists (select 1 from customers c where c.id = p.id)',
  `update customers c set referred_by = q.id from seed_people p join seed_people q on q.i = p.i - 2
   where c.id = p.id and p.i % 10 = 4 and p.has_account and q.has_account`,
];

/** Booking n takes slot-day ((n-1) mod the slot-days) + 1: the first round is live, later rounds are attempts that did not last. */
const BOOKINGS = `
  insert into bookings (id, order_id, owner, customer_id, status, type, theatre_id, theatre_name, slot_id, slot_date, from_time, to_time,
    user_name, user_email, user_phone, no_of_persons, occasion_id, person_name, theatre_price, occasion_price, cakes_price, addons_price,
    sub_total, total_price, advance_payment, remaining_amount, amount_paid, payment_type, transaction_status, cash_type, create_type,
    invoice, venue_status, referred_by, whatsapp_updates, created_at, updated_at)
  select x.id, x.order_id, 'seed', x.customer_id, x.status, 'normal', x.theatre_id, x.theatre_name, x.slot_id, x.slot_date, x.from_time, x.to_time,
    x.name, x.email, x.phone, x.persons, x.occasion_id, x.person_name, x.theatre_price, x.occasion_price, x.cakes_price, 0,
    x.total, x.total, 75000, x.total - 75000,
    case when x.paid_type = 'fullpayment' then x.total when x.paid_type = 'advance' then 75000 else 0 end,
    x.paid_type, case when x.paid_type is null then 'failed' else 'completed' end, 'online', 'web',
    case when x.status = 'booking-confirmed' then '/v1/theatre/invoices/' || x.token || '.pdf' else '' end,
    case when x.status = 'booking-confirmed' and x.slot_date < (now() at time zone 'Asia/Kolkata')::date then
      (array['completed', 'completed', 'completed', 'no-show'])[1 + x.n % 4] end,
    x.referred_by, x.n % 3 = 0, x.created_at, x.created_at
  from (
    select n, d.*, p.name, p.phone, lower(replace(p.name, ' ', '.')) || p.i || '@example.com' as email,
      case when p.has_account and n % 5 <> 0 then p.id end as customer_id,
      substr(md5($1 || 'b' || n), 1, 24) as id, 'ORDZ' || $4 || lpad(n::text, 7, '0') as order_id,
      translate(rtrim(encode(sha256(($1 || 'i' || n)::bytea), 'base64'), '='), '+/', '-_') as token,
      case when n <= c.total then (array['booking-confirmed', 'booking-confirmed', 'booking-confirmed', 'booking-confirmed', 'booking-confirmed',
                                         'booking-confirmed', 'booking-confirmed', 'booking-confirmed', 'cancelled', 'refunded'])[1 + n % 10]
           else (array['payment-failed', 'expired', 'expired', 'cancelled'])[1 + n % 4] end as status,
      2 + n % 7 as persons, o.ids[1 + n % array_length(o.ids, 1)] as occasion_id,
      ($2::text[])[1 + (n / 3) % array_length($2::text[], 1)] as person_name,
      (149900 + (n % 6) * 50000) as theatre_price, 29900 as occasion_price, (n % 3) * 64900 as cakes_price,
      (149900 + (n % 6) * 50000) + 29900 + (n % 3) * 64900 as total,
      case when n > c.total and n % 4 <> 3 then null when n % 5 = 0 then 'fullpayment' else 'advance' end as paid_type,
      case when n % 20 = 7 then (select r.id from seed_people r join customers rc on rc.id = r.id
                                 where r.i = 1 + (p.i + 1) % greatest(1, $3::int / 3) and r.has_account) end as referred_by,
      least(now() - interval '1 minute', d.slot_date - (1 + n % 30) * interval '1 day' + (n % 600) * interval '1 minute' + interval '9 hours') as created_at
    from generate_series(1, $3::int) n
    cross join (select count(*) as total from seed_slot_days) c
    join seed_slot_days d on d.k = (n - 1) % c.total + 1
    join seed_people p on p.i = 1 + (n * 7919) % greatest(1, $3::int / 3)
    cross join (select array_agg(id order by id) as ids from occasions) o
  ) x`;

const THE_RUNS_BOOKINGS = `from bookings b where b.owner = 'seed' and b.order_id like 'ORDZ' || $1 || '%'`;

const HOLDS = `
  insert into slot_holds (id, theatre_id, slot_id, slot_date, status, expires_at, created_at, booking_id)
  select 'seed-' || b.id, b.theatre_id, b.slot_id, b.slot_date, 'confirmed', null, b.created_at, b.id
  ${THE_RUNS_BOOKINGS} and b.status = 'booking-confirmed'`;

const PAYMENTS = `
  insert into payments (id, booking_id, provider, payment_type, amount, provider_order_id, status, paid_amount, expires_at,
    created_at, updated_at, booking_total)
  select 'seed-' || b.id, b.id, case when hashtext(b.id) % 2 = 0 then 'phonepe' else 'razorpay' end, coalesce(b.payment_type, 'advance'),
    case when b.payment_type = 'fullpayment' then b.total_price else b.advance_payment end, 'seed-' || b.id,
    case b.status when 'booking-confirmed' then 'paid' when 'payment-failed' then 'failed' else 'refunded' end,
    case when b.status = 'payment-failed' then 0 when b.payment_type = 'fullpayment' then b.total_price else b.advance_payment end,
    b.created_at + interval '15 minutes', b.created_at, b.created_at, b.total_price
  ${THE_RUNS_BOOKINGS} and (b.payment_type is not null or b.status = 'payment-failed')`;

/** A stand-in file: these bookings' invoices are never opened by the measurements. */
const INVOICES = `
  insert into invoices (booking_id, token, pdf, created_at)
  select b.id, substr(b.invoice, length('/v1/theatre/invoices/') + 1, 43), convert_to('%PDF-1.4 seeded', 'UTF8'), b.created_at
  ${THE_RUNS_BOOKINGS} and b.invoice <> ''`;

const HISTORY = `
  insert into booking_status_history (booking_id, status, at)
  select b.id, b.status, b.created_at ${THE_RUNS_BOOKINGS}`;

/** A two-letter tag no order id of an earlier run carries. */
async function freeTag(db: Queryable): Promise<string> {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  for (;;) {
    const tag = [0, 1].map(() => letters[Math.floor(Math.random() * letters.length)]).join('');
    const [row] = await db.query<{ taken: boolean }>(`select exists (select 1 from bookings where order_id like $1) as taken`, [
      `ORDZ${tag}%`,
    ]);
    if (!row.taken) return tag;
  }
}

/** Adds `count` bookings (and their people, holds, payments, invoices and history); answers how many of them are live. */
export async function seedManyBookings(db: Database, count: number): Promise<{ bookings: number; confirmed: number }> {
  if (!Number.isInteger(count) || count < 1 || count > 2_000_000) throw new Error('The count must be a whole number from 1 to 2000000.');
  const tag = await freeTag(db);
  const run = `${tag}${Date.now()}`;
  const result = await db.transaction(async (tx) => {
    await tx.query(SLOT_DAYS, [run]);
    await tx.exec('create index on seed_slot_days (k)');
    const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from seed_slot_days');
    if (n === 0) throw new Error('No active slot is free on any day: the catalogue has no slots to book.');
    await tx.query(PEOPLE, [run, FIRST, LAST, count]);
    await tx.exec('create index on seed_people (i)');
    await tx.query(CUSTOMERS, [run]);
    for (const sql of ACCOUNTS_KEPT) await tx.query(sql);
    await tx.query(BOOKINGS, [run, FIRST, count, tag]);
    for (const sql of [HOLDS, PAYMENTS, INVOICES, HISTORY]) await tx.query(sql, [tag]);
    const [counts] = await tx.query<{ bookings: number; confirmed: number }>(
      `select count(*)::int as bookings, (count(*) filter (where b.status = 'booking-confirmed'))::int as confirmed ${THE_RUNS_BOOKINGS}`,
      [tag],
    );
    return counts;
  });
  // As autovacuum leaves a table after a bulk insert (PostgreSQL 13 and later vacuum for inserts
  // too): its statistics, and a visibility map by which the planner prices reading an index alone.
  await db.exec('vacuum (analyze) bookings, customers, slot_holds, payments, invoices, booking_status_history');
  return result;
}
