-- What visitors send us. Kept forever: a 200 means it is stored.
create table enquiries (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  mobile_number text not null,
  event_name text not null,
  description text not null,
  client_ip text not null default '',
  created_at timestamptz not null default now()
);

create table leads (
  id bigint generated always as identity primary key,
  theatre_id text not null default '',
  date text not null default '',
  time text not null default '',
  name text not null default '',
  email text not null default '',
  phone text not null,
  client_ip text not null default '',
  created_at timestamptz not null default now()
);
