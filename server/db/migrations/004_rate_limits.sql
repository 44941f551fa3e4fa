-- Requests counted per client for the rate limits (server/repo/rateLimits.ts). Kept in the
-- database so that a restart does not reset the counts and every server process on one PostgreSQL
-- shares them. One row per limit and client; `hits` is the sliding window's log: the times (ms
-- since the epoch) of the allowed requests still inside the window, oldest first, never more than
-- the limit.
create table rate_limits (
  bucket text not null,
  client text not null,
  hits bigint[] not null,
  -- the verdict on the latest request, which the statement that counts it returns
  last_allowed boolean not null,
  -- from this time (ms) on every hit has left the window: the row can be deleted
  stale_after bigint not null,
  primary key (bucket, client)
);
create index rate_limits_stale on rate_limits (stale_after);
