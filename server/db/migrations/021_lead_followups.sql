-- What staff did about each enquiry and lead: its status (new until someone marks it), and every
-- mark with its note, kept as made (two staff marking one lead at once both keep their note; the
-- status is the last mark's).
alter table enquiries add column status text not null default 'new' check (status in ('new', 'contacted', 'closed'));
alter table leads add column status text not null default 'new' check (status in ('new', 'contacted', 'closed'));

create table lead_notes (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('enquiry', 'lead')),
  -- enquiries.id or leads.id, by kind
  lead_id bigint not null,
  status text not null check (status in ('new', 'contacted', 'closed')),
  note text not null default '',
  staff_id text not null references staff (id),
  -- the name at the time, as the audit log keeps it
  staff_name text not null,
  at timestamptz not null
);
create index lead_notes_of on lead_notes (kind, lead_id, id);

-- The desk's list, newest first (whether a lead's phone went on to book uses bookings_user_phone, 006).
create index enquiries_created on enquiries (created_at desc, id desc);
create index leads_created on leads (created_at desc, id desc);
