-- The expiry sweep (src/orders/expiry.ts) finds ACTIVE orders past their last day: in force orders by end date.
CREATE INDEX plan_order_in_force_ends_on_idx ON public.plan_order (ends_on) WHERE status = 'ACTIVE';

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0011_order_expiry_index applied and does not run it again.
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
VALUES ('0011_order_expiry_index', 'b1c29a966005cf76db1bd9aa393c9b3896d4cdd4cf1c38b877070b0441d50540')
ON CONFLICT (version) DO NOTHING;
