import type { Queryable } from '../db/database.ts';
import type { BookingStatus } from '../../src/lib/api/booking.ts';
import type { VenueMethod } from '../../src/lib/api/deskActions.ts';
import type { TakingsFact } from '../../src/lib/desk/takings.ts';
import type { VenueStatus } from '../../src/lib/desk/venueStatus.ts';

/**
 * What the Takings sums (src/lib/desk/takings.ts): the money that moved between two instants, each
 * by when it moved, and the confirmed bookings whose slot is on some days, each with its booking's
 * branch. One statement, so one snapshot: a venue payment committed while it reads is either in
 * Cash and no longer to collect, or in neither figure, never in both. Each part starts from the
 * index of its own instant or day (040_takings.sql, 037_scale_indexes.sql). Amounts are paise.
 */

export interface TakingsSpan {
  /** The first instant and the one after the last, India's midnights. */
  start: Date;
  end: Date;
  /** The slots' days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** A branch's public id; every branch without. */
  branch?: string;
}

/** The theatre's branch, and only the one asked for: $5 null is every branch. */
const branchOf = (theatreId: string) => `
  join theatres t on t.id = ${theatreId}
  join locations l on l.key = t.location_key and ($5::text is null or l.public_id = $5::text)`;

/**
 * The money that moved is found first, each part by its instant's index, behind a fence (a
 * materialized CTE) that holds no branch: told the branch beside it, PostgreSQL read every booking
 * of the branch's theatres (26,833 of 100,000) to meet the day's 110 payments.
 */
export const takingsQuery = (s: TakingsSpan): { sql: string; params: unknown[] } => ({
  sql: `
    with moved as materialized (
      -- paid online: a paid payment never changes again, so updated_at is when it was paid
      select 'online' as kind, b.theatre_id, p.paid_amount as amount, null::text as method
      from payments p join bookings b on b.id = p.booking_id
      where p.status = 'paid' and p.updated_at >= $1 and p.updated_at < $2
      union all
      select 'venue', b.theatre_id, v.amount, v.method
      from venue_payments v join bookings b on b.id = v.booking_id
      where v.at >= $1 and v.at < $2 and v.voided_at is null
      union all
      -- any state: a refund given up is still owed, returned by hand
      select 'refund', b.theatre_id, r.amount, null
      from desk_refunds r join bookings b on b.id = r.booking_id
      where r.created_at >= $1 and r.created_at < $2
    )
    select m.kind, l.public_id as branch_id, l.name as branch_name, m.amount, m.method,
           null::text as status, null::text as venue_status, 0 as total
    from moved m ${branchOf('m.theatre_id')}
    union all
    -- only a confirmed booking is expected at the venue (bookingMoney.ts): the rest are not read
    select 'slot', l.public_id, l.name, b.amount_paid, null, b.status, b.venue_status, b.total_price
    from bookings b ${branchOf('b.theatre_id')}
    where b.slot_date >= $3::date and b.slot_date <= $4::date and b.status = 'booking-confirmed'`,
  params: [s.start, s.end, s.from, s.to, s.branch ?? null],
});

interface Row {
  kind: TakingsFact['kind'];
  branch_id: string;
  branch_name: string;
  amount: number;
  method: VenueMethod | null;
  status: BookingStatus | null;
  venue_status: VenueStatus | null;
  total: number;
}

const factOf = (r: Row): TakingsFact => {
  const at = { branchId: r.branch_id, branchName: r.branch_name };
  if (r.kind === 'venue') return { ...at, kind: 'venue', method: r.method!, amountPaise: r.amount };
  if (r.kind === 'slot')
    return { ...at, kind: 'slot', status: r.status!, venueStatus: r.venue_status, totalPaise: r.total, paidPaise: r.amount };
  return { ...at, kind: r.kind, amountPaise: r.amount };
};

export async function takingsFacts(db: Queryable, s: TakingsSpan): Promise<TakingsFact[]> {
  const q = takingsQuery(s);
  return (await db.query<Row>(q.sql, q.params)).map(factOf);
}
