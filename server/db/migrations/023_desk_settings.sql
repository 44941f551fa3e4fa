-- The business's settings the owner changes at the desk (server/repo/deskSettings.ts), one row a
-- setting, its value as JSON. The refund window: a cancellation this many hours or more before the
-- slot gets the advance back, as the seeded refund policy says (72 hours).
create table desk_settings (
  name text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by text references staff (id)
);
insert into desk_settings (name, value) values ('refund_window_hours', '72');
