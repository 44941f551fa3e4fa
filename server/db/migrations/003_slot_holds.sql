-- Which theatre slots are taken on which date. A row is a hold while its booking awaits payment,
-- and stays once paid. The partial unique index is what sells a slot once: two bookings racing for
-- the same theatre, date and slot cannot both insert a live row, whatever process they run in.
create table slot_holds (
  id text primary key,
  theatre_id text not null references theatres (id),
  slot_id text not null references slots (id),
  slot_date date not null,
  status text not null check (status in ('held', 'confirmed', 'released')),
  -- a held row stops counting at this time; confirmed rows never expire
  expires_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index slot_holds_live on slot_holds (theatre_id, slot_id, slot_date) where status in ('held', 'confirmed');
create index slot_holds_date on slot_holds (slot_date, theatre_id);
