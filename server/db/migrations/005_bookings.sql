-- Bookings made through the wizard. Amounts are integer paise, as last quoted by the server from
-- the catalogue (the figures the customer saw); the rules that make them are src/lib/booking/quote.ts.

-- Secrets the server makes for itself when none is configured (the guest-token key), so that every
-- process on one database signs alike and tokens survive a restart.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create table bookings (
  id text primary key,
  -- what the customer and the business quote: shown on the success page and the invoice
  order_id text not null unique,
  -- id of the guest token that created it: no other token may read or change it
  owner text not null,
  status text not null check (status in ('held', 'payment-pending', 'booking-confirmed', 'payment-failed', 'expired')),
  type text not null check (type in ('normal', 'combo')),
  theatre_id text not null references theatres (id),
  theatre_name text not null,
  slot_id text not null references slots (id),
  slot_date date not null,
  from_time text not null,
  to_time text not null,
  user_name text not null,
  user_email text not null,
  user_phone text not null,
  no_of_persons integer not null check (no_of_persons > 0),
  decoration text not null default 'Yes',
  occasion_id text references occasions (id),
  person_name text not null default '',
  plan_id text references plans (id),
  -- combo: the plan's cake (plan_products id) and the flavour chosen for it
  plan_product_id text,
  flavour text not null default '',
  coupon_id text references coupons (id),
  theatre_price integer not null default 0 check (theatre_price >= 0),
  extra_persons integer not null default 0 check (extra_persons >= 0),
  extra_person_price integer not null default 0 check (extra_person_price >= 0),
  occasion_price integer not null default 0 check (occasion_price >= 0),
  cakes_price integer not null default 0 check (cakes_price >= 0),
  addons_price integer not null default 0 check (addons_price >= 0),
  plan_offer_price integer not null default 0 check (plan_offer_price >= 0),
  sub_total integer not null default 0 check (sub_total >= 0),
  coupon_amount integer not null default 0 check (coupon_amount >= 0),
  total_price integer not null default 0 check (total_price >= 0),
  advance_payment integer not null default 0 check (advance_payment >= 0),
  remaining_amount integer not null default 0 check (remaining_amount >= 0),
  transaction_id text not null default '',
  transaction_status text not null default '',
  cash_type text not null default '',
  create_type text not null default '',
  invoice text not null default '',
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index bookings_owner on bookings (owner);

-- The cart: cakes (with their weight) and add-ons, in the order the customer chose them.
create table booking_lines (
  booking_id text not null references bookings (id) on delete cascade,
  line_no integer not null,
  kind text not null check (kind in ('cake', 'other')),
  product_id text not null,
  name text not null,
  cake_type text check (cake_type in ('egg', 'eggless')),
  -- cakes: '500' gm, '1', '2', '3' kg
  weight text check (weight in ('500', '1', '2', '3')),
  -- this line's price (a cake at its weight)
  price integer not null check (price >= 0),
  primary key (booking_id, line_no),
  check ((kind = 'cake') = (weight is not null and cake_type is not null))
);

-- Every status a booking has been in, and when.
create table booking_status_history (
  id bigint generated always as identity primary key,
  booking_id text not null references bookings (id) on delete cascade,
  status text not null,
  note text not null default '',
  at timestamptz not null
);
create index booking_status_history_booking on booking_status_history (booking_id, id);

-- Which booking holds a slot.
alter table slot_holds add column booking_id text references bookings (id);
create index slot_holds_booking on slot_holds (booking_id);
