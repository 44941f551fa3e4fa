-- An editor's change of a slot or a theatre counts the bookings on that theatre from today on
-- (server/repo/bookingsAhead.ts), at every save and again inside Publish.
create index bookings_theatre_day on bookings (theatre_id, slot_date);
