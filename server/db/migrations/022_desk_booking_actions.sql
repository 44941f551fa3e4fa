-- The staff desk's actions on a booking (server/desk/actions/): what happened at the venue, the
-- remainder paid there, and cancellations and moves with the refunds they send back online.

-- Cancelled by the staff: the slot is free again, and nothing more can be paid or changed on it
-- (a payment that arrives after all is refunded by settlement). Any refund is in desk_refunds.
alter table bookings drop constraint bookings_status_check;
alter table bookings add constraint bookings_status_check
  check (status in ('held', 'payment-pending', 'booking-confirmed', 'payment-failed', 'refunded', 'expired', 'cancelled'));

-- What happened at the venue, apart from what was paid (src/lib/desk/venueStatus.ts); null: not marked yet.
alter table bookings add column venue_status text check (venue_status in ('arrived', 'completed', 'no-show'));

-- Money taken at the venue (the remainder), by whom; bookings.amount_paid counts it beside the online payment.
create table venue_payments (
  id bigint generated always as identity primary key,
  booking_id text not null references bookings (id),
  amount integer not null check (amount > 0),
  method text not null check (method in ('cash', 'upi', 'card')),
  -- the UPI transaction or card slip number; '' for cash
  reference text not null default '',
  staff_id text references staff (id),
  staff_name text not null,
  at timestamptz not null
);
create index venue_payments_booking on venue_payments (booking_id, id);

-- Money the staff send back through the payment provider (a cancellation, a move to a cheaper slot).
-- `id` is the refund id the provider is asked with, every time: it refunds it once however often it
-- is asked (a retry, two processes). Pending ones are asked again by the reconciler, each time after
-- longer, and given up (failed, with the provider's words in `note`) for the staff to refund by hand.
create table desk_refunds (
  id text primary key,
  booking_id text not null references bookings (id),
  payment_id text not null references payments (id),
  amount integer not null check (amount > 0),
  -- why: 'cancel' or 'move', and the staff's reason when they changed what the policy proposed
  kind text not null check (kind in ('cancel', 'move')),
  reason text not null default '',
  status text not null check (status in ('pending', 'refunded', 'failed')),
  note text not null default '',
  attempts integer not null default 0 check (attempts >= 0),
  next_check_at timestamptz,
  staff_id text references staff (id),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index desk_refunds_booking on desk_refunds (booking_id);
create index desk_refunds_payment on desk_refunds (payment_id);
create index desk_refunds_due on desk_refunds (next_check_at) where status = 'pending';
