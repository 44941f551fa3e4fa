import type { Queryable } from '../../server/db/database.ts';

/** What the database holds of a booking's changes, for the tests of the desk's and the customer's actions on it. */

export const storedBooking = async (db: Queryable, id: string) =>
  (
    await db.query<{
      status: string;
      venue_status: string | null;
      amount_paid: number;
      remaining_amount: number;
      total_price: number;
      invoice: string;
      slot_id: string;
      theatre_id: string;
    }>(
      'select status, venue_status, amount_paid, remaining_amount, total_price, invoice, slot_id, theatre_id from bookings where id = $1',
      [id],
    )
  )[0];

/** The booking's history, oldest first. */
export const historyOf = (db: Queryable, id: string) =>
  db.query<{ status: string; note: string }>('select status, note from booking_status_history where booking_id = $1 order by id', [id]);

/** The refunds of a cancellation or a move, oldest first. */
export const deskRefundsOf = (db: Queryable, id: string) =>
  db.query<{ id: string; amount: number; status: string; kind: string; reason: string; attempts: number }>(
    'select id, amount, status, kind, reason, attempts from desk_refunds where booking_id = $1 order by created_at',
    [id],
  );

/** The refunds the sandbox provider made of the booking's online payments, in paise. */
export const providerRefundsOf = async (db: Queryable, id: string) => [
  ...(
    await db.query<{ amount: number }>(
      'select r.amount from sandbox_phonepe_refunds r join payments p on p.id = r.merchant_order_id where p.booking_id = $1',
      [id],
    )
  ).map((r) => Number(r.amount)),
  ...(
    await db.query<{ amount: number }>(
      'select r.amount from sandbox_razorpay_refunds r join payments p on p.provider_payment_id = r.payment_id where p.booking_id = $1',
      [id],
    )
  ).map((r) => Number(r.amount)),
];

/** The status codes of answers to calls made at once, sorted. */
export const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();
