-- The catalogue's prices a booking was made with (its CatalogueTerms as JSON, paise): the occasion's,
-- the combo plan's, each cake's per 500 g and each add-on's by product id, and the coupon's terms. A
-- booking changed after an editor published new prices keeps them for what it already had
-- (server/booking/priceDraft.ts). Kept apart from theatre_terms: a booking moved to another theatre
-- drops that theatre's prices but keeps these. Null for bookings made before: they are priced from
-- the catalogue as it is.
alter table bookings add column catalogue_terms jsonb;
