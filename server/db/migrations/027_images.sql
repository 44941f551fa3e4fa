-- Images uploaded at the editors' desk (server/desk/imageRoutes.ts): each one re-encoded, without
-- its metadata, and stored once under the media folder at `path` (/media/uploads/<id>.<ext>). The
-- original as sent is never kept. The uploader's name is kept as it was, as in the audit log.
create table images (
  id text primary key,
  path text not null unique,
  alt text not null check (length(alt) between 1 and 200),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  -- the stored file's size
  bytes integer not null check (bytes > 0),
  format text not null check (format in ('jpeg', 'webp')),
  uploaded_by_id text references staff (id),
  uploaded_by_name text not null,
  uploaded_at timestamptz not null
);
create index images_newest on images (uploaded_at desc, id desc);
