-- The customer's and the staff's messages (WhatsApp and e-mail): an outbox written in the same
-- transaction as the change it tells of, delivered by a worker in every server process
-- (server/messages/). A row is claimed with a lease (lease_until) so that several processes send
-- it once; `attempts` counts the times it was handed to the provider.
create table messages (
  id bigint generated always as identity primary key,
  kind text not null,
  channel text not null check (channel in ('whatsapp', 'email')),
  -- '+91' and ten digits for WhatsApp, an address for e-mail.
  recipient text not null,
  booking_id text references bookings (id),
  enquiry_id bigint references enquiries (id),
  -- One message for one reason: a reminder, say, is queued once by whichever process sees it due.
  dedupe_key text unique,
  -- What is sent, rendered when the change happened (server/messages/ reads it as MessageContent).
  content jsonb not null,
  status text not null default 'queued'
    check (status in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  lease_owner text,
  lease_until timestamptz,
  -- The provider's id (a WhatsApp wamid, an e-mail's Message-ID): the status webhooks name it.
  provider_id text,
  -- Why it failed or was skipped, in words a person reads at the desk.
  error text not null default '',
  -- Handed to the provider a second time after a process stopped between its acceptance and our record.
  maybe_twice boolean not null default false,
  resend_of bigint references messages (id),
  created_by text references staff (id),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  give_up_at timestamptz not null,
  sent_at timestamptz,
  delivered_at timestamptz,
  read_at timestamptz,
  failed_at timestamptz
);
-- The worker's claim: due rows and expired leases only.
create index messages_due on messages (next_attempt_at) where status in ('queued', 'sending');
create index messages_booking on messages (booking_id, id) where booking_id is not null;
create index messages_provider on messages (provider_id) where provider_id is not null;

-- Who asked for no more reminders (STOP on WhatsApp, the link in an e-mail): by channel and address.
create table message_opt_outs (
  channel text not null check (channel in ('whatsapp', 'email')),
  address text not null,
  source text not null,
  at timestamptz not null,
  primary key (channel, address)
);

-- The explicit tick 'Send me booking updates on WhatsApp' on the booking forms.
alter table bookings add column whatsapp_updates boolean not null default false;

-- The sandbox's side of both channels (MESSAGES=sandbox): every message it received, as the
-- customer would see it, and the status it last reported.
create table sandbox_messages (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('whatsapp', 'email')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  html text not null default '',
  attachments jsonb not null default '[]',
  provider_id text not null unique,
  callback_data text not null default '',
  status text not null default 'accepted',
  received_at timestamptz not null
);
