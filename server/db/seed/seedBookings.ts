import type { Queryable } from '../database.ts';
import { remainingAfterPaise } from '../../../src/lib/booking/paymentAmounts.ts';
import { insertRows } from './insertRows.ts';
import type { PaiseSeed } from './seedInPaise.ts';
import { venueDayRows } from './venueDay.ts';
import { venueDayMessages } from './venueDayMessages.ts';

/** The demo customers and their past bookings (no slot holds: their dates have gone by). */
export async function writeCustomers(tx: Queryable, s: PaiseSeed): Promise<void> {
  await insertRows(
    tx,
    'customers',
    s.customers.map((c) => ({
      id: c._id,
      name: c.name,
      phone: c.phone,
      email: c.email,
      password_hash: c.passwordHash,
      referral_code: c.referralCode,
      referred_by: c.referredBy,
    })),
  );
  const rows = s.bookings.map((b) => {
    const theatre = s.theatres.find((t) => t._id === b.theatreId);
    const slot = theatre?.slots.find((x) => x._id === b.slotId);
    if (!theatre || !slot) throw new Error(`Seed booking ${b._id}: no slot ${b.slotId} in theatre ${b.theatreId}.`);
    const total = b.theatrePrice + b.occasionPrice + b.cakesPrice + b.addonsPrice;
    const advance = b.advancePayment;
    const paid = b.status === 'booking-confirmed';
    return {
      id: b._id,
      order_id: b.orderId,
      // no guest token has an id of this form, so none can read or change these
      owner: 'seed',
      customer_id: b.customerId,
      status: b.status,
      type: 'normal',
      theatre_id: theatre._id,
      theatre_name: theatre.name,
      slot_id: slot._id,
      slot_date: b.date,
      from_time: slot.fromTime,
      to_time: slot.toTime,
      user_name: b.userName,
      user_email: b.userEmail,
      user_phone: b.userPhone,
      no_of_persons: b.persons,
      occasion_id: b.occasionId,
      theatre_price: b.theatrePrice,
      occasion_price: b.occasionPrice,
      cakes_price: b.cakesPrice,
      addons_price: b.addonsPrice,
      sub_total: total,
      total_price: total,
      advance_payment: advance,
      remaining_amount: remainingAfterPaise(total, advance),
      // a confirmed demo booking paid its advance online
      amount_paid: paid ? advance : 0,
      payment_type: paid ? 'advance' : null,
      transaction_status: paid ? 'completed' : 'failed',
      cash_type: 'online',
      create_type: 'web',
      created_at: b.createdAt,
      updated_at: b.createdAt,
    };
  });
  await insertRows(tx, 'bookings', rows);
  await insertRows(
    tx,
    'booking_status_history',
    s.bookings.map((b) => ({ booking_id: b._id, status: b.status, at: b.createdAt })),
  );
}

/** The venue day's guests (venueDay.ts): confirmed, the advance paid, their slots sold, their messages sent. */
export async function writeVenueDay(tx: Queryable, s: PaiseSeed, now: Date): Promise<void> {
  const rows = venueDayRows(s, now);
  await insertRows(tx, 'bookings', rows.bookings);
  await insertRows(tx, 'booking_lines', rows.lines);
  await insertRows(tx, 'booking_status_history', rows.history);
  await insertRows(tx, 'slot_holds', rows.holds);
  await insertRows(tx, 'messages', venueDayMessages(s, rows.bookings));
}
