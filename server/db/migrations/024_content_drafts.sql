-- The editors' desk: each editable record's version and its pending change (a draft, published by
-- Publish), and the history of every change with who, when, before and after (server/content/).
create table edit_records (
  kind text not null,
  record_id text not null,
  -- The record's version: a save must name it (If-Match), so a save over a newer change is refused.
  -- A record without a row here is at version 1, as seeded.
  version integer not null,
  -- The record as saved and not yet published: null when nothing is pending.
  draft jsonb,
  -- The pending change removes the record.
  draft_removed boolean not null default false,
  updated_by_id text,
  updated_by_name text not null,
  updated_at timestamptz not null,
  primary key (kind, record_id)
);

create table edit_revisions (
  id bigserial primary key,
  kind text not null,
  record_id text not null,
  -- The version this change made.
  version integer not null,
  -- save, remove, restore, rollback
  action text not null,
  before jsonb,
  after jsonb,
  staff_id text,
  staff_name text not null,
  at timestamptz not null
);
create index edit_revisions_record on edit_revisions (kind, record_id, id desc);
create index edit_revisions_at on edit_revisions (id desc);
