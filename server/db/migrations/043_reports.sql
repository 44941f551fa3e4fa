-- The owner's Reports (server/repo/reports*.ts).
--
-- Cancel and refund asks why, always (src/lib/desk/cancelCauses.ts): the cause and the staff's words
-- are kept on the booking with when it was cancelled, so the Reports count cancellations by cause
-- without reading every booking's history. The customer's own cancellation is 'customer-online'.
-- A booking cancelled before this has no cause; its instant is taken from its history.
alter table bookings add column cancel_cause text;
alter table bookings add column cancel_note text not null default '';
alter table bookings add column cancelled_at timestamptz;
update bookings b set cancelled_at = (
  select max(h.at) from booking_status_history h where h.booking_id = b.id and h.status = 'cancelled'
) where b.status = 'cancelled';
create index bookings_cancelled_at on bookings (cancelled_at) where cancelled_at is not null;
