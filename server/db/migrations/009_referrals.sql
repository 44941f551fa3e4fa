-- A booking made through a customer's referral link names that customer. Who referred a friend is
-- read from here as well as from customers.referred_by, so a friend who booked as a guest and made an
-- account later (or never) is still counted.
alter table bookings add column referred_by text references customers (id);
create index bookings_referred_by on bookings (referred_by) where referred_by is not null;
