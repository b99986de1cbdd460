-- Cancellation (issue 31; lib/domain/cancellation.ts): what a plan gives back when cancelled after its
-- cooling-off — PRO_RATA, the unused days of the paid premium; NONE, nothing. Within cooling-off every
-- plan gives back everything paid. Read by the roles that read plans (the order screen says it).
ALTER TABLE public.plan ADD COLUMN refund_after_cooling_off text NOT NULL DEFAULT 'PRO_RATA';
ALTER TABLE public.plan
  ADD CONSTRAINT plan_refund_after_cooling_off_check CHECK (refund_after_cooling_off IN ('PRO_RATA', 'NONE'));

-- When and why the agent cancelled the order (cancel_order); only a cancelled order has them.
ALTER TABLE public.plan_order ADD COLUMN cancelled_at timestamptz;
ALTER TABLE public.plan_order ADD COLUMN cancel_reason text;
ALTER TABLE public.plan_order
  ADD CONSTRAINT plan_order_cancelled_check CHECK (cancelled_at IS NULL OR status = 'CANCELLED');

-- A cancellation takes the agent's commission back: a COMMISSION line may now be negative (the clawback).
ALTER TABLE public.wallet_transaction DROP CONSTRAINT wallet_transaction_sign;
ALTER TABLE public.wallet_transaction
  ADD CONSTRAINT wallet_transaction_sign CHECK (kind IN ('REFUND', 'COMMISSION') OR (kind = 'PURCHASE') = (amount_kobo < 0));

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0010_cancellation applied and does not run it again.
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
VALUES ('0010_cancellation', 'a4f6eae012a2e4da62c618702443cff07e26a29217bba7f064e9aba6bbcc91f8')
ON CONFLICT (version) DO NOTHING;
