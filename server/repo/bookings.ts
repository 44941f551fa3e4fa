import type { Queryable } from '../db/database.ts';
import type { BookingStatus, PaymentType, PlanType } from '../../src/lib/api/booking.ts';
import type { CakeWeight } from '../../src/lib/booking/cakeWeight.ts';
import type { BookingFigures, CatalogueTerms, TheatreTerms } from '../../src/lib/booking/priceTerms.ts';
import type { BookingDraft, BookingLine } from '../booking/draft.ts';
import type { VenueStatus } from '../../src/lib/desk/venueStatus.ts';

/**
 * The bookings table's SQL, all of it: bookings, their cart lines and status history, and what is
 * asked of them for profiles, referrals, invoices and the reconciler. Amounts are paise; the API's
 * rupees are made in server/booking/bookingView.ts.
 */

interface BookingRow {
  id: string;
  order_id: string;
  owner: string;
  status: BookingStatus;
  type: 'normal' | 'combo';
  theatre_id: string;
  theatre_name: string;
  slot_id: string;
  slot_date: string | Date;
  from_time: string;
  to_time: string;
  user_name: string;
  user_email: string;
  user_phone: string;
  no_of_persons: number;
  decoration: string;
  occasion_id: string | null;
  person_name: string;
  plan_id: string | null;
  plan_product_id: string | null;
  flavour: string;
  coupon_id: string | null;
  theatre_price: number;
  theatre_terms: TheatreTerms | null;
  catalogue_terms: CatalogueTerms | null;
  extra_persons: number;
  extra_person_price: number;
  occasion_price: number;
  cakes_price: number;
  addons_price: number;
  plan_offer_price: number;
  sub_total: number;
  coupon_amount: number;
  total_price: number;
  advance_payment: number;
  remaining_amount: number;
  transaction_id: string;
  transaction_status: string;
  cash_type: string;
  create_type: string;
  invoice: string;
  amount_paid: number;
  payment_type: 'advance' | 'fullpayment' | 'partialpayment' | null;
  status_note: string;
  /** What happened at the venue (src/lib/desk/venueStatus.ts); null until marked. */
  venue_status: VenueStatus | null;
  created_at: Date;
  updated_at: Date;
}

interface LineRow {
  kind: 'cake' | 'other';
  product_id: string;
  name: string;
  cake_type: 'egg' | 'eggless' | null;
  weight: CakeWeight | null;
  price: number;
}

/** A booking as stored: who owns it, where it stands, and what it is made of. */
export interface StoredBooking {
  id: string;
  orderId: string;
  owner: string;
  status: BookingStatus;
  draft: BookingDraft;
  /** Its amounts as last priced; the remaining amount is what is left after what was paid, once paid. */
  figures: BookingFigures;
  /** What the provider confirmed as paid; 0 before. */
  paidPaise: number;
  /** The theatre's prices it was made with (null: made before they were kept; the catalogue's). */
  theatreTerms: TheatreTerms | null;
  /** The catalogue's prices it was made with (null: made before they were kept; the catalogue's). */
  catalogueTerms: CatalogueTerms | null;
  row: BookingRow;
  lines: BookingLine[];
}

const SELECT = `select * from bookings where id = $1`;

/** pg hands a date column over as its text; PGlite as a Date at UTC midnight. */
const dayOf = (d: string | Date): string => (typeof d === 'string' ? d : d.toISOString().slice(0, 10));

const toLine = (r: LineRow): BookingLine => ({
  kind: r.kind,
  productId: r.product_id,
  name: r.name,
  cakeType: r.cake_type,
  weight: r.weight,
  pricePaise: r.price,
});

async function linesOf(db: Queryable, id: string): Promise<BookingLine[]> {
  const rows = await db.query<LineRow>(
    'select kind, product_id, name, cake_type, weight, price from booking_lines where booking_id = $1 order by line_no',
    [id],
  );
  return rows.map(toLine);
}

function toStored(row: BookingRow, lines: BookingLine[]): StoredBooking {
  const draft: BookingDraft = {
    type: row.type,
    theatreId: row.theatre_id,
    theatreName: row.theatre_name,
    slotId: row.slot_id,
    date: dayOf(row.slot_date),
    fromTime: row.from_time,
    toTime: row.to_time,
    persons: row.no_of_persons,
    decoration: row.decoration,
    userName: row.user_name,
    userEmail: row.user_email,
    userPhone: row.user_phone,
    occasionId: row.occasion_id,
    personName: row.person_name,
    planId: row.plan_id,
    planProductId: row.plan_product_id,
    flavour: row.flavour,
    couponId: row.coupon_id,
    lines,
  };
  const figures: BookingFigures = {
    theatrePricePaise: row.theatre_price,
    extraPersons: row.extra_persons,
    extraPersonPricePaise: row.extra_person_price,
    occasionPricePaise: row.occasion_price,
    cakesPricePaise: row.cakes_price,
    addonsPricePaise: row.addons_price,
    planOfferPricePaise: row.plan_offer_price,
    subTotalPaise: row.sub_total,
    couponAmountPaise: row.coupon_amount,
    totalPaise: row.total_price,
    advancePaise: row.advance_payment,
    remainingPaise: row.remaining_amount,
  };
  return {
    id: row.id,
    orderId: row.order_id,
    owner: row.owner,
    status: row.status,
    draft,
    figures,
    paidPaise: row.amount_paid,
    theatreTerms: row.theatre_terms,
    catalogueTerms: row.catalogue_terms,
    row,
    lines,
  };
}

/** Reads a booking; with `lock`, inside a transaction, it stays locked until the transaction ends. */
export async function findBooking(db: Queryable, id: string, lock = false): Promise<StoredBooking | undefined> {
  const [row] = await db.query<BookingRow>(`${SELECT}${lock ? ' for update' : ''}`, [id]);
  return row && toStored(row, await linesOf(db, id));
}

/** Several bookings at once, in two queries whatever their number (the day board's); unknown ids are left out. */
export async function findBookings(db: Queryable, ids: string[]): Promise<StoredBooking[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<BookingRow>('select * from bookings where id = any($1::text[])', [ids]);
  const lines = await db.query<LineRow & { booking_id: string }>(
    `select booking_id, kind, product_id, name, cake_type, weight, price from booking_lines
     where booking_id = any($1::text[]) order by booking_id, line_no`,
    [ids],
  );
  const linesBy = new Map<string, BookingLine[]>();
  for (const l of lines) linesBy.set(l.booking_id, [...(linesBy.get(l.booking_id) ?? []), toLine(l)]);
  return rows.map((r) => toStored(r, linesBy.get(r.id) ?? []));
}

/** A booking's history: every status it has been in and why, oldest first. */
export async function statusHistoryOf(db: Queryable, id: string): Promise<{ status: string; note: string; at: Date }[]> {
  const rows = await db.query<{ status: string; note: string; at: Date | string }>(
    'select status, note, at from booking_status_history where booking_id = $1 order by at, id',
    [id],
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
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
    ['plan_id', d.planId],
    ['plan_product_id', d.planProductId],
    ['flavour', d.flavour],
    ['coupon_id', d.couponId],
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
      'insert into booking_lines (booking_id, line_no, kind, product_id, name, cake_type, weight, price) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [id, i + 1, l.kind, l.productId, l.name, l.kind === 'cake' ? l.cakeType : null, l.kind === 'cake' ? l.weight : null, l.pricePaise],
    );
  }
}

/** A line in the booking's history: the status it has (now), and why. */
async function writeHistory(tx: Queryable, id: string, status: BookingStatus, at: Date, note: string): Promise<void> {
  await tx.query('insert into booking_status_history (booking_id, status, note, at) values ($1, $2, $3, $4)', [id, status, note, at]);
}

export interface StatusChange {
  status: BookingStatus;
  /** Why, for the booking's history. */
  history: string;
  /** The sentence the customer reads about it; the current one stays when absent. */
  statusNote?: string;
  /** What the provider confirmed, when a payment confirms the booking. */
  paid?: { amountPaise: number; remainingPaise: number; paymentType: PaymentType; transactionId: string };
}

/**
 * The one way a booking's status changes, inside the caller's transaction: its columns, and the
 * history row that says why. Every change, whoever makes it, leaves that row.
 */
export async function changeStatus(tx: Queryable, id: string, change: StatusChange, at: Date): Promise<void> {
  const cols: [string, unknown][] = [
    ['status', change.status],
    ['updated_at', at],
    ...(change.statusNote === undefined ? [] : ([['status_note', change.statusNote]] as [string, unknown][])),
    ...(change.paid
      ? ([
          ['amount_paid', change.paid.amountPaise],
          ['remaining_amount', change.paid.remainingPaise],
          ['payment_type', change.paid.paymentType],
          ['transaction_id', change.paid.transactionId],
          ['transaction_status', 'completed'],
        ] as [string, unknown][])
      : []),
  ];
  await tx.query(`update bookings set ${cols.map(([n], i) => `${n} = $${i + 2}`).join(', ')} where id = $1`, [
    id,
    ...cols.map(([, v]) => v),
  ]);
  await writeHistory(tx, id, change.status, at, change.history);
}

/** A line in the history that changes no status (a refund given up, another payment refunded): the status it keeps, and why. */
export const noteInHistory = (tx: Queryable, id: string, status: BookingStatus, at: Date, note: string): Promise<void> =>
  writeHistory(tx, id, status, at, note);

/** The sentence the customer reads about the booking's payment, changed without a change of status. */
export async function setStatusNote(tx: Queryable, id: string, note: string, at: Date): Promise<void> {
  await tx.query('update bookings set status_note = $2, updated_at = $3 where id = $1', [id, note, at]);
}

/** What happened at the venue; the history line that tells of it is noteInHistory's. */
export async function setVenueStatus(tx: Queryable, id: string, venueStatus: VenueStatus, at: Date): Promise<void> {
  await tx.query('update bookings set venue_status = $2, updated_at = $3 where id = $1', [id, venueStatus, at]);
}

/** What counts as paid (online and at the venue) and what is left, without a change of status (money at the venue, a move). */
export async function setPaidAmounts(
  tx: Queryable,
  id: string,
  paid: { paidPaise: number; remainingPaise: number },
  at: Date,
): Promise<void> {
  await tx.query('update bookings set amount_paid = $2, remaining_amount = $3, updated_at = $4 where id = $1', [
    id,
    paid.paidPaise,
    paid.remainingPaise,
    at,
  ]);
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
  },
): Promise<void> {
  const cols: [string, unknown][] = [...columns(b.draft, b.figures), ...termColumns(b)];
  const names = ['id', 'order_id', 'owner', 'status', 'created_at', 'updated_at', ...cols.map(([n]) => n)];
  const values = [b.id, b.orderId, b.owner, 'held', b.now, b.now, ...cols.map(([, v]) => v)];
  await tx.query(`insert into bookings (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`, values);
  await writeLines(tx, b.id, b.lines);
  await writeHistory(tx, b.id, 'held', b.now, 'created');
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

/** Where a paid booking's invoice is (its URL path), once made. */
export async function setInvoicePath(db: Queryable, id: string, path: string): Promise<void> {
  await db.query('update bookings set invoice = $2 where id = $1 and invoice <> $2', [id, path]);
}

/** Confirmed bookings whose payment is recorded but whose invoice is not made yet: an invoice says what was paid. */
export async function confirmedWithoutInvoice(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from bookings where status = 'booking-confirmed' and invoice = '' and payment_type is not null limit $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

/** A booking's order id, which names its invoice's file. */
export async function orderIdOf(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ order_id: string }>('select order_id from bookings where id = $1', [id]);
  return row?.order_id;
}
