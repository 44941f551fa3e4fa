-- One enquiry is one row of the desk's Leads: the enquiry form posts a lead as soon as its phone
-- number is complete, then the enquiry itself, so the same person came in twice in one minute. A
-- lead of that phone from just before its enquiry (or crossing it) is folded into the enquiry: it
-- names the enquiry here and is listed no more, and the enquiry shows the theatre, day and slot it had.
alter table leads add column enquiry_id bigint references enquiries (id);
create index leads_of_enquiry on leads (enquiry_id) where enquiry_id is not null;
-- The list, newest first, reads the leads not folded (as leads_created, 021, read them all).
create index leads_unfolded on leads (created_at desc, id desc) where enquiry_id is null;

-- Finding the other row of a phone (the fold above; closing them when that phone books) reads them by phone.
create index enquiries_phone on enquiries (mobile_number, created_at);
create index leads_phone on leads (phone, created_at);

-- A lead closes itself when its phone books and pays: that note is the site's, not a staff member's.
alter table lead_notes alter column staff_id drop not null;
