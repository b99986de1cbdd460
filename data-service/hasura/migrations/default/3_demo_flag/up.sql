-- Whether this database is the seeded demo, told to the sign-in screen without hard-coding it in the
-- app: the seed sets the hint (e.g. '08030000001 / demo-password') on each partner it fills with demo
-- agents; everywhere else it stays NULL and the screen shows nothing.
ALTER TABLE public.partner ADD COLUMN demo_login_hint text;

COMMENT ON COLUMN public.partner.demo_login_hint IS 'Demo sign-in shown on /auth; NULL unless the demo seed ran.';

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0003_demo_flag applied and does not run it again.
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
VALUES ('0003_demo_flag', '87a080b5adf266a4e5a3af59fa5041f01e011a5d69f390afecdbece1ff126156')
ON CONFLICT (version) DO NOTHING;
