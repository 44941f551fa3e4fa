import type { Queryable } from '../db/database.ts';
import { CLOSED_BY_BOOKING } from '../../src/lib/desk/leadRules.ts';
import type { ReportFacts } from '../../src/lib/desk/reports.ts';

/**
 * What the owner's Reports sum (src/lib/desk/reports.ts), each section one statement counting
 * groups in the database, never one row a booking: the confirmed bookings by their slot's day
 * (bookings_confirmed_day), the money by when it moved (040_takings.sql's indexes, as the Takings),
 * enquiries and leads by when they came (021), cancellations by when they were made
 * (043_reports.sql). Amounts are paise; sums are cast to float8, which the drivers hand back as
 * numbers (a bigint comes back as text).
 */

export interface ReportSpan {
  /** The first instant and the one after the last, India's midnights. */
  start: Date;
  end: Date;
  /** The slots' days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** A branch's public id; every branch without. */
  branch?: string;
}

type Query = { sql: string; params: unknown[] };

/** The theatre's branch, and only the one asked for: the parameter `$n` null is every branch. */
const inBranch = (theatreId: string, n: number) => `
  join theatres t on t.id = ${theatreId}
  join locations l on l.key = t.location_key and ($${n}::text is null or l.public_id = $${n}::text)`;

/** The hour (0–23) a slot's 'HH:MM' starts in. */
const hourOf = (time: string) => `substr(${time}, 1, 2)::int`;

/** India's day of an instant, as days since 1970-01-01: India keeps +05:30 all year. */
const istDay = (at: string) => `floor((extract(epoch from ${at}) + 19800) / 86400)::int`;

export const reportQueries = (s: ReportSpan, branch = s.branch ?? null): Record<keyof ReportFacts, Query> => ({
  slots: {
    sql: `
      select t.id, t.name, l.name as branch, ${hourOf('s.from_time')} as hour, count(*)::int as slots
      from slots s ${inBranch('s.theatre_id', 1)}
      where s.is_active and t.active
      group by l.sort, l.key, t.sort, t.id, t.name, l.name, hour
      order by l.sort, l.key, t.sort, t.id, hour`,
    params: [branch],
  },
  blocked: {
    sql: `
      select x.theatre_id as "theatreId", ${hourOf('sl.from_time')} as hour, count(*)::int as blocked
      from slot_blocks x join slots sl on sl.id = x.slot_id ${inBranch('x.theatre_id', 3)}
      where x.slot_date >= $1::date and x.slot_date <= $2::date
      group by x.theatre_id, hour`,
    params: [s.from, s.to, branch],
  },
  bookings: {
    sql: `
      select t.id, t.name, l.name as branch, ${hourOf('b.from_time')} as hour,
             o.name as occasion, case when b.type = 'combo' then coalesce(p.name, 'Plan ' || b.plan_id) end as plan,
             c.code as coupon, count(*)::int as bookings,
             sum(b.total_price)::float8 as "valuePaise", sum(b.coupon_amount)::float8 as "discountPaise"
      from bookings b ${inBranch('b.theatre_id', 3)}
      left join occasions o on o.id = b.occasion_id
      left join plans p on p.id = b.plan_id
      left join coupons c on c.id = b.coupon_id
      where b.slot_date >= $1::date and b.slot_date <= $2::date and b.status = 'booking-confirmed'
      group by t.id, t.name, l.name, hour, o.name, b.type, p.name, b.plan_id, c.code`,
    params: [s.from, s.to, branch],
  },
  // As the Takings (server/repo/takings.ts): a paid payment never changes again, so updated_at is
  // when it was paid; a refund in any state, one given up is still owed; a voided venue payment not. The money is found by its
  // instant's index first, behind a fence, and each booking's theatre then looked up by its key
  // (limit 1 keeps the lookup apart): joined, a month's 5,000 moves had PostgreSQL read all 100,000
  // bookings through.
  money: {
    sql: `
      with moved as materialized (
        select p.booking_id, p.paid_amount as online, 0 as venue, 0 as refunds, p.updated_at as at
        from payments p
        where p.status = 'paid' and p.updated_at >= $1 and p.updated_at < $2
        union all
        -- a payment voided as recorded in error counts nowhere
        select v.booking_id, 0, v.amount, 0, v.at from venue_payments v where v.at >= $1 and v.at < $2 and v.voided_at is null
        union all
        select r.booking_id, 0, 0, r.amount, r.created_at from desk_refunds r where r.created_at >= $1 and r.created_at < $2
      )
      select ${istDay('m.at')} as day, sum(m.online)::float8 as "onlinePaise", sum(m.venue)::float8 as "venuePaise",
             sum(m.refunds)::float8 as "refundsPaise"
      from moved m
      cross join lateral (select b.theatre_id from bookings b where b.id = m.booking_id limit 1) b
      ${inBranch('b.theatre_id', 3)}
      group by day`,
    params: [s.start, s.end, branch],
  },
  // An enquiry's theatre is the one its latest lead named (the form posts the lead first); one
  // without names no branch, so it counts only when every branch is asked. Booked: its phone booked
  // and paid, which closed it with the site's note (server/repo/leadLinks.ts), looked up by its key
  // (a subquery with limit 1: as a join, PostgreSQL read every note there is).
  leads: {
    sql: `
      with came as (
        select 'enquiry' as kind, e.id,
               (select f.theatre_id from leads f where f.enquiry_id = e.id order by f.created_at desc, f.id desc limit 1) as theatre_id
        from enquiries e where e.created_at >= $1 and e.created_at < $2
        union all
        select 'lead', f.id, f.theatre_id from leads f where f.enquiry_id is null and f.created_at >= $1 and f.created_at < $2
      )
      select x.kind, count(*)::int as received,
             count(*) filter (where (
               select true from lead_notes n
               where n.kind = x.kind and n.lead_id = x.id and n.status = 'closed' and n.staff_id is null and n.staff_name = $4
               limit 1
             ))::int as booked
      from came x
      left join theatres t on t.id = x.theatre_id
      left join locations l on l.key = t.location_key
      where ($3::text is null or l.public_id = $3::text)
      group by x.kind`,
    params: [s.start, s.end, branch, CLOSED_BY_BOOKING],
  },
  cancellations: {
    sql: `
      select b.cancel_cause as cause, count(*)::int as cancellations, coalesce(sum(r.refunded), 0)::float8 as "refundedPaise"
      from bookings b ${inBranch('b.theatre_id', 3)}
      left join lateral (
        select sum(d.amount) as refunded from desk_refunds d where d.booking_id = b.id and d.kind = 'cancel'
      ) r on true
      where b.cancelled_at >= $1 and b.cancelled_at < $2
      group by b.cancel_cause`,
    params: [s.start, s.end, branch],
  },
});

/** India's day number (days since 1970-01-01) as YYYY-MM-DD. */
const dayOf = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10);

export async function reportFacts(db: Queryable, s: ReportSpan): Promise<ReportFacts> {
  const q = reportQueries(s);
  const run = <T>(name: keyof ReportFacts) => db.query<T>(q[name].sql, q[name].params);
  // One after another: a session runs one statement at a time.
  const slots = await run<ReportFacts['slots'][number]>('slots');
  const blocked = await run<ReportFacts['blocked'][number]>('blocked');
  const bookings = await run<ReportFacts['bookings'][number]>('bookings');
  const money = (await run<{ day: number; onlinePaise: number; venuePaise: number; refundsPaise: number }>('money')).map((m) => ({
    ...m,
    day: dayOf(m.day),
  }));
  const leads = await run<ReportFacts['leads'][number]>('leads');
  const cancellations = await run<ReportFacts['cancellations'][number]>('cancellations');
  return { slots, blocked, bookings, money, leads, cancellations };
}
