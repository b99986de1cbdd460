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
