-- Every staff action and every desk sign-in, successful or not (server/desk/audit.ts writes it, in
-- the same transaction as the action). Rows are only ever added: the trigger refuses a change or a
-- deletion, so the log still tells what happened after whatever it names has changed. The actor's
-- name is kept as it was, and the target is text ('staff:<id>', 'login:<login>'), not a reference.

create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  -- null for a sign-in with an unknown login and for the command line (scripts/desk.ts)
  staff_id text references staff (id),
  staff_name text not null,
  action text not null,
  target text not null default '',
  before jsonb,
  after jsonb,
  client_address text not null default '',
  user_agent text not null default ''
);
create index audit_log_at on audit_log (at desc, id desc);
create index audit_log_staff on audit_log (staff_id, at desc);
create index audit_log_action on audit_log (action, at desc);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % refused', tg_op;
end
$$;
create trigger audit_log_append_only before update or delete or truncate on audit_log
  for each statement execute function audit_log_append_only();
