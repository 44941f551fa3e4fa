-- Customers who sign in at /profile, and the link from their bookings to them.

create table customers (
  id text primary key,
  name text not null,
  -- the sign-in name: 10 digits starting with 6 to 9, as every booking form takes it
  phone text not null unique,
  email text not null default '',
  -- self-describing hash (server/auth/password.ts): scrypt$ln=..,r=..,p=..$salt$hash
  password_hash text not null,
  -- what the customer's referral link carries
  referral_code text not null unique,
  -- the customer whose referral brought this one, if any
  referred_by text references customers (id),
  created_at timestamptz not null default now(),
  check (referred_by is null or referred_by <> id)
);
create index customers_referred_by on customers (referred_by);

-- A booking made while signed in names its customer; one made as a guest stays null and belongs to
-- the account whose phone it carries (the profile's query matches those by phone).
alter table bookings add column customer_id text references customers (id);
create index bookings_customer on bookings (customer_id);
create index bookings_user_phone on bookings (user_phone);
