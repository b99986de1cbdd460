-- The audit log says what was written in words a person searches by (issue 32): the record's own name — a
-- claim's or a payment's reference, an account's name — beside its table and id. Entries written before
-- this migration have none (the log is append-only: they keep what they said) and show the record's id.
ALTER TABLE public.audit_event ADD COLUMN record_label text;
