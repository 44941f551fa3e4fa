-- What keeps the desk, the profile and the reconciler as quick at 100,000 bookings as at 100
-- (docs/performance.md, '100,000 bookings').

-- Find looks for text anywhere in a name or a phone number (ilike '%...%', like '%...%'): trigram
-- indexes answer that without reading every booking. PGlite loads the extension itself
-- (server/db/pglite.ts); PostgreSQL has it in its contrib package, trusted for a database's owner.
create extension if not exists pg_trgm;
create index bookings_user_name_trgm on bookings using gin (user_name gin_trgm_ops);
create index bookings_person_name_trgm on bookings using gin (person_name gin_trgm_ops);
create index bookings_user_phone_trgm on bookings using gin (user_phone gin_trgm_ops);

-- Find's order (the latest slots first, or forward from a day) and a day's list or its export.
create index bookings_slot_order on bookings (slot_date, from_time);

-- The reconciler asks every second for confirmed bookings still without an invoice: almost always
-- none, which this index answers without reading the bookings.
create index bookings_without_invoice on bookings (id) where status = 'booking-confirmed' and invoice = '' and payment_type is not null;
