-- The site's releases (server/site/releases.ts): every Preview, Publish and Rollback, its build's
-- progress and outcome, and for one that went live the content it made live and the folder of its
-- pages, kept to roll back to. Any server process may build a queued release; the lease below
-- makes them take turns.
create table site_releases (
  id text primary key,
  kind text not null check (kind in ('preview', 'publish', 'rollback')),
  -- ready: a finished preview. replaced: live (or the preview shown) once, since replaced by a newer
  -- one; or a queued request built by another's build, which included its drafts (merged_into).
  status text not null check (status in ('queued', 'building', 'live', 'ready', 'failed', 'replaced')),
  -- null for the ADMIN_TOKEN trigger ('Admin token')
  requested_by_id text references staff (id),
  requested_by_name text not null,
  requested_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz,
  -- what the build is doing, and the pages it has rendered of those the site had last time
  stage text not null default '',
  pages_done integer not null default 0,
  pages_total integer,
  -- a failed build's reason (the end of its error output)
  error text,
  -- the drafts as they were when the build started
  snapshot jsonb,
  -- the live content once it went live (a Rollback makes it live again)
  content jsonb,
  -- the folder of its pages
  dir text,
  merged_into text references site_releases (id),
  -- a rollback: the release whose pages and content it made live again
  restores text references site_releases (id)
);
-- One live release and one build at a time, whatever a process does wrong: the database refuses a second.
create unique index site_releases_one_live on site_releases ((true)) where status = 'live';
create unique index site_releases_one_building on site_releases ((true)) where status = 'building';
create index site_releases_queued on site_releases (requested_at, id) where status = 'queued';
create index site_releases_finished on site_releases (kind, finished_at desc);

-- Who builds the site now: one row. A process takes it with one update where it is free or its
-- holder's time ran out, renews it while it builds, and frees it after; a process that dies holding
-- it loses it when expires_at passes (the database's clock, the same for every process).
create table site_build_lease (
  only_row boolean primary key default true check (only_row),
  holder text,
  expires_at timestamptz
);
insert into site_build_lease (only_row) values (true);
