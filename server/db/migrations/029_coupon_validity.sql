-- When a coupon can be used and how often, as editors set them at the staff desk: the first and
-- the last day it can be used (India's calendar, both days included) and the most bookings that may
-- use it. Null is no limit. They limit a coupon's new uses only: a booking that already has the
-- coupon keeps it when it is changed (server/booking/resolveCoupon.ts, src/lib/booking/couponUsable.ts).
alter table coupons
  add column valid_from date,
  add column valid_to date,
  add column max_uses integer check (max_uses is null or max_uses > 0),
  add constraint coupons_valid_dates check (valid_from is null or valid_to is null or valid_from <= valid_to);

-- Counting a coupon's uses reads the bookings that have it.
create index bookings_coupon on bookings (coupon_id) where coupon_id is not null;
