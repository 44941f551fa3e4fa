-- A payment recorded at the venue in error (the wrong amount, the wrong booking) is voided by a
-- manager with a reason, never deleted: the row stays for the audit's sake and counts nowhere
-- (paid, takings, the invoice, the CSV, what a refund can give back) once voided.
alter table venue_payments add column voided_at timestamptz;
alter table venue_payments add column voided_by_id text references staff (id);
alter table venue_payments add column voided_by text not null default '';
alter table venue_payments add column void_reason text not null default '';
