-- The partner's operations suspend and reactivate agents (issue 32): when each account last signed in (what
-- ops look at before suspending a departed agent), and why an account was suspended (shown to ops; the
-- audit log keeps every change with its author).
ALTER TABLE public.agent
  ADD COLUMN last_signed_in_at timestamptz,
  ADD COLUMN suspended_reason text,
  ADD CONSTRAINT agent_suspended_reason_length CHECK (suspended_reason IS NULL OR length(btrim(suspended_reason)) BETWEEN 1 AND 500);

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0019_agent_status_changes applied and does not run it again.
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
VALUES ('0019_agent_status_changes', 'a8af5ab700c6e2caefeb2b0d96fd1fc5a2bcca5e53c9f5ee6c4e7e716477e00c')
ON CONFLICT (version) DO NOTHING;
