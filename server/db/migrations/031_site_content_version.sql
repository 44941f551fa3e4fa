-- Which live content each build's pages were made from (server/site/buildRelease.ts). The live
-- content has a version, raised in the transaction of every Publish and Rollback that makes content
-- live. A build records the version it read when it started, under the build lease; its pages go
-- live only while that version is still the live one, so a build of older content (a server's
-- start-up build begun before a Publish went live) is never swapped over newer content.
create table site_content_version (
  only_row boolean primary key default true check (only_row),
  version bigint not null default 0
);
insert into site_content_version (only_row) values (true);

alter table site_releases
  -- the live content's version when its build started: what it read, and what a Publish laid its drafts over
  add column built_on bigint,
  -- once live, the version its pages show: a Publish's or a Rollback's new one, the server's own build's the one it read
  add column content_version bigint;
