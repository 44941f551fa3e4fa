import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seed } from '../../server/db/seed/data/index.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../server/media/', import.meta.url));

/** Every '/media/...' string anywhere in the seed. */
function mediaPaths(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) mediaPaths(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) mediaPaths(v, out);
  }
  return out;
}

/** Values that occur more than once. */
const duplicates = (values: string[]): string[] => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];

const minutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/** Length of a slot in minutes; a 'to' at or before 'from' (or '24:00') ends after midnight. */
const slotLength = (from: string, to: string): number => {
  const d = minutes(to) - minutes(from);
  return d > 0 ? d : d + 24 * 60;
};

describe('seed data', () => {
  it('refers only to images that exist under server/media', () => {
    const paths = [...mediaPaths(seed)];
    expect(paths.length).toBeGreaterThan(50);
    const missing = paths.filter((p) => {
      const file = join(MEDIA_DIR, p.slice('/media/'.length));
      return !existsSync(file) || statSync(file).size === 0;
    });
    expect(missing, 'run `npx node scripts/make-seed-images.ts`').toEqual([]);
  });

  it('uses /media/<folder>/<file>.jpg for every image field', () => {
    const images = [
      ...seed.locations.map((l) => l.image),
      ...seed.theatres.flatMap((t) => t.image),
      ...seed.occasions.map((o) => o.image),
      ...seed.cakes.map((c) => c.image),
      ...seed.addonCategories.flatMap((c) => c.products.map((p) => p.image)),
      ...seed.foodCategories.flatMap((c) => c.foodproducts.map((p) => p.image)),
      ...seed.gallery.map((g) => g.image),
      ...seed.testimonials.flatMap((t) => [t.avatar, t.image]),
      ...seed.homesliders.map((s) => s.image),
      ...seed.highlights.map((h) => h.image),
      ...seed.popups.map((p) => p.image),
      seed.about.image,
    ];
    for (const image of images) expect(image).toMatch(/^\/media\/[a-z0-9-]+\/[a-z0-9-]+\.jpg$/);
  });

  it('has ids unique within each kind', () => {
    const kinds: Record<string, string[]> = {
      locationKeys: seed.locations.map((l) => l.key),
      locations: seed.locations.flatMap((l) => (l._id ? [l._id] : [])),
      theatres: seed.theatres.map((t) => t._id),
      slots: seed.theatres.flatMap((t) => t.slots.map((s) => s._id)),
      occasions: seed.occasions.map((o) => o._id),
      plans: seed.plans.map((p) => p._id),
      cakes: seed.cakes.map((c) => c._id),
      addonCategories: seed.addonCategories.map((c) => c._id),
      addons: seed.addonCategories.flatMap((c) => c.products.map((p) => p._id)),
      foodCategories: seed.foodCategories.map((c) => c._id),
      food: seed.foodCategories.flatMap((c) => c.foodproducts.map((p) => p._id)),
      coupons: seed.coupons.map((c) => c._id),
      couponCodes: seed.coupons.map((c) => c.code.toUpperCase()),
      faqs: seed.faqs.map((f) => f._id),
      testimonials: seed.testimonials.map((t) => t._id),
      homesliders: seed.homesliders.map((s) => s._id),
      highlights: seed.highlights.map((h) => h._id),
      gallery: seed.gallery.map((g) => g._id),
      aboutFeatures: seed.aboutFeatures.map((f) => f._id),
      popups: seed.popups.map((p) => p._id),
    };
    for (const [kind, ids] of Object.entries(kinds)) expect(duplicates(ids), kind).toEqual([]);
  });

  it('announces exactly one location without an id (Coming Soon)', () => {
    expect(seed.locations.length).toBeGreaterThanOrEqual(4);
    expect(seed.locations.filter((l) => !l._id)).toHaveLength(1);
  });

  it('puts every theatre in an open location', () => {
    const open = new Set(seed.locations.filter((l) => l._id).map((l) => l.key));
    for (const t of seed.theatres) expect(open.has(t.locationKey), `${t._id} -> ${t.locationKey}`).toBe(true);
    expect(seed.theatres.length).toBeGreaterThanOrEqual(6);
  });

  it('gives theatres sensible prices and capacities', () => {
    for (const t of seed.theatres) {
      expect(t.oneandhalfslotPrice, t._id).toBeLessThan(t.offerPrice);
      expect(t.onehalfanhourExtraPersonPrice, t._id).toBeLessThanOrEqual(t.extraPersonprice);
      expect(t.maxSeating, t._id).toBeGreaterThanOrEqual(t.maxPeople);
      expect(t.image, t._id).toHaveLength(3);
    }
    expect(seed.theatres.some((t) => t.extraPerson === 'No')).toBe(true);
  });

  it('has daily slots in HH:MM, with 90-minute, after-midnight and inactive ones', () => {
    const all = seed.theatres.flatMap((t) => t.slots.map((s) => ({ theatre: t._id, ...s })));
    for (const s of all) {
      expect(s.fromTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(s.toTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
    }
    const ninety = all.filter((s) => slotLength(s.fromTime, s.toTime) === 90);
    expect(ninety.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ninety.map((s) => s.theatre)).size).toBeGreaterThanOrEqual(2);
    expect(all.some((s) => s.toTime === '24:00' || minutes(s.toTime) < minutes(s.fromTime))).toBe(true);
    expect(all.some((s) => s.isActive === false)).toBe(true);
    for (const t of seed.theatres) expect(t.slots.length, t._id).toBeGreaterThanOrEqual(5);
  });

  it('has the nine occasions of the spec', () => {
    expect(seed.occasions.map((o) => o.name).sort()).toEqual(
      ['Anniversary', 'Baby Shower', 'Birthday', 'Bride to be', 'Dad to be', 'Farewell', 'Groom to be', 'Mom to be', 'Proposal'].sort(),
    );
  });

  it('ties every plan to an existing occasion and theatre, three plans for each pair', () => {
    const occasionIds = new Set(seed.occasions.map((o) => o._id));
    const theatreIds = new Set(seed.theatres.map((t) => t._id));
    for (const p of seed.plans) {
      expect(occasionIds.has(p.occasionId), `${p._id} occasion`).toBe(true);
      expect(theatreIds.has(p.theatreId), `${p._id} theatre`).toBe(true);
    }
    for (const o of seed.occasions)
      for (const t of seed.theatres) {
        const names = seed.plans.filter((p) => p.occasionId === o._id && p.theatreId === t._id).map((p) => p.name);
        expect(names.sort(), `${o._id} x ${t._id}`).toEqual(['Premium', 'Special', 'Standard']);
      }
  });

  it('prices plans consistently, from ₹4100, with a cake and included add-ons', () => {
    const cakeIds = new Set(seed.cakes.map((c) => c._id));
    const addonIds = new Set(seed.addonCategories.flatMap((c) => c.products.map((p) => p._id)));
    for (const p of seed.plans) {
      expect(p.price, p._id).toBeGreaterThan(p.offerPrice);
      expect(p.oneandhalfslotPrice, p._id).toBeLessThan(p.offerPrice);
      expect(p.benefits.length, p._id).toBeGreaterThanOrEqual(5);
      expect(p.benefits.length, p._id).toBeLessThanOrEqual(14);
      expect(p.notIncluded.length, p._id).toBeGreaterThanOrEqual(2);
      expect(p.notIncluded.length, p._id).toBeLessThanOrEqual(4);
      const cakes = p.products.filter((x) => x.categoryName === 'cakes');
      expect(cakes, p._id).toHaveLength(1);
      expect(cakeIds.has(cakes[0]!._id), p._id).toBe(true);
      const addons = p.products.filter((x) => x.categoryName !== 'cakes');
      expect(addons.length, p._id).toBeGreaterThanOrEqual(2);
      expect(addons.length, p._id).toBeLessThanOrEqual(6);
      for (const a of addons) expect(addonIds.has(a._id), `${p._id} ${a._id}`).toBe(true);
    }
    expect(Math.min(...seed.plans.map((p) => p.offerPrice))).toBe(4100);
    expect(seed.plans.some((p) => p.theatrePriceIncluded === 'No')).toBe(true);
  });

  it('has egg and eggless cakes, normal and premium', () => {
    const count = (type: 'egg' | 'eggless', premium: boolean) =>
      seed.cakes.filter((c) => c.cakeType === type && c.isPremium === premium).length;
    expect(count('egg', false)).toBeGreaterThanOrEqual(5);
    expect(count('eggless', false)).toBeGreaterThanOrEqual(5);
    expect(count('egg', true)).toBeGreaterThanOrEqual(2);
    expect(count('eggless', true)).toBeGreaterThanOrEqual(2);
  });

  it('has veg and non-veg food', () => {
    const types = new Set(seed.foodCategories.flatMap((c) => c.foodproducts.map((p) => p.foodType)));
    expect([...types].sort()).toEqual(['Non-veg', 'Veg']);
  });

  it('has the coupons the spec names, with the right kinds', () => {
    const byCode = (code: string) => seed.coupons.find((c) => c.code === code);
    expect(byCode('FLAT400BASIC')).toMatchObject({ kind: 'Fixed', value: 400, planType: 'normal', active: true });
    expect(byCode('FLAT700COMBO')).toMatchObject({ kind: 'Fixed', value: 700, planType: 'combo', active: true });
    expect(seed.coupons.some((c) => c.kind === 'Percentage' && c.active && c.maxDiscount !== null)).toBe(true);
    expect(seed.coupons.some((c) => !c.active)).toBe(true);
  });

  it('has the advances, the one popup and a 10-digit phone', () => {
    expect(seed.charges).toEqual({ advancePayment: 750, comboAdvancePayment: 1000 });
    expect(seed.popups).toHaveLength(1);
    expect(seed.popups[0]).toMatchObject({ popupBoolean: true, modalEnabled: true });
    expect(seed.contact.phone).toMatch(/^9\d{9}$/);
    expect(seed.contact.socials.whatsapp).toBe(`https://wa.me/91${seed.contact.phone}`);
  });
});
