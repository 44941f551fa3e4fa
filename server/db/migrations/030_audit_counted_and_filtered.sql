-- The audit log's counted entries and its filters (server/desk/audit.ts, server/repo/auditLog.ts).
--
-- Counted entries: a call refused with 401 or 403 or from a foreign Origin, and a booking's page
-- opened, are one row per action, client, account, target and hour (window_start), whose count
-- goes up, so that a flood of refused calls is one line of the log and not a million. The count
-- is raised by one upsert (its unique index below), so racing requests each add one.
alter table audit_log
  add column count integer not null default 1 check (count >= 1),
  -- the last time a counted entry was counted (its `at` is the first)
  add column last_at timestamptz,
  -- the hour a counted entry counts; null for every other entry
  add column window_start timestamptz;

create unique index audit_log_counted on audit_log (action, client_address, staff_id, target, window_start) nulls not distinct
  where window_start is not null;

-- The family an action is filtered by on the desk (src/lib/desk/auditActions.ts names them): the
-- action itself, or its group where the owner looks for the group (every content edit, every
-- refused call or sign-in). Stored, so that each filter is one index range in time order.
alter table audit_log
  add column family text generated always as (
    case
      when action like 'content.%' then 'content'
      when action like 'refused.%' then 'refused'
      when action like 'sign-in.%' then 'sign-in.refused'
      when action like 'password.%' then 'password'
      when action like 'staff.%' then 'staff'
      when action like 'slot.%' then 'slot'
      when action like 'site.%' then 'site'
      when action like 'settings.%' then 'settings'
      when action like 'booking.mark-%' then 'booking.mark'
      else action
    end
  ) stored;

-- Newest first by person, by action, by both, each within days: a page is a range of one index,
-- however long the log grows. (at desc, id desc) for no filter is audit_log_at, from 016.
drop index audit_log_staff;
drop index audit_log_action;
create index audit_log_staff_at on audit_log (staff_id, at desc, id desc);
create index audit_log_family_at on audit_log (family, at desc, id desc);
create index audit_log_staff_family_at on audit_log (staff_id, family, at desc, id desc);

-- Still append-only, but for the count of a counted entry going up: nothing else of any row may
-- change, and nothing may be deleted.
create function audit_log_count_only() returns trigger language plpgsql as $$
begin
  if old.window_start is not null
    and new.count > old.count
    and new.last_at >= old.last_at
    and (new.id, new.at, new.staff_id, new.staff_name, new.action, new.target, new.before, new.after,
         new.client_address, new.user_agent, new.window_start)
      is not distinct from
        (old.id, old.at, old.staff_id, old.staff_name, old.action, old.target, old.before, old.after,
         old.client_address, old.user_agent, old.window_start)
  then
    return new;
  end if;
  raise exception 'audit_log is append-only: UPDATE refused';
end
$$;
drop trigger audit_log_append_only on audit_log;
create trigger audit_log_append_only before delete or truncate on audit_log
  for each statement execute function audit_log_append_only();
create trigger audit_log_count_only before update on audit_log
  for each row execute function audit_log_count_only();
