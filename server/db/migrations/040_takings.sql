-- The desk's Takings (server/repo/takings.ts) sums the money that moved on some days of India: each
-- table is read by when its money moved, so each needs that instant indexed, or a day's figures
-- would read every payment ever made. A paid payment never changes again (server/payments/settle.ts),
-- so its updated_at is when it was paid; the index holds the paid ones only.
create index payments_paid_at on payments (updated_at) where status = 'paid';
create index venue_payments_at on venue_payments (at);
create index desk_refunds_created on desk_refunds (created_at);
