-- Real money (issue 30): payments through a gateway (Paystack) instead of the sandbox card check inside the
-- service. A gateway payment is created PENDING with our reference before the customer is sent to pay, and
-- settles only on the gateway's verify answer or its signed webhook (data-service/src/payments/settle.ts).
-- Card data never reaches us: the gateway's checkout page takes it; we keep its authorization code only.
-- lib/domain/payments.ts holds the same method and status lists (test/domain-lists.test.ts compares them).

-- Statuses: the sandbox's DECLINED / INSUFFICIENT_FUNDS are FAILED now, their failure_reason kept.
ALTER TABLE public.payment DROP CONSTRAINT payment_method_check;
ALTER TABLE public.payment DROP CONSTRAINT payment_status_check;
UPDATE public.payment SET status = 'FAILED' WHERE status IN ('DECLINED', 'INSUFFICIENT_FUNDS');

ALTER TABLE public.payment
  ADD CONSTRAINT payment_method_check CHECK (method IN ('WALLET', 'CARD', 'TRANSFER', 'USSD')),
  ADD CONSTRAINT payment_status_check CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED', 'ABANDONED', 'REFUNDED')),
  -- A transfer into an agent's own account (dedicated_nuban) is recorded from the gateway's webhook: no request, no key.
  ALTER COLUMN idempotency_key DROP NOT NULL,
  -- `paystack`; NULL for a wallet payment.
  ADD COLUMN gateway text,
  -- What the gateway knows this attempt by: our reference, with `-<attempt>` from the second call on
  -- (the gateway refuses a reference twice, and a call may have to be made again after a timeout).
  ADD COLUMN gateway_reference text,
  ADD COLUMN gateway_attempt integer NOT NULL DEFAULT 0,
  -- While a request asks the gateway for this attempt's instructions (cleared when they are stored or the
  -- call failed): a concurrent twin of the request does not start another attempt meanwhile.
  ADD COLUMN gateway_call_started_at timestamptz,
  -- The gateway's own id of the transaction that paid (Paystack's numeric id, as text).
  ADD COLUMN gateway_transaction_id text,
  -- As the gateway reports it once paid: card, bank_transfer, ussd, dedicated_nuban…
  ADD COLUMN channel text,
  -- Card: the hosted checkout page and its access code, while pending.
  ADD COLUMN checkout_url text,
  ADD COLUMN access_code text,
  -- Transfer: the account the gateway opened for this payment.
  ADD COLUMN transfer_account_number text,
  ADD COLUMN transfer_account_name text,
  ADD COLUMN transfer_bank_name text,
  ADD COLUMN transfer_expires_at timestamptz,
  -- USSD: what the customer dials.
  ADD COLUMN ussd_code text,
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN refunded_kobo bigint NOT NULL DEFAULT 0,
  -- Money that came but could not be taken as this payment (amount or currency not ours, an order paid
  -- already): kept for people to look at, never credited.
  ADD COLUMN flagged_reason text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

UPDATE public.payment SET updated_at = created_at;
-- The sandbox's card payments were never at a real gateway: they are named as what took them.
UPDATE public.payment SET gateway = 'sandbox' WHERE method <> 'WALLET';

ALTER TABLE public.payment
  ADD CONSTRAINT payment_gateway_reference_key UNIQUE (gateway_reference),
  ADD CONSTRAINT payment_gateway_transaction_key UNIQUE (gateway_transaction_id),
  ADD CONSTRAINT payment_refunded_valid CHECK (refunded_kobo >= 0 AND refunded_kobo <= amount_kobo),
  ADD CONSTRAINT payment_gateway_present CHECK ((method = 'WALLET') = (gateway IS NULL)),
  ADD CONSTRAINT payment_key_present CHECK (idempotency_key IS NOT NULL OR (purpose = 'WALLET_FUNDING' AND method = 'TRANSFER'));

-- Reconciliation looks for pending payments by age.
CREATE INDEX payment_pending_idx ON public.payment (created_at) WHERE status = 'PENDING';

-- A payment's history: every change of status, and what the gateway told us, in order.
CREATE TABLE public.payment_event (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  payment_id uuid NOT NULL REFERENCES public.payment (id),
  status text NOT NULL,
  source text NOT NULL,
  -- What happened, without card data: the gateway's words, reference, channel, amounts.
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),

  CONSTRAINT payment_event_status_check CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED', 'ABANDONED', 'REFUNDED')),
  CONSTRAINT payment_event_source_check CHECK (source IN ('init', 'verify', 'webhook', 'reconcile', 'refund'))
);
CREATE INDEX payment_event_payment_idx ON public.payment_event (payment_id, at);

-- The gateway's webhooks as they came (signature checked first), processed by a job.
CREATE TABLE public.gateway_event (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  gateway text NOT NULL,
  event text NOT NULL,
  -- The raw body as JSON, and what the adapter read from it (GatewayEvent).
  payload jsonb NOT NULL,
  parsed jsonb NOT NULL,
  -- sha256 of the raw body: the gateway sending one event again changes nothing.
  dedupe_key text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,

  CONSTRAINT gateway_event_dedupe_key UNIQUE (dedupe_key)
);
CREATE INDEX gateway_event_unprocessed_idx ON public.gateway_event (received_at) WHERE processed_at IS NULL;

-- A customer's card as the gateway keeps it for later charges (postpaid instalments): its authorization
-- code and how to show it. No role reads this table: the code charges the card.
CREATE TABLE public.card_authorization (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  customer_id uuid NOT NULL REFERENCES public.customer (id),
  plan_order_id uuid NOT NULL REFERENCES public.plan_order (id),
  payment_id uuid NOT NULL REFERENCES public.payment (id),
  gateway text NOT NULL,
  authorization_code text NOT NULL,
  last4 text NOT NULL,
  card_type text NOT NULL,
  bank text,
  reusable boolean NOT NULL,
  signature text,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT card_authorization_payment_key UNIQUE (payment_id),
  CONSTRAINT card_authorization_last4_format CHECK (last4 ~ '^[0-9]{4}$')
);
CREATE INDEX card_authorization_order_idx ON public.card_authorization (plan_order_id);

-- An agent's own bank account at the gateway (dedicated virtual account): a transfer to it funds the wallet.
CREATE TABLE public.wallet_account (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  gateway text NOT NULL,
  customer_code text,
  account_number text,
  account_name text,
  bank_name text,
  status text NOT NULL DEFAULT 'PENDING',
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT wallet_account_agent_key UNIQUE (agent_id),
  CONSTRAINT wallet_account_customer_code_key UNIQUE (customer_code),
  CONSTRAINT wallet_account_number_key UNIQUE (account_number),
  CONSTRAINT wallet_account_status_check CHECK (status IN ('PENDING', 'ASSIGNED', 'FAILED')),
  CONSTRAINT wallet_account_assigned_complete CHECK (status <> 'ASSIGNED' OR (account_number IS NOT NULL AND account_name IS NOT NULL AND bank_name IS NOT NULL))
);

-- Money given back through the gateway's refund API.
CREATE TABLE public.payment_refund (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  payment_id uuid NOT NULL REFERENCES public.payment (id),
  amount_kobo bigint NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  gateway_refund_id text,
  reason text NOT NULL,
  idempotency_key uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT payment_refund_idempotency_key UNIQUE (idempotency_key),
  CONSTRAINT payment_refund_gateway_id_key UNIQUE (gateway_refund_id),
  CONSTRAINT payment_refund_status_check CHECK (status IN ('PENDING', 'PROCESSED', 'FAILED')),
  CONSTRAINT payment_refund_amount_positive CHECK (amount_kobo > 0)
);
CREATE INDEX payment_refund_payment_idx ON public.payment_refund (payment_id);

-- A refund of a wallet funding takes the money back out of the wallet: a REFUND line may now be negative.
ALTER TABLE public.wallet_transaction DROP CONSTRAINT wallet_transaction_sign;
ALTER TABLE public.wallet_transaction
  ADD CONSTRAINT wallet_transaction_sign CHECK (kind = 'REFUND' OR (kind = 'PURCHASE') = (amount_kobo < 0));
