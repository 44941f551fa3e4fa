import type { Queryable } from '../db/database.ts';
import type { PlanTerms } from '../../src/lib/booking/priceTerms.ts';

/** The catalogue entries a booking refers to, looked up by id; prices in paise, as the tables hold them. */

export interface SlotRow {
  id: string;
  theatre_id: string;
  from_time: string;
  to_time: string;
  is_active: boolean;
}

export async function findSlot(db: Queryable, theatreId: string, slotId: string): Promise<SlotRow | undefined> {
  const [row] = await db.query<SlotRow>(
    'select id, theatre_id, from_time, to_time, is_active from slots where id = $1 and theatre_id = $2',
    [slotId, theatreId],
  );
  return row;
}

export async function findOccasion(db: Queryable, id: string): Promise<{ id: string; name: string; pricePaise: number } | undefined> {
  const [row] = await db.query<{ id: string; name: string; price: number }>('select id, name, price from occasions where id = $1', [id]);
  return row && { id: row.id, name: row.name, pricePaise: row.price };
}

export interface CatalogueCake {
  id: string;
  name: string;
  pricePer500Paise: number;
  cakeType: 'egg' | 'eggless';
  isPremium: boolean;
}

export async function findCakes(db: Queryable, ids: string[]): Promise<Map<string, CatalogueCake>> {
  const rows = await db.query<{ id: string; name: string; price: number; cake_type: 'egg' | 'eggless'; is_premium: boolean }>(
    'select id, name, price, cake_type, is_premium from cakes where id = any($1::text[])',
    [ids],
  );
  return new Map(
    rows.map((r) => [r.id, { id: r.id, name: r.name, pricePer500Paise: r.price, cakeType: r.cake_type, isPremium: r.is_premium }]),
  );
}

export async function findAddons(db: Queryable, ids: string[]): Promise<Map<string, { id: string; name: string; pricePaise: number }>> {
  const rows = await db.query<{ id: string; name: string; price: number }>(
    'select id, name, price from addon_products where id = any($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, pricePaise: r.price }]));
}

/** Dishes of the menu with their price at the venue; `pricePaise` null: the counter does not sell it. */
export async function findFood(
  db: Queryable,
  ids: string[],
): Promise<Map<string, { id: string; name: string; foodType: 'Veg' | 'Non-veg'; pricePaise: number | null }>> {
  const rows = await db.query<{ id: string; name: string; food_type: 'Veg' | 'Non-veg'; price: number | null }>(
    'select id, name, food_type, price from food_products where id = any($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, foodType: r.food_type, pricePaise: r.price }]));
}

/** The dishes the counter sells (those with a price at the venue), in the menu's order. */
export async function venueDishes(db: Queryable) {
  return db.query<{ id: string; name: string; food_type: 'Veg' | 'Non-veg'; price: number; category: string }>(
    `select p.id, p.name, p.food_type, p.price, c.name as category
     from food_products p join food_categories c on c.id = p.category_id
     where p.price is not null order by c.sort, c.id, p.sort, p.id`,
  );
}

/** A plans row's prices, as the price rules read them (the table holds paise). */
export interface PlanPriceRow {
  no_of_persons: number;
  offer_price: number;
  ninety_price: number;
  extra_person_price: number;
  theatre_price_included: boolean;
}

export const planRowTerms = (r: PlanPriceRow): PlanTerms => ({
  noOfPersons: r.no_of_persons,
  offerPricePaise: r.offer_price,
  ninetyMinutePricePaise: r.ninety_price,
  extraPersonPricePaise: r.extra_person_price,
  theatrePriceIncluded: r.theatre_price_included ? 'Yes' : 'No',
});

export interface CataloguePlan extends PlanTerms {
  id: string;
  theatreId: string;
  occasionId: string;
}

export async function findPlan(db: Queryable, id: string): Promise<CataloguePlan | undefined> {
  const [r] = await db.query<PlanPriceRow & { id: string; theatre_id: string; occasion_id: string }>(
    'select id, theatre_id, occasion_id, no_of_persons, offer_price, ninety_price, extra_person_price, theatre_price_included from plans where id = $1',
    [id],
  );
  return r && { id: r.id, theatreId: r.theatre_id, occasionId: r.occasion_id, ...planRowTerms(r) };
}

/** The plan's cake (its product in category 'cakes'), whose flavour the customer picks. */
export async function findPlanCake(
  db: Queryable,
  planId: string,
  productId: string,
): Promise<{ id: string; cakeType: 'egg' | 'eggless' | null } | undefined> {
  const [row] = await db.query<{ id: string; cake_type: 'egg' | 'eggless' | null }>(
    `select id, cake_type from plan_products where plan_id = $1 and id = $2 and category_name = 'cakes'`,
    [planId, productId],
  );
  return row && { id: row.id, cakeType: row.cake_type };
}

/** The flavours a plan's cake can be: the everyday (not customised) cakes of its type. */
export async function cakeFlavours(db: Queryable, cakeType: 'egg' | 'eggless' | null): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    'select name from cakes where not is_premium and ($1::text is null or cake_type = $1) order by sort, id',
    [cakeType],
  );
  return rows.map((r) => r.name);
}
