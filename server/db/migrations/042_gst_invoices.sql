-- GST invoices (server/invoice/gstNumbers.ts, server/repo/gstDocuments.ts). Without a GSTIN set for
-- its branch, a booking's invoice stays as it was, with no number of these and no tax lines.

-- The business-wide part of the GST settings: one row, absent until the owner first saves them.
create table gst_business (
  id boolean primary key default true check (id),
  -- the rate in hundredths of a percent (18% is 1800), so the arithmetic stays in integers
  rate_bp integer not null check (rate_bp between 0 and 4000),
  sac text not null,
  -- GST's code of the state the venues are in: the place of supply of every booking
  venue_state text not null
);

-- Each branch's registration; an empty GSTIN is a branch that invoices without GST.
create table gst_branches (
  branch_id text primary key,
  legal_name text not null,
  gstin text not null,
  address text not null,
  updated_at timestamptz not null,
  updated_by text references staff (id)
);

-- The last number given in each series and financial year ('2026-27'). Numbers are taken by an
-- update of this row in the transaction that stores the document, not from a sequence: a sequence
-- keeps a number a rolled-back transaction took, and GST wants the series without gaps.
create table gst_series (
  series text not null check (series in ('invoice', 'credit-note')),
  fy text not null,
  last integer not null,
  primary key (series, fy)
);

-- A booking's tax invoice: its number, and what it was issued under (kept, so the invoice made again
-- after a payment at the venue or a move, and its credit notes, say what the first one said).
create table gst_invoices (
  booking_id text primary key references bookings (id),
  fy text not null,
  seq integer not null,
  number text not null unique,
  issued_at timestamptz not null,
  legal_name text not null,
  gstin text not null,
  address text not null,
  rate_bp integer not null,
  sac text not null,
  venue_state text not null,
  unique (fy, seq)
);

-- A credit note for each refund of a booking with a tax invoice, made when the refund is taken.
create table gst_credit_notes (
  refund_id text primary key,
  booking_id text not null references gst_invoices (booking_id),
  fy text not null,
  seq integer not null,
  number text not null unique,
  issued_at timestamptz not null,
  amount integer not null check (amount > 0),
  taxable integer not null,
  cgst integer not null,
  sgst integer not null,
  igst integer not null,
  unique (fy, seq)
);
create index gst_credit_notes_booking on gst_credit_notes (booking_id);
