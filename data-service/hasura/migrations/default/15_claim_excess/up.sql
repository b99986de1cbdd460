-- The claim excess collected (issue 31; lib/domain/claims.ts EXCESS_PAYABLE_CLAIM_STATUSES): once a claim
-- is APPROVED the customer pays its excess — from the agent's wallet (cash at the counter), by a card
-- payment link or by bank transfer — as a payment of its own (purpose EXCESS, for the claim, not the
-- order: it buys no cover). The claim records the one payment that paid it (settled under the claim's row
-- lock, so a second payment is given back) and its timeline shows it as an event; advance_claim moves a
-- claim with an excess to READY_FOR_PICKUP only once it is paid.
ALTER TABLE public.payment DROP CONSTRAINT payment_purpose_check;
ALTER TABLE public.payment
  ADD CONSTRAINT payment_purpose_check CHECK (purpose IN ('PLAN_PURCHASE', 'WALLET_FUNDING', 'INSTALMENT', 'EXCESS')),
  -- The claim whose excess it pays; only an excess payment has one, and it is for no order. Deferrable:
  -- the claim names its payment too, so a seed writing both sets this check to the transaction's end.
  ADD COLUMN claim_id uuid CONSTRAINT payment_claim_id_fkey REFERENCES public.claim (id) DEFERRABLE,
  ADD CONSTRAINT payment_excess_claim CHECK ((purpose = 'EXCESS') = (claim_id IS NOT NULL) AND (claim_id IS NULL OR plan_order_id IS NULL));
CREATE INDEX payment_claim_idx ON public.payment (claim_id) WHERE claim_id IS NOT NULL;

-- The payment that paid the excess (NULL: unpaid, or nothing to pay).
ALTER TABLE public.claim ADD COLUMN excess_payment_id uuid REFERENCES public.payment (id);
-- The rule advance_claim keeps, kept by the table too: no claim with an excess is ready for pickup, or
-- handed back, unpaid. NOT VALID: claims closed before this migration keep their history as it was.
ALTER TABLE public.claim
  ADD CONSTRAINT claim_excess_paid_before_pickup CHECK (status NOT IN ('READY_FOR_PICKUP', 'COMPLETED') OR excess_kobo = 0 OR excess_payment_id IS NOT NULL) NOT VALID;

-- A timeline event may be the excess paid (the claim's status unchanged): the payment it was.
ALTER TABLE public.claim_event
  ADD COLUMN payment_id uuid REFERENCES public.payment (id),
  ADD CONSTRAINT claim_event_payment_once UNIQUE (payment_id);

-- The agent's wallet pays an excess the customer handed over in cash: a ledger line of its own kind.
ALTER TABLE public.wallet_transaction DROP CONSTRAINT wallet_transaction_kind_check;
ALTER TABLE public.wallet_transaction DROP CONSTRAINT wallet_transaction_sign;
ALTER TABLE public.wallet_transaction
  ADD CONSTRAINT wallet_transaction_kind_check CHECK (kind IN ('FUNDING', 'PURCHASE', 'COMMISSION', 'REFUND', 'EXCESS')),
  ADD CONSTRAINT wallet_transaction_sign CHECK (kind IN ('REFUND', 'COMMISSION') OR (kind IN ('PURCHASE', 'EXCESS')) = (amount_kobo < 0));

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0015_claim_excess applied and does not run it again.
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
VALUES ('0015_claim_excess', '3c22adbec67ea4c2a0c273c2536716d91fdf310b2405248742f72d375e3c5405')
ON CONFLICT (version) DO NOTHING;
