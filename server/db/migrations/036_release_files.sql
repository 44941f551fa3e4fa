-- The files of each published release, kept in the database so that every server on it can serve
-- the live release from its own folder (server/site/siteSync.ts), with no shared disk. Stored by
-- content: a file's bytes once under their sha256, whatever releases and paths name them, so a
-- Publish stores only the files it changed.
create table site_file_blobs (
  hash text primary key check (hash ~ '^[0-9a-f]{64}$'),
  size integer not null check (size >= 0),
  bytes bytea not null
);

-- Which file each path of a release is. Written in the transaction that makes the release live, so
-- a live release always has every file; removed when the release can no longer be rolled back to.
create table site_release_files (
  release_id text not null references site_releases (id) on delete cascade,
  path text not null,
  hash text not null references site_file_blobs (hash),
  size integer not null check (size >= 0),
  primary key (release_id, path)
);
-- Finding the blobs no release names any more, when releases are pruned.
create index site_release_files_hash on site_release_files (hash);

alter table site_releases
  -- the files it made (site_release_files): set in the same transaction, so a count means they are all there
  add column files_count integer,
  -- the site's source (src/, public/, the build's settings) it was built from: a starting server fetches
  -- the live release instead of building only when it would build the same pages
  add column source_version text;
