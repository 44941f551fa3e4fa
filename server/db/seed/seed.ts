import type { Database, Queryable } from '../database.ts';
import { seedInPaise } from './seedInPaise.ts';
import type { SeedData } from './types.ts';
import { seedDevStaff } from './devStaff.ts';
import { insertRows } from './insertRows.ts';
import { writeCustomers, writeVenueDay } from './seedBookings.ts';

const json = (value: unknown) => JSON.stringify(value);

/** Writes the whole sample business in one transaction; the venue day's bookings are on the slots started by `now`. */
export async function writeSeed(tx: Queryable, written: SeedData, now = new Date()): Promise<void> {
  const s = seedInPaise(written);
  await insertRows(
    tx,
    'locations',
    s.locations.map((l, sort) => ({
      key: l.key,
      public_id: l._id ?? null,
      name: l.name,
      city: l.city,
      landmark: l.landmark,
      address_line1: l.addressLine1,
      address_line2: l.addressLine2,
      image: l.image,
      map: l.map,
      map_url: l.mapUrl,
      parking: l.parking,
      sort,
    })),
  );
  await insertRows(
    tx,
    'theatres',
    s.theatres.map((t, sort) => ({
      id: t._id,
      location_key: t.locationKey,
      name: t.name,
      description: t.description,
      images: t.image,
      video: t.video,
      link: t.link,
      features: t.features,
      batch_type: t.batchType,
      offer_price: t.offerPrice,
      ninety_price: t.oneandhalfslotPrice,
      ninety_extra_person_price: t.onehalfanhourExtraPersonPrice,
      extra_person_price: t.extraPersonprice,
      extra_person_allowed: t.extraPerson === 'Yes',
      max_people: t.maxPeople,
      max_seating: t.maxSeating,
      sort,
    })),
  );
  await insertRows(
    tx,
    'slots',
    s.theatres.flatMap((t) =>
      t.slots.map((slot, sort) => ({
        id: slot._id,
        theatre_id: t._id,
        from_time: slot.fromTime,
        to_time: slot.toTime,
        is_active: slot.isActive ?? true,
        sort,
      })),
    ),
  );
  await insertRows(
    tx,
    'occasions',
    s.occasions.map((o, sort) => ({ id: o._id, name: o.name, price: o.price, image: o.image, sort })),
  );
  await insertRows(
    tx,
    'plans',
    s.plans.map((p, sort) => ({
      id: p._id,
      occasion_id: p.occasionId,
      theatre_id: p.theatreId,
      name: p.name,
      no_of_persons: p.noOfPersons,
      price: p.price,
      offer_price: p.offerPrice,
      ninety_price: p.oneandhalfslotPrice,
      extra_person_price: p.extraPersonPrice,
      theatre_price_included: p.theatrePriceIncluded === 'Yes',
      benefits: p.benefits,
      not_included: p.notIncluded,
      sort,
    })),
  );
  await insertRows(
    tx,
    'plan_products',
    s.plans.flatMap((p) =>
      p.products.map((pp, sort) => ({
        id: pp._id,
        plan_id: p._id,
        category_name: pp.categoryName,
        name: pp.name,
        image: pp.image,
        cake_type: pp.cakeType ?? null,
        sort,
      })),
    ),
  );
  await insertRows(
    tx,
    'cakes',
    s.cakes.map((c, sort) => ({
      id: c._id,
      name: c.name,
      image: c.image,
      price: c.price,
      cake_type: c.cakeType,
      is_premium: c.isPremium,
      sort,
    })),
  );
  await insertRows(
    tx,
    'addon_categories',
    s.addonCategories.map((c, sort) => ({ id: c._id, name: c.name, sort })),
  );
  await insertRows(
    tx,
    'addon_products',
    s.addonCategories.flatMap((c) =>
      c.products.map((p, sort) => ({ id: p._id, category_id: c._id, name: p.name, image: p.image, price: p.price, sort })),
    ),
  );
  await insertRows(
    tx,
    'food_categories',
    s.foodCategories.map((c, sort) => ({ id: c._id, name: c.name, sort })),
  );
  const priced = Object.keys(s.venueFoodPrices).length > 0;
  await insertRows(
    tx,
    'food_products',
    s.foodCategories.flatMap((c) =>
      c.foodproducts.map((p, sort) => ({
        id: p._id,
        category_id: c._id,
        name: p.name,
        image: p.image,
        food_type: p.foodType,
        // Only a seed that prices dishes names the column, so an older schema's seed (before dishes
        // had a price at the venue) writes as it did.
        ...(priced ? { price: s.venueFoodPrices[p._id] ?? null } : {}),
        sort,
      })),
    ),
  );
  await insertRows(
    tx,
    'coupons',
    s.coupons.map((c) => ({
      id: c._id,
      code: c.code.toUpperCase(),
      kind: c.kind,
      value: c.value,
      plan_type: c.planType,
      min_amount: c.minAmount,
      max_discount: c.maxDiscount,
      active: c.active,
      valid_from: c.validFrom ?? null,
      valid_to: c.validTo ?? null,
      max_uses: c.maxUses ?? null,
    })),
  );
  const documents: Record<string, unknown> = {
    contact: s.contact,
    popups: s.popups,
    charges: s.charges,
    policy: s.policy,
    about: s.about,
    howtojoin: s.howtojoin,
    latestinfo: s.latestinfo,
    offer: s.offer,
  };
  await insertRows(
    tx,
    'content',
    Object.entries(documents).map(([key, value]) => ({ key, value: json(value) })),
  );
  await insertRows(
    tx,
    'faqs',
    s.faqs.map((f, sort) => ({ id: f._id, question: f.question, answer: f.answer, sort })),
  );
  await insertRows(
    tx,
    'about_features',
    s.aboutFeatures.map((f, sort) => ({ id: f._id, title: f.title, description: f.description, image: f.image, sort })),
  );
  await insertRows(
    tx,
    'testimonials',
    s.testimonials.map((t, sort) => ({
      id: t._id,
      name: t.name,
      location: t.location,
      rating: t.rating,
      description: t.description,
      occasion: t.occasion,
      avatar: t.avatar,
      image: t.image,
      sort,
    })),
  );
  await insertRows(
    tx,
    'home_sliders',
    s.homesliders.map((h, sort) => ({ id: h._id, image: h.image, title: h.title, subtitle: h.subtitle, sort })),
  );
  await insertRows(
    tx,
    'highlights',
    s.highlights.map((h, sort) => ({ id: h._id, image: h.image, title: h.title, features: h.features, sort })),
  );
  await insertRows(
    tx,
    'gallery',
    s.gallery.map((g, sort) => ({ id: g._id, image: g.image, alt: g.alt, sort })),
  );
  await writeCustomers(tx, s);
  await writeVenueDay(tx, s, now);
}

/**
 * Seeds a new database once; a database that has any location is left as it is. The demo customers,
 * the venue day's bookings (on the slots started by `now`) and the development desk accounts (whose
 * passwords are published) are left out with `demoAccounts` false, as the server does under a
 * production flag (NODE_ENV=production, read in server/config.ts).
 */
export async function seedIfEmpty(db: Database, demoAccounts = true, now = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    // Serialise concurrent first starts on one server: only the first one seeds.
    await tx.query('lock table locations in exclusive mode');
    const [{ n }] = await tx.query<{ n: number }>('select count(*)::int as n from locations');
    if (n > 0) return false;
    const { seed } = await import('./data/index.ts');
    await writeSeed(tx, demoAccounts ? seed : { ...seed, customers: [], bookings: [], venueDay: [] }, now);
    return true;
  });
  // Also on a development database made before the desk existed, as long as it has no staff yet.
  if (demoAccounts) await seedDevStaff(db);
  return seeded;
}
