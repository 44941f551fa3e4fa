import type { RecordKind } from '../../src/lib/api/deskRecordKinds.ts';

/**
 * Where each kind of desk record lives (src/lib/api/deskRecordKinds.ts): a row of a table, its
 * fields by column, or a whole document of the content table. server/repo/liveRecords.ts reads and writes them.
 */

export interface TableSpec {
  table: string;
  /** The id column (locations are keyed by `key`). */
  idColumn?: string;
  /** Each field's column, in the fields' order. */
  columns: Record<string, string>;
  /** Fields held in paise, edited in rupees. */
  rupees?: readonly string[];
  /** The kind has a Position field: the rows' order (the `sort` column). */
  ordered?: boolean;
  /** How a row is named in the desk's list (an SQL expression over the table as `r`), when its fields do not say. */
  labelSql?: string;
  /** The desk's order, when not by `sort`. */
  orderSql?: string;
  /** A field stored as a column's null (coupons' plan type 'any', no maximum discount). */
  nulls?: Record<string, unknown>;
  /** Read as text (a date column, which drivers would make a Date at some midnight). */
  texts?: readonly string[];
  /** Held in paise only when the record says so (a coupon's value: rupees off when Fixed, else a percent). */
  rupeesIf?: Record<string, (fields: Record<string, unknown>) => boolean>;
}

export interface DocumentSpec {
  /** The content table's key. */
  document: string;
}

export type StoreSpec = TableSpec | DocumentSpec;

export const isDocument = (s: StoreSpec): s is DocumentSpec => 'document' in s;

export const STORES: Record<RecordKind, StoreSpec> = {
  'home-slide': { table: 'home_sliders', columns: { image: 'image', title: 'title', subtitle: 'subtitle' }, ordered: true },
  highlight: { table: 'highlights', columns: { image: 'image', title: 'title', features: 'features' }, ordered: true },
  offer: { document: 'offer' },
  about: { document: 'about' },
  'about-feature': { table: 'about_features', columns: { title: 'title', description: 'description', image: 'image' }, ordered: true },
  testimonial: {
    table: 'testimonials',
    columns: { name: 'name', location: 'location', rating: 'rating', description: 'description', occasion: 'occasion' },
    ordered: true,
  },
  policies: { document: 'policy' },
  gallery: { table: 'gallery', columns: { image: 'image', alt: 'alt' }, ordered: true },
  'food-category': { table: 'food_categories', columns: { name: 'name' }, ordered: true },
  food: {
    table: 'food_products',
    columns: { categoryId: 'category_id', name: 'name', foodType: 'food_type', image: 'image' },
    ordered: true,
  },
  branch: {
    table: 'locations',
    idColumn: 'key',
    columns: {
      name: 'name',
      city: 'city',
      landmark: 'landmark',
      addressLine1: 'address_line1',
      addressLine2: 'address_line2',
      mapUrl: 'map_url',
      parking: 'parking',
    },
  },
  theatre: {
    table: 'theatres',
    columns: {
      name: 'name',
      description: 'description',
      maxSeating: 'max_seating',
      maxPeople: 'max_people',
      video: 'video',
      active: 'active',
    },
    labelSql: `r.name || ' (' || (select l.name from locations l where l.key = r.location_key) || ')'`,
    orderSql: '(select l.sort from locations l where l.key = r.location_key), r.sort, r.id',
  },
  slot: {
    table: 'slots',
    columns: { fromTime: 'from_time', toTime: 'to_time', active: 'is_active' },
    labelSql: `(select t.name from theatres t where t.id = r.theatre_id) || ' ' || r.from_time || '–' || r.to_time`,
    orderSql: '(select t.sort from theatres t where t.id = r.theatre_id), r.theatre_id, r.sort, r.id',
  },
  occasion: { table: 'occasions', columns: { name: 'name', price: 'price', image: 'image' }, rupees: ['price'], ordered: true },
  cake: {
    table: 'cakes',
    columns: { name: 'name', cakeType: 'cake_type', isPremium: 'is_premium', price: 'price', image: 'image' },
    rupees: ['price'],
    ordered: true,
  },
  'addon-category': { table: 'addon_categories', columns: { name: 'name' }, ordered: true },
  addon: {
    table: 'addon_products',
    columns: { categoryId: 'category_id', name: 'name', price: 'price', image: 'image' },
    rupees: ['price'],
    ordered: true,
  },
  plan: {
    table: 'plans',
    columns: {
      name: 'name',
      noOfPersons: 'no_of_persons',
      price: 'price',
      offerPrice: 'offer_price',
      ninetyPrice: 'ninety_price',
      extraPersonPrice: 'extra_person_price',
      benefits: 'benefits',
      notIncluded: 'not_included',
    },
    rupees: ['price', 'offerPrice', 'ninetyPrice', 'extraPersonPrice'],
    labelSql: `r.name || ' (' || (select o.name from occasions o where o.id = r.occasion_id) || ', ' || (select t.name from theatres t where t.id = r.theatre_id) || ')'`,
    orderSql: 'r.occasion_id, r.theatre_id, r.sort, r.id',
  },
  coupon: {
    table: 'coupons',
    columns: {
      code: 'code',
      kind: 'kind',
      value: 'value',
      planType: 'plan_type',
      minAmount: 'min_amount',
      maxDiscount: 'max_discount',
      validFrom: 'valid_from',
      validTo: 'valid_to',
      maxUses: 'max_uses',
      active: 'active',
    },
    rupees: ['minAmount', 'maxDiscount'],
    nulls: { planType: 'any', maxDiscount: 0, validFrom: '', validTo: '', maxUses: 0 },
    texts: ['validFrom', 'validTo'],
    rupeesIf: { value: (f) => f.kind === 'Fixed' },
    orderSql: 'r.code',
  },
};
