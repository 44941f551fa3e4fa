-- A manager's discount on a booking taken by phone: the amount given (paise; 0 for none) and why.
-- Kept with the booking's choices, so that pricing it again (a move, a line added at the venue)
-- takes it off again after the coupon; what it took off is the sub total less the coupon less the total.
alter table bookings add column discount integer not null default 0 check (discount >= 0);
alter table bookings add column discount_reason text not null default '';
