-- Profile sessions a customer signed out of before they expired. A session token names its session
-- (server/auth/customerToken.ts), and a token whose session is listed here is refused, so Logout ends
-- it on the server too. A row is needed only until its token would have expired anyway; sign-outs
-- delete the rows past that.

create table ended_sessions (
  session_id text primary key,
  customer_id text not null references customers (id) on delete cascade,
  expires_at timestamptz not null
);
create index ended_sessions_expires on ended_sessions (expires_at);
