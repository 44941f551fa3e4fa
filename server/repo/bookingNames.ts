import { planCakeWeight, type CakeWeight } from '../../src/lib/booking/cakeWeight.ts';
import type { Queryable } from '../db/database.ts';
import type { StoredBooking } from './bookings.ts';

/**
 * The catalogue's names of what bookings chose, for the desk: a booking keeps ids (its occasion,
 * its combo plan and the plan's cake), the venue reads names. Asked for many bookings at once.
 */

export interface PlanNames {
  name: string;
  /** Its cake's weight, as its benefits state it (null: they do not). */
  cakeWeight: CakeWeight | null;
  /** The plan's products by id: its cake among them. */
  products: Map<string, { name: string; cakeType: 'egg' | 'eggless' | null }>;
  /** What the plan brings besides its cake, in the plan's order. */
  includes: string[];
}

export interface BookingNames {
  occasions: Map<string, string>;
  plans: Map<string, PlanNames>;
  /** The branch of each theatre, by the theatre's id. */
  branches: Map<string, string>;
}

/** The names behind those occasion, plan and theatre ids (unknown ids are left out). */
export async function bookingNames(
  db: Queryable,
  ids: { occasionIds: string[]; planIds: string[]; theatreIds: string[] },
): Promise<BookingNames> {
  const none = Promise.resolve([]);
  // Read at once: the desk's board and booking page wait on them.
  const [occasions, plans, products, branches] = await Promise.all([
    ids.occasionIds.length
      ? db.query<{ id: string; name: string }>('select id, name from occasions where id = any($1::text[])', [ids.occasionIds])
      : none,
    ids.planIds.length
      ? db.query<{ id: string; name: string; benefits: string[] }>('select id, name, benefits from plans where id = any($1::text[])', [
          ids.planIds,
        ])
      : none,
    ids.planIds.length
      ? db.query<{ plan_id: string; id: string; name: string; category_name: string; cake_type: 'egg' | 'eggless' | null }>(
          `select plan_id, id, name, category_name, cake_type from plan_products where plan_id = any($1::text[]) order by plan_id, sort, id`,
          [ids.planIds],
        )
      : none,
    ids.theatreIds.length
      ? db.query<{ id: string; name: string }>(
          'select t.id, l.name from theatres t join locations l on l.key = t.location_key where t.id = any($1::text[])',
          [ids.theatreIds],
        )
      : none,
  ]);
  const planNames = new Map<string, PlanNames>(
    plans.map((p) => [p.id, { name: p.name, cakeWeight: planCakeWeight(p.benefits), products: new Map(), includes: [] }]),
  );
  for (const p of products) {
    const plan = planNames.get(p.plan_id);
    if (!plan) continue;
    plan.products.set(p.id, { name: p.name, cakeType: p.cake_type });
    if (p.category_name !== 'cakes') plan.includes.push(p.name);
  }
  return {
    occasions: new Map(occasions.map((o) => [o.id, o.name])),
    plans: planNames,
    branches: new Map(branches.map((b) => [b.id, b.name])),
  };
}

/** The names these bookings' summaries need. */
export const namesOfBookings = (db: Queryable, bookings: StoredBooking[]): Promise<BookingNames> =>
  bookingNames(db, {
    occasionIds: [...new Set(bookings.flatMap((b) => (b.draft.occasionId ? [b.draft.occasionId] : [])))],
    planIds: [...new Set(bookings.flatMap((b) => (b.draft.planId ? [b.draft.planId] : [])))],
    theatreIds: [...new Set(bookings.map((b) => b.draft.theatreId))],
  });

/** One plan's name (the invoice's line), or undefined for an id the catalogue no longer has. */
export async function planName(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>('select name from plans where id = $1', [id]);
  return row?.name;
}
