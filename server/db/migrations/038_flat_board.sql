-- Find's trigram indexes (037_scale_indexes.sql) take each new booking into the index itself, not
-- into GIN's pending list: a search reads that list whole, row by row, and it grows to 4 MB between
-- vacuums (after 100,000 bookings were added, 6,000 names in it made a search for a full name read
-- 9 ms instead of 2). A booking's insert costs a little more; bookings are few beside searches.
alter index bookings_user_name_trgm set (fastupdate = off);
alter index bookings_person_name_trgm set (fastupdate = off);
alter index bookings_user_phone_trgm set (fastupdate = off);
-- What is in the lists now moves into the indexes.
select gin_clean_pending_list('bookings_user_name_trgm'), gin_clean_pending_list('bookings_person_name_trgm'),
  gin_clean_pending_list('bookings_user_phone_trgm');
