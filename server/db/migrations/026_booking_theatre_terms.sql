-- The theatre's prices a booking was made with (its TheatreTerms as JSON, paise): a held booking
-- changed after an editor published new prices keeps them (server/booking/priceDraft.ts). Null for
-- bookings made before: they are priced from the catalogue as it is.
alter table bookings add column theatre_terms jsonb;
