-- A payment the customer cancels to change the booking (a closed card window, a pay page left
-- behind): no longer open, so the booking can change; still asked about until it lapses, since the
-- provider's page may yet be paid. Paid after all: settlement keeps it only if the booking still
-- costs what it asked, and refunds it otherwise.
alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check
  check (status in ('pending', 'cancelled', 'paid', 'failed', 'refund-pending', 'refunded', 'refund-failed'));
drop index payments_due;
create index payments_due on payments (next_check_at) where status in ('pending', 'cancelled', 'refund-pending');
