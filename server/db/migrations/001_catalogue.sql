-- The business's catalogue and content. Amounts are integer paise; `sort` keeps the editors' order.

create table locations (
  key text primary key,
  -- null for a branch announced before it opens (the site shows Coming Soon)
  public_id text unique,
  name text not null,
  city text not null,
  landmark text not null default '',
  address_line1 text not null default '',
  address_line2 text not null default '',
  image text not null default '',
  map text not null default '',
  map_url text not null default '',
  parking boolean not null default false,
  sort integer not null default 0
);

create table theatres (
  id text primary key,
  location_key text not null references locations (key),
  name text not null,
  description text not null default '',
  images text[] not null default '{}',
  video text not null default '',
  link text not null default '',
  features text[] not null default '{}',
  batch_type text not null default '',
  offer_price integer not null check (offer_price >= 0),
  ninety_price integer not null check (ninety_price >= 0),
  ninety_extra_person_price integer not null check (ninety_extra_person_price >= 0),
  extra_person_price integer not null check (extra_person_price >= 0),
  extra_person_allowed boolean not null,
  max_people integer not null check (max_people > 0),
  max_seating integer not null check (max_seating >= max_people),
  active boolean not null default true,
  sort integer not null default 0
);

create table slots (
  id text primary key,
  theatre_id text not null references theatres (id),
  from_time text not null check (from_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  to_time text not null check (to_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$'),
  is_active boolean not null default true,
  sort integer not null default 0
);
create index slots_theatre on slots (theatre_id, sort);

create table occasions (
  id text primary key,
  name text not null,
  price integer not null check (price >= 0),
  image text not null default '',
  sort integer not null default 0
);

create table plans (
  id text primary key,
  occasion_id text not null references occasions (id),
  theatre_id text not null references theatres (id),
  name text not null,
  no_of_persons integer not null check (no_of_persons > 0),
  price integer not null check (price >= 0),
  offer_price integer not null check (offer_price >= 0),
  ninety_price integer not null check (ninety_price >= 0),
  extra_person_price integer not null check (extra_person_price >= 0),
  theatre_price_included boolean not null,
  benefits text[] not null default '{}',
  not_included text[] not null default '{}',
  sort integer not null default 0
);
create index plans_occasion_theatre on plans (occasion_id, theatre_id, sort);

create table plan_products (
  id text not null,
  plan_id text not null references plans (id),
  category_name text not null,
  name text not null,
  image text not null default '',
  cake_type text check (cake_type in ('egg', 'eggless')),
  sort integer not null default 0,
  primary key (plan_id, id)
);

create table cakes (
  id text primary key,
  name text not null,
  image text not null default '',
  -- per 500 gm
  price integer not null check (price >= 0),
  cake_type text not null check (cake_type in ('egg', 'eggless')),
  is_premium boolean not null default false,
  sort integer not null default 0
);

create table addon_categories (
  id text primary key,
  name text not null,
  sort integer not null default 0
);

create table addon_products (
  id text primary key,
  category_id text not null references addon_categories (id),
  name text not null,
  image text not null default '',
  price integer not null check (price >= 0),
  sort integer not null default 0
);

create table food_categories (
  id text primary key,
  name text not null,
  sort integer not null default 0
);

create table food_products (
  id text primary key,
  category_id text not null references food_categories (id),
  name text not null,
  image text not null default '',
  food_type text not null check (food_type in ('Veg', 'Non-veg')),
  sort integer not null default 0
);

create table coupons (
  id text primary key,
  -- what customers type, stored upper case
  code text not null unique check (code = upper(code)),
  kind text not null check (kind in ('Percentage', 'Fixed')),
  -- percent for Percentage, paise for Fixed
  value integer not null check (value >= 0),
  plan_type text check (plan_type in ('normal', 'combo')),
  min_amount integer not null default 0,
  max_discount integer,
  active boolean not null default true,
  check (kind <> 'Percentage' or value <= 100)
);

-- Single documents the site shows whole: contact, popups, policies, about, charges, offer...
create table content (
  key text primary key,
  value jsonb not null
);

create table faqs (id text primary key, question text not null, answer text not null, sort integer not null default 0);
create table about_features (id text primary key, title text not null, description text not null, image text not null default '', sort integer not null default 0);
create table testimonials (
  id text primary key, name text not null, location text not null default '', rating integer not null check (rating between 1 and 5),
  description text not null, occasion text not null default '', avatar text not null default '', image text not null default '',
  sort integer not null default 0
);
create table home_sliders (id text primary key, image text not null, title text not null default '', subtitle text not null default '', sort integer not null default 0);
create table highlights (id text primary key, image text not null, title text not null default '', features text[] not null default '{}', sort integer not null default 0);
create table gallery (id text primary key, image text not null, alt text not null default '', sort integer not null default 0);
