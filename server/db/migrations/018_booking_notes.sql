-- Staff notes on a booking (the desk's booking page): who wrote what, and when. Notes are only ever
-- added; each is its own row, so two staff writing at the same moment both keep theirs. The writer's
-- name is kept as it was, as in the audit log.
create table booking_notes (
  id bigint generated always as identity primary key,
  booking_id text not null references bookings (id),
  staff_id text not null references staff (id),
  staff_name text not null,
  text text not null check (length(text) between 1 and 1000),
  at timestamptz not null
);
create index booking_notes_booking on booking_notes (booking_id, at desc, id desc);
