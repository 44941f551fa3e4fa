-- The reminders' round (server/messages/reminders.ts) reads the confirmed bookings of today and the
-- next day or two, of every theatre, every few seconds: by date alone, which bookings_theatre_day
-- (theatre first) cannot answer without reading every theatre's rows.
create index bookings_confirmed_day on bookings (slot_date) where status = 'booking-confirmed';
