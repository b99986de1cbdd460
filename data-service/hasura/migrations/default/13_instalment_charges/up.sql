-- Postpaid instalments collected (issue 31): each instalment after the first is a payment of its own
-- (purpose INSTALMENT), charged on the customer's saved card by a daily sweep (src/payments/instalments.ts)
-- on its due day and retried on the days of lib/domain/instalments.ts INSTALMENT_CHARGE_DAYS. Each try is
-- one row, made once: its order, instalment and try are its key, which stands in for a request's
-- idempotency key (a sweep run twice, or by two processes, makes no second try).
ALTER TABLE public.payment DROP CONSTRAINT payment_purpose_check;
ALTER TABLE public.payment DROP CONSTRAINT payment_key_present;

ALTER TABLE public.payment
  ADD CONSTRAINT payment_purpose_check CHECK (purpose IN ('PLAN_PURCHASE', 'WALLET_FUNDING', 'INSTALMENT')),
  -- Which of the order's instalments it pays (2 for the second; the first is the sale's PLAN_PURCHASE).
  ADD COLUMN instalment_number integer,
  -- The automatic charge's try (0 for the first, INSTALMENT_CHARGE_DAYS); NULL for a payment the customer makes.
  ADD COLUMN charge_attempt integer,
  ADD CONSTRAINT payment_instalment_present CHECK ((purpose = 'INSTALMENT') = (instalment_number IS NOT NULL) AND (instalment_number IS NULL OR (instalment_number >= 2 AND plan_order_id IS NOT NULL))),
  ADD CONSTRAINT payment_charge_attempt_valid CHECK (charge_attempt IS NULL OR (purpose = 'INSTALMENT' AND charge_attempt >= 0)),
  ADD CONSTRAINT payment_instalment_charge_key UNIQUE (plan_order_id, instalment_number, charge_attempt),
  ADD CONSTRAINT payment_key_present CHECK (idempotency_key IS NOT NULL OR (purpose = 'WALLET_FUNDING' AND method = 'TRANSFER') OR charge_attempt IS NOT NULL);

-- The sweep looks at postpaid orders in force only.
CREATE INDEX plan_order_postpaid_in_force_idx ON public.plan_order (starts_on) WHERE status = 'ACTIVE' AND billing = 'POSTPAID';

-- A payment's history names the automatic charge's answer as its own source.
ALTER TABLE public.payment_event DROP CONSTRAINT payment_event_source_check;
ALTER TABLE public.payment_event ADD CONSTRAINT payment_event_source_check CHECK (source IN ('init', 'verify', 'webhook', 'reconcile', 'refund', 'charge'));

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0013_instalment_charges applied and does not run it again.
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
VALUES ('0013_instalment_charges', '1f8bf460fad62ad4995172e1ec927bea25eddd15d87b9a48f1d641935ae90ae2')
ON CONFLICT (version) DO NOTHING;
