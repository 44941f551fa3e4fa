-- Payments with the providers, the webhooks they sent, and the invoices of paid bookings.

alter table bookings drop constraint bookings_status_check;
alter table bookings add constraint bookings_status_check
  check (status in ('held', 'payment-pending', 'booking-confirmed', 'payment-failed', 'refunded', 'expired'));
-- what the provider confirmed as paid, and for what (advance, fullpayment, partialpayment)
alter table bookings add column amount_paid integer not null default 0 check (amount_paid >= 0);
alter table bookings add column payment_type text check (payment_type in ('advance', 'fullpayment', 'partialpayment'));
-- a sentence for the customer about the outcome (a refund and why)
alter table bookings add column status_note text not null default '';

-- One attempt to pay for a booking. `id` is our merchant order id (PhonePe merchantOrderId,
-- Razorpay receipt). A booking may have several (a retry after a decline); at most one ends paid
-- and kept: a second payment that succeeds is refunded.
create table payments (
  id text primary key,
  booking_id text not null references bookings (id),
  provider text not null check (provider in ('phonepe', 'razorpay')),
  payment_type text not null check (payment_type in ('advance', 'fullpayment', 'partialpayment')),
  -- paise asked; only exactly this confirms
  amount integer not null check (amount > 0),
  -- the provider's order id, once it answered the create call
  provider_order_id text,
  redirect_url text not null default '',
  -- pending: started; paid: confirmed and kept; failed: declined or expired; refund-pending: paid but
  -- not kept, the refund is asked (and asked again by the reconciler until the provider takes it); refunded
  status text not null check (status in ('pending', 'paid', 'failed', 'refund-pending', 'refunded')),
  provider_payment_id text not null default '',
  paid_amount integer not null default 0,
  note text not null default '',
  expires_at timestamptz not null,
  -- the reconciler's next status check with the provider, and how many it has made
  next_check_at timestamptz,
  checks integer not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index payments_booking on payments (booking_id);
create unique index payments_provider_order on payments (provider, provider_order_id);
create index payments_due on payments (next_check_at) where status in ('pending', 'refund-pending');

-- Every verified webhook, once: a duplicate (same provider and event id) changes nothing.
create table payment_events (
  provider text not null,
  event_id text not null,
  payment_id text references payments (id),
  type text not null,
  state text not null,
  body text not null,
  received_at timestamptz not null,
  primary key (provider, event_id)
);

-- Webhooks refused (bad Authorization or signature, unreadable), kept for whoever looks into fraud.
create table payment_rejections (
  id bigint generated always as identity primary key,
  provider text not null,
  reason text not null,
  client text not null,
  body_sample text not null,
  received_at timestamptz not null
);

-- The invoice PDF of a paid booking, made once on confirmation; `token` is the unguessable part of its URL.
create table invoices (
  booking_id text primary key references bookings (id),
  token text not null unique,
  pdf bytea not null,
  created_at timestamptz not null
);
