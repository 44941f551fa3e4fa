-- The local payment sandbox: the provider side of PhonePe and Razorpay, kept in the database so a
-- restart of the server loses no order, token or payment. Nothing else reads these tables.

-- O-Bearer tokens the sandbox issued; a call is accepted only with one that has not expired.
create table sandbox_phonepe_tokens (
  token text primary key,
  client_id text not null,
  expires_at timestamptz not null
);
create index sandbox_phonepe_tokens_expiry on sandbox_phonepe_tokens (expires_at);

-- PhonePe orders by the merchant's order id; `order_id` is the sandbox's own (OMO...).
create table sandbox_phonepe_orders (
  merchant_order_id text primary key,
  order_id text not null unique,
  amount integer not null check (amount >= 100),
  redirect_url text not null,
  message text not null default '',
  state text not null check (state in ('PENDING', 'COMPLETED', 'FAILED')),
  -- set once the customer pays or declines on the pay page
  transaction_id text,
  error_code text,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table sandbox_phonepe_refunds (
  merchant_refund_id text primary key,
  refund_id text not null unique,
  merchant_order_id text not null references sandbox_phonepe_orders (merchant_order_id),
  amount integer not null check (amount > 0),
  created_at timestamptz not null
);

-- Razorpay orders; status as Razorpay names it (created, attempted, paid).
create table sandbox_razorpay_orders (
  id text primary key,
  amount integer not null check (amount >= 100),
  receipt text not null,
  notes text not null,
  status text not null check (status in ('created', 'attempted', 'paid')),
  created_at timestamptz not null
);

create table sandbox_razorpay_payments (
  id text primary key,
  order_id text not null references sandbox_razorpay_orders (id),
  amount integer not null,
  status text not null check (status in ('captured', 'failed', 'refunded')),
  amount_refunded integer not null default 0,
  created_at timestamptz not null
);
create index sandbox_razorpay_payments_order on sandbox_razorpay_payments (order_id, created_at);

-- A refund is asked once per idempotency key (X-Refund-Idempotency), as Razorpay keeps it.
create table sandbox_razorpay_refunds (
  id text primary key,
  payment_id text not null references sandbox_razorpay_payments (id),
  amount integer not null check (amount > 0),
  idempotency_key text unique,
  request text not null,
  created_at timestamptz not null
);
