-- Slots closed by staff (maintenance, a private event): one row per theatre, slot and day. The site
-- shows a blocked slot as booked and no booking can hold it. A block and a hold of the same slot are
-- made under the same advisory lock (server/repo/slotLocks.ts), so one of them always sees the other;
-- the unique key keeps one block per slot and day.
create table slot_blocks (
  id bigint generated always as identity primary key,
  theatre_id text not null references theatres (id),
  slot_id text not null references slots (id),
  slot_date date not null,
  -- why, for staff (the site says only 'booked')
  reason text not null,
  blocked_by text not null references staff (id),
  blocked_at timestamptz not null,
  unique (theatre_id, slot_id, slot_date)
);
create index slot_blocks_date on slot_blocks (slot_date, theatre_id);
