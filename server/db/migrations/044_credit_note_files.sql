-- A credit note's PDF, drawn when the note is made and served at an unguessable address as an
-- invoice is (server/routes/invoices.ts). Notes made before PDFs were drawn have none.
alter table gst_credit_notes add column token text unique;
alter table gst_credit_notes add column pdf bytea;
