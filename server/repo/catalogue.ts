import type { Queryable } from '../db/database.ts';
import type { z } from 'zod';
import type * as K from '../../src/lib/api/catalogue.ts';
import type { AdvanceTerms } from '../../src/lib/booking/priceTerms.ts';
import { planPricesOf } from '../../src/lib/booking/wire.ts';
import { planRowTerms, type PlanPriceRow } from './bookingCatalogue.ts';
import { getDocument } from './content.ts';

interface PlanRow extends PlanPriceRow {
  id: string;
  name: string;
  /** The list price, struck through. */
  price: number;
  benefits: string[];
  not_included: string[];
}

export async function listPlans(db: Queryable, occasionId: string, theatreId: string): Promise<K.Plan[]> {
  const rows = await db.query<PlanRow>('select * from plans where occasion_id = $1 and theatre_id = $2 order by sort, id', [
    occasionId,
    theatreId,
  ]);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    price: r.price,
    ...planPricesOf(planRowTerms(r)),
    benefits: r.benefits,
    notIncluded: r.not_included,
  }));
}

export async function listPlanProducts(db: Queryable, planId: string): Promise<z.infer<typeof K.PlanProduct>[]> {
  const rows = await db.query<{ id: string; category_name: string; name: string; image: string; cake_type: 'egg' | 'eggless' | null }>(
    'select id, category_name, name, image, cake_type from plan_products where plan_id = $1 order by sort, id',
    [planId],
  );
  return rows.map((r) => ({
    _id: r.id,
    categoryName: r.category_name,
    name: r.name,
    image: r.image,
    ...(r.cake_type ? { cakeType: r.cake_type } : {}),
  }));
}

export async function listCakes(db: Queryable, cakeType?: 'egg' | 'eggless'): Promise<K.Cake[]> {
  const rows = await db.query<{
    id: string;
    name: string;
    image: string;
    price: number;
    cake_type: 'egg' | 'eggless';
    is_premium: boolean;
  }>('select * from cakes where ($1::text is null or cake_type = $1) order by sort, id', [cakeType ?? null]);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    image: r.image,
    price: r.price,
    cakeType: r.cake_type,
    isPremium: r.is_premium,
  }));
}

interface AddonRow {
  category_id: string;
  category_name: string;
  id: string;
  name: string;
  image: string;
  price: number;
}

const ADDONS_SQL = `select c.id as category_id, c.name as category_name, p.id, p.name, p.image, p.price
  from addon_categories c join addon_products p on p.category_id = c.id
  order by c.sort, c.id, p.sort, p.id`;

export async function listProducts(db: Queryable): Promise<K.Product[]> {
  const rows = await db.query<AddonRow>(ADDONS_SQL);
  return rows.map((r) => ({ _id: r.id, name: r.name, image: r.image, price: r.price, categoryName: r.category_name }));
}

export async function listAddonCategories(db: Queryable): Promise<K.AddonCategory[]> {
  const rows = await db.query<AddonRow>(ADDONS_SQL);
  const byId = new Map<string, K.AddonCategory>();
  for (const r of rows) {
    const category = byId.get(r.category_id) ?? { _id: r.category_id, name: r.category_name, products: [] };
    category.products.push({ _id: r.id, name: r.name, image: r.image, price: r.price });
    byId.set(r.category_id, category);
  }
  return [...byId.values()];
}

export async function listFoodMenu(db: Queryable): Promise<K.FoodCategory[]> {
  const categories = await db.query<{ id: string; name: string }>('select id, name from food_categories order by sort, id');
  const products = await db.query<{ id: string; category_id: string; name: string; image: string; food_type: 'Veg' | 'Non-veg' }>(
    'select * from food_products order by sort, id',
  );
  return categories.map((c) => ({
    _id: c.id,
    name: c.name,
    foodproducts: products
      .filter((p) => p.category_id === c.id)
      .map((p) => ({ _id: p.id, name: p.name, image: p.image, foodType: p.food_type })),
  }));
}

/** The advance asked to reserve (the charges document holds paise). */
export async function getAdvanceTerms(db: Queryable): Promise<AdvanceTerms> {
  const paise = await getDocument<{ advancePayment: number; comboAdvancePayment: number }>(db, 'charges');
  return { basicPaise: paise.advancePayment, comboPaise: paise.comboAdvancePayment };
}
