-- Renewal reminders (issue 31): one row per in-force order and milestone (30, 7 and 1 days before its last
-- day, lib/domain/renewalReminders.ts), queued once by a daily sweep (src/orders/renewalReminders.ts): the
-- agent's to-do list and the customer's message (the messaging issue) are read from here.
CREATE TABLE public.renewal_reminder (
  order_id uuid NOT NULL REFERENCES public.plan_order (id) ON DELETE CASCADE,
  days_before integer NOT NULL CHECK (days_before > 0),
  -- The Lagos day the sweep queued it.
  due_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, days_before)
);

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0012_renewal_reminders applied and does not run it again.
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
VALUES ('0012_renewal_reminders', '66a852c1d66a208ca774b6bc62ea48778bdc9a6c60a0cbb7de0d33ae05227d91')
ON CONFLICT (version) DO NOTHING;
