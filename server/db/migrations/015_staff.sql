-- The staff desk's accounts and their sessions (server/desk/). An account is never deleted, only
-- disabled, so that the audit log (016) always names who did what.

create table staff (
  id text primary key,
  name text not null,
  -- a 10-digit mobile number or a lower-case e-mail address, in the one form src/lib/desk/login.ts makes
  login text not null unique,
  -- self-describing hash (server/auth/password.ts): scrypt$ln=..,r=..,p=..$salt$hash
  password_hash text not null,
  -- src/lib/desk/permissions.ts says what each may do
  role text not null check (role in ('owner', 'manager', 'front-desk', 'editor')),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A signed-in desk: the cookie holds a random secret, this table only its SHA-256, so a copy of the
-- table (a backup) signs nobody in. A session ends after 30 minutes without a call and 12 hours
-- after sign-in at the latest (server/desk/sessionRules.ts), or when ended_at is set: sign-out,
-- the account disabled, its password reset or changed.
create table staff_sessions (
  id text primary key,
  staff_id text not null references staff (id),
  token_hash text not null unique,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  ended_at timestamptz,
  ended_reason text,
  client_address text not null default ''
);
create index staff_sessions_live on staff_sessions (staff_id) where ended_at is null;
create index staff_sessions_created on staff_sessions (created_at);
