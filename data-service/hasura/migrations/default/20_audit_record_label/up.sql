-- The audit log says what was written in words a person searches by (issue 32): the record's own name — a
-- claim's or a payment's reference, an account's name — beside its table and id. Entries written before
-- this migration have none (the log is append-only: they keep what they said) and show the record's id.
ALTER TABLE public.audit_event ADD COLUMN record_label text;

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0020_audit_record_label applied and does not run it again.
CREATE SCHEMA IF NOT EXISTS data_service;
CREATE TABLE IF NOT EXISTS data_service.schema_migrations (
  version text PRIMARY KEY,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS data_service.seed_runs (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO data_service.schema_migrations (version, checksum)
VALUES ('0020_audit_record_label', 'efccd58bcae7ca4be08578141320f93d91da8faf620c9010e0b9f826d778401a')
ON CONFLICT (version) DO NOTHING;
