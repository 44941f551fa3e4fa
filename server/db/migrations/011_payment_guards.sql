-- A payment confirms only the booking it was asked for: it keeps the booking's total (paise) at the
-- time it was asked, and settlement refunds it when the booking's total or the amount for its payment
-- type no longer match. Payments opened before this keep what can be known: a full payment's amount
-- is the total it was asked against; for an advance, the booking's total as it is now.
alter table payments add column booking_total integer;
update payments p set booking_total = case when p.payment_type = 'fullpayment' then p.amount else b.total_price end
  from bookings b where b.id = p.booking_id;
alter table payments alter column booking_total set not null;

-- A refund the provider refuses for good, or does not take after a bounded number of tries, is given
-- up: refund-failed, with the provider's reason in `note`, for the staff to return the money by hand.
-- The reconciler no longer asks again.
alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check
  check (status in ('pending', 'paid', 'failed', 'refund-pending', 'refunded', 'refund-failed'));
alter table payments add column refund_attempts integer not null default 0 check (refund_attempts >= 0);
