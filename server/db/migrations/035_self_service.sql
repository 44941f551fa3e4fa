-- Customers change their own booking from /my-booking (server/manage/).
--
-- The link in every message about a booking carries its manage token: 32 random bytes, made the
-- first time a link is needed and kept, so the link in an old message keeps working. It opens that
-- booking alone; the unique index finds it in one step however many bookings there are.
alter table bookings add column manage_token text;
create unique index bookings_manage_token on bookings (manage_token) where manage_token is not null;

-- A payment is for confirming the booking (the wizard, checkout, a payment link), or asked by its
-- customer once confirmed: 'balance' pays what was left to pay, 'move' pays what a reschedule costs
-- more. A move's target (the slot held for it while paying, and the booking as it was when asked)
-- is kept with the payment, so that whoever settles it makes the move it paid for, or none.
alter table payments add column purpose text not null default 'booking' check (purpose in ('booking', 'balance', 'move'));
alter table payments add column move_to jsonb;

-- Refunds made by the customer's own cancel or move have no staff member.
alter table desk_refunds add column by_customer boolean not null default false;
