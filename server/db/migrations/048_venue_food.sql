-- Food from the menu sold at the venue: a dish's price at the counter (null: the counter does not
-- sell it; the site's menu shows no prices), and a booking line of kind 'food' with how many.
alter table food_products add column price integer check (price is null or price >= 0);
alter table booking_lines drop constraint booking_lines_kind_check;
alter table booking_lines add constraint booking_lines_kind_check check (kind in ('cake', 'other', 'food'));
alter table booking_lines add column quantity integer not null default 1 check (quantity between 1 and 99);
