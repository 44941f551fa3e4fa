import type { Queryable } from '../db/database.ts';
import type { BookingFigures, CatalogueTerms, TheatreTerms } from '../../src/lib/booking/priceTerms.ts';
import type { BookingDraft, BookingLine } from '../booking/draft.ts';
import { noteInHistory } from './bookingStatus.ts';
import { toLine, toStored, type BookingRow, type LineRow, type StoredBooking } from './bookingRows.ts';

export type { StoredBooking } from './bookingRows.ts';

/**
 * The bookings table's SQL: bookings and their cart lines, and what is asked of them for profiles,
 * referrals, invoices and the reconciler (a status and its history: bookingStatus.ts). Amounts are paise; the API's
 * rupees are made in server/booking/bookingView.ts.
 */

const SELECT = `select * from bookings where id = $1`;

async function linesOf(db: Queryable, id: string): Promise<BookingLine[]> {
  const rows = await db.query<LineRow>(
    'select kind, product_id, name, cake_type, weight, price, quantity from booking_lines where booking_id = $1 order by line_no',
    [id],
  );
  return rows.map(toLine);
}

/**
 * Reads a booking; with `lock`, inside a transaction, it stays locked until the transaction ends.
 * 'for no key update', the lock an update of the row takes anyway: every change of a booking waits
 * for another, while a row that merely names the booking (a payment, a message) is written without
 * waiting, as a transaction that wrote one must not then wait on this lock in a circle.
 */
export async function findBooking(db: Queryable, id: string, lock = false): Promise<StoredBooking | undefined> {
  const [row] = await db.query<BookingRow>(`${SELECT}${lock ? ' for no key update' : ''}`, [id]);
  return row && toStored(row, await linesOf(db, id));
}

/**
 * Several bookings at once, each looked up by its id (the primary key, its lines by theirs): a
 * lateral subquery a booking, since `id = any(...)` of an export's 5,000 ids was planned as a scan of
 * every booking at 100,000. `limit 1` and `offset 0` keep the planner from folding them into a join.
 */
export const findBookingsQueries = (ids: string[]) => ({
  rows: {
    sql: 'select b.* from unnest($1::text[]) i (id) cross join lateral (select * from bookings where id = i.id limit 1) b',
    params: [ids],
  },
  lines: {
    sql: `select l.* from unnest($1::text[]) i (id) cross join lateral (
            select booking_id, line_no, kind, product_id, name, cake_type, weight, price, quantity from booking_lines where booking_id = i.id offset 0
          ) l order by l.booking_id, l.line_no`,
    params: [ids],
  },
});

/** Several bookings at once, in two queries whatever their number (the day board's, the bookings CSV's); unknown ids are left out. */
export async function findBookings(db: Queryable, ids: string[]): Promise<StoredBooking[]> {
  if (ids.length === 0) return [];
  const q = findBookingsQueries([...new Set(ids)]);
  const [rows, lines] = await Promise.all([
    db.query<BookingRow>(q.rows.sql, q.rows.params),
    db.query<LineRow & { booking_id: string }>(q.lines.sql, q.lines.params),
  ]);
  const linesBy = new Map<string, BookingLine[]>();
  for (const l of lines) linesBy.set(l.booking_id, [...(linesBy.get(l.booking_id) ?? []), toLine(l)]);
  return rows.map((r) => toStored(r, linesBy.get(r.id) ?? []));
}

/** The columns a draft and its figures fill, in one order for insert and update. */
function columns(d: BookingDraft, q: BookingFigures): [string, unknown][] {
  return [
    ['type', d.type],
    ['theatre_id', d.theatreId],
    ['theatre_name', d.theatreName],
    ['slot_id', d.slotId],
    ['slot_date', d.date],
    ['from_time', d.fromTime],
    ['to_time', d.toTime],
    ['user_name', d.userName],
    ['user_email', d.userEmail],
    ['user_phone', d.userPhone],
    ['no_of_persons', d.persons],
    ['decoration', d.decoration],
    ['occasion_id', d.occasionId],
    ['person_name', d.personName],
    ['cake_message', d.cakeMessage ?? ''],
    ['decoration_theme', d.decorationTheme ?? ''],
    ['plan_id', d.planId],
    ['plan_product_id', d.planProductId],
    ['flavour', d.flavour],
    ['coupon_id', d.couponId],
    ['discount', d.discountPaise ?? 0],
    ['discount_reason', d.discountReason ?? ''],
    ['theatre_price', q.theatrePricePaise],
    ['extra_persons', q.extraPersons],
    ['extra_person_price', q.extraPersonPricePaise],
    ['occasion_price', q.occasionPricePaise],
    ['cakes_price', q.cakesPricePaise],
    ['addons_price', q.addonsPricePaise],
    ['plan_offer_price', q.planOfferPricePaise],
    ['sub_total', q.subTotalPaise],
    ['coupon_amount', q.couponAmountPaise],
    ['total_price', q.totalPaise],
    ['advance_payment', q.advancePaise],
    ['remaining_amount', q.remainingPaise],
  ];
}

/** The prices a booking keeps (priceDraft's), into their jsonb columns. */
const termColumns = (b: { theatreTerms: TheatreTerms; catalogueTerms: CatalogueTerms }): [string, unknown][] => [
  ['theatre_terms', JSON.stringify(b.theatreTerms)],
  ['catalogue_terms', JSON.stringify(b.catalogueTerms)],
];

async function writeLines(tx: Queryable, id: string, lines: BookingLine[]): Promise<void> {
  await tx.query('delete from booking_lines where booking_id = $1', [id]);
  for (const [i, l] of lines.entries()) {
    await tx.query(
      'insert into booking_lines (booking_id, line_no, kind, product_id, name, cake_type, weight, price, quantity) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [
        id,
        i + 1,
        l.kind,
        l.productId,
        l.name,
        l.kind === 'cake' ? l.cakeType : null,
        l.kind === 'cake' ? l.weight : null,
        l.pricePaise,
        l.quantity ?? 1,
      ],
    );
  }
}

export async function insertBooking(
  tx: Queryable,
  b: {
    id: string;
    orderId: string;
    owner: string;
    draft: BookingDraft;
    figures: BookingFigures;
    lines: BookingLine[];
    now: Date;
    theatreTerms: TheatreTerms;
    catalogueTerms: CatalogueTerms;
    /** The customer's tick 'Send me booking updates on WhatsApp'. */
    whatsappUpdates?: boolean;
  },
): Promise<void> {
  const cols: [string, unknown][] = [...columns(b.draft, b.figures), ...termColumns(b), ['whatsapp_updates', b.whatsappUpdates ?? false]];
  const names = ['id', 'order_id', 'owner', 'status', 'created_at', 'updated_at', ...cols.map(([n]) => n)];
  const values = [b.id, b.orderId, b.owner, 'held', b.now, b.now, ...cols.map(([, v]) => v)];
  await tx.query(`insert into bookings (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`, values);
  await writeLines(tx, b.id, b.lines);
  await noteInHistory(tx, b.id, 'held', b.now, 'created');
}

/** How the customer asked to pay (the spec's payment request): kept for the record, never a confirmation. */
export interface PaymentIntent {
  cashType: string;
  createType: string;
}

/** Saves a changed draft with its new figures; the cart is rewritten only when it changed. Its status is changeStatus's. */
export async function saveBooking(
  tx: Queryable,
  b: {
    id: string;
    draft: BookingDraft;
    figures: BookingFigures;
    lines: BookingLine[];
    now: Date;
    linesChanged: boolean;
    intent?: PaymentIntent;
    /** The prices it is priced with now. */
    theatreTerms: TheatreTerms;
    catalogueTerms: CatalogueTerms;
  },
): Promise<void> {
  const intent: [string, unknown][] = b.intent
    ? [
        ['cash_type', b.intent.cashType],
        ['create_type', b.intent.createType],
      ]
    : [];
  const cols = [...columns(b.draft, b.figures), ...intent, ...termColumns(b), ['updated_at', b.now] as [string, unknown]];
  await tx.query(`update bookings set ${cols.map(([n], i) => `${n} = $${i + 2}`).join(', ')} where id = $1`, [
    b.id,
    ...cols.map(([, v]) => v),
  ]);
  if (b.linesChanged) await writeLines(tx, b.id, b.lines);
}

/** The customer ticked, or unticked, 'Send me booking updates on WhatsApp' on a details step sent again. */
export async function setWhatsAppUpdates(tx: Queryable, id: string, on: boolean): Promise<void> {
  await tx.query('update bookings set whatsapp_updates = $2 where id = $1', [id, on]);
}

/** Where a paid booking's invoice is (its URL path), once made. */
export async function setInvoicePath(db: Queryable, id: string, path: string): Promise<void> {
  await db.query('update bookings set invoice = $2 where id = $1 and invoice <> $2', [id, path]);
}

/**
 * The reconciler's check, every second: confirmed bookings whose payment is recorded but whose
 * invoice is not made yet. Ordered by id, so that the partial index `bookings_without_invoice`
 * (037_scale_indexes.sql), which holds only them in that order, answers it whatever the
 * statistics: unordered, a table whose visibility map is not yet written (just after a bulk
 * insert) made the planner expect a match every few rows and read all 100,000 (61 ms).
 */
export const confirmedWithoutInvoiceQuery = (limit: number) => ({
  sql: `select id from bookings where status = 'booking-confirmed' and invoice = '' and payment_type is not null order by id limit $1`,
  params: [limit],
});

/** Confirmed bookings whose payment is recorded but whose invoice is not made yet: an invoice says what was paid. */
export async function confirmedWithoutInvoice(db: Queryable, limit: number): Promise<string[]> {
  const q = confirmedWithoutInvoiceQuery(limit);
  const rows = await db.query<{ id: string }>(q.sql, q.params);
  return rows.map((r) => r.id);
}

/** A booking's order id, which names its invoice's file. */
export async function orderIdOf(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ order_id: string }>('select order_id from bookings where id = $1', [id]);
  return row?.order_id;
}
