-- The data model of PRODUCT.md: agents, customers and their devices, plans, orders, payments, claims
-- and the agent wallet. Money is integer kobo (bigint) everywhere. Every row carries partner_id so a
-- permission filter on one column keeps partners apart. Written for PostgreSQL 15 (runs on PGlite too).

-- Agents sign in with a phone (E.164) or an email, unique within their partner.
CREATE TABLE public.agent (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  email text,
  password_hash text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE',
  -- Kept equal to the sum of the agent's wallet_transaction amounts, in the same transaction.
  wallet_balance_kobo bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT agent_partner_phone_key UNIQUE (partner_id, phone),
  CONSTRAINT agent_phone_format CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  CONSTRAINT agent_email_format CHECK (email IS NULL OR email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  CONSTRAINT agent_status_check CHECK (status IN ('ACTIVE', 'SUSPENDED')),
  CONSTRAINT agent_wallet_not_negative CHECK (wallet_balance_kobo >= 0),
  CONSTRAINT agent_names_present CHECK (length(btrim(first_name)) BETWEEN 1 AND 50 AND length(btrim(last_name)) BETWEEN 1 AND 50)
);
CREATE UNIQUE INDEX agent_partner_email_key ON public.agent (partner_id, lower(email)) WHERE email IS NOT NULL;

-- Failed sign-ins per partner and identifier, for the lockout (5 failures in 15 minutes).
CREATE TABLE public.login_attempt (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  identifier text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempt_lookup_idx ON public.login_attempt (partner_id, identifier, created_at DESC);

CREATE TABLE public.customer (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  -- The agent who onboarded the customer owns the record.
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  email text,
  gender text NOT NULL,
  date_of_birth date NOT NULL,
  address text NOT NULL,
  state text NOT NULL,
  id_type text NOT NULL,
  -- The whole number is kept for every type but VNIN (single-use, short-lived: only its last 4 are kept).
  id_number text,
  id_number_last4 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT customer_partner_phone_key UNIQUE (partner_id, phone),
  CONSTRAINT customer_phone_format CHECK (phone ~ '^\+234[789][0-9]{9}$'),
  CONSTRAINT customer_gender_check CHECK (gender IN ('MALE', 'FEMALE')),
  CONSTRAINT customer_id_type_check CHECK (id_type IN ('VNIN', 'VIN', 'PASSPORT', 'DRIVERLICENCE')),
  CONSTRAINT customer_vnin_not_kept CHECK (id_type <> 'VNIN' OR id_number IS NULL),
  CONSTRAINT customer_id_number_last4_format CHECK (id_number_last4 ~ '^[A-Z0-9]{4}$'),
  CONSTRAINT customer_names_present CHECK (length(btrim(first_name)) BETWEEN 2 AND 50 AND length(btrim(last_name)) BETWEEN 2 AND 50)
);
CREATE INDEX customer_agent_created_idx ON public.customer (agent_id, created_at DESC);
CREATE INDEX customer_partner_idx ON public.customer (partner_id);
CREATE INDEX customer_name_idx ON public.customer (agent_id, lower(last_name), lower(first_name));

CREATE TABLE public.device (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  customer_id uuid NOT NULL REFERENCES public.customer (id),
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  imei text NOT NULL,
  imei2 text,
  brand text NOT NULL,
  model text NOT NULL,
  purchase_price_kobo bigint NOT NULL,
  purchase_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT device_imei_key UNIQUE (imei),
  CONSTRAINT device_imei2_key UNIQUE (imei2),
  CONSTRAINT device_imei_format CHECK (imei ~ '^[0-9]{15}$' AND (imei2 IS NULL OR (imei2 ~ '^[0-9]{15}$' AND imei2 <> imei))),
  CONSTRAINT device_price_positive CHECK (purchase_price_kobo > 0)
);
CREATE INDEX device_customer_idx ON public.device (customer_id);
CREATE INDEX device_agent_idx ON public.device (agent_id);

-- The plans a partner sells. Prices are rules (rate and minimum), quoted by the service per device.
CREATE TABLE public.plan (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  code text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  -- A JSON array of claim types: "SCREEN", "LIQUID", "HARDWARE", "THEFT".
  covers jsonb NOT NULL,
  premium_rate_bp integer NOT NULL,
  min_premium_kobo bigint NOT NULL,
  excess_kobo bigint NOT NULL,
  -- Theft excess as a share of the device value, when the plan covers theft.
  theft_excess_rate_bp integer,
  claims_per_term integer NOT NULL,
  term_months integer NOT NULL DEFAULT 12,
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT plan_partner_code_key UNIQUE (partner_id, code),
  CONSTRAINT plan_covers_array CHECK (jsonb_typeof(covers) = 'array'),
  CONSTRAINT plan_amounts_valid CHECK (premium_rate_bp > 0 AND min_premium_kobo >= 0 AND excess_kobo >= 0
    AND claims_per_term > 0 AND term_months > 0)
);

CREATE TABLE public.plan_order (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  customer_id uuid NOT NULL REFERENCES public.customer (id),
  device_id uuid NOT NULL REFERENCES public.device (id),
  plan_id uuid NOT NULL REFERENCES public.plan (id),
  -- ORD-<YEAR>-<6 digits>
  reference text NOT NULL,
  -- <PARTNER PREFIX>-<YEAR>-<6 digits>; also the code printed on the protection card.
  policy_number text NOT NULL,
  billing text NOT NULL,
  status text NOT NULL,
  premium_kobo bigint NOT NULL,
  instalment_kobo bigint,
  instalments integer NOT NULL DEFAULT 1,
  amount_paid_kobo bigint NOT NULL,
  commission_kobo bigint NOT NULL DEFAULT 0,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  renewal_of_id uuid REFERENCES public.plan_order (id),
  idempotency_key uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT plan_order_reference_key UNIQUE (reference),
  CONSTRAINT plan_order_policy_number_key UNIQUE (policy_number),
  CONSTRAINT plan_order_idempotency_key UNIQUE (idempotency_key),
  CONSTRAINT plan_order_reference_format CHECK (reference ~ '^ORD-[0-9]{4}-[0-9]{6}$'),
  CONSTRAINT plan_order_policy_number_format CHECK (policy_number ~ '^[A-Z]{2,6}-[0-9]{4}-[0-9]{6}$'),
  CONSTRAINT plan_order_billing_check CHECK (billing IN ('PREPAID', 'POSTPAID')),
  CONSTRAINT plan_order_status_check CHECK (status IN ('PENDING_PAYMENT', 'ACTIVE', 'EXPIRED', 'CANCELLED', 'PAYMENT_FAILED')),
  CONSTRAINT plan_order_amounts_valid CHECK (premium_kobo > 0 AND amount_paid_kobo >= 0 AND commission_kobo >= 0 AND instalments >= 1),
  CONSTRAINT plan_order_dates_valid CHECK (ends_on > starts_on)
);
CREATE INDEX plan_order_agent_created_idx ON public.plan_order (agent_id, created_at DESC);
CREATE INDEX plan_order_agent_status_idx ON public.plan_order (agent_id, status);
CREATE INDEX plan_order_agent_ends_idx ON public.plan_order (agent_id, ends_on);
CREATE INDEX plan_order_device_idx ON public.plan_order (device_id, status);
CREATE INDEX plan_order_customer_idx ON public.plan_order (customer_id);
CREATE INDEX plan_order_partner_idx ON public.plan_order (partner_id);

CREATE TABLE public.payment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  plan_order_id uuid REFERENCES public.plan_order (id),
  purpose text NOT NULL,
  method text NOT NULL,
  status text NOT NULL,
  amount_kobo bigint NOT NULL,
  -- PAY-<YEAR>-<6 digits>
  reference text NOT NULL,
  card_last4 text,
  failure_reason text,
  idempotency_key uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT payment_reference_key UNIQUE (reference),
  CONSTRAINT payment_idempotency_key UNIQUE (idempotency_key),
  CONSTRAINT payment_purpose_check CHECK (purpose IN ('PLAN_PURCHASE', 'WALLET_FUNDING')),
  CONSTRAINT payment_method_check CHECK (method IN ('WALLET', 'CARD')),
  CONSTRAINT payment_status_check CHECK (status IN ('SUCCEEDED', 'DECLINED', 'INSUFFICIENT_FUNDS')),
  CONSTRAINT payment_amount_positive CHECK (amount_kobo > 0),
  CONSTRAINT payment_card_last4_format CHECK (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$')
);
CREATE INDEX payment_agent_created_idx ON public.payment (agent_id, created_at DESC);
CREATE INDEX payment_order_idx ON public.payment (plan_order_id);

CREATE TABLE public.claim (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  customer_id uuid NOT NULL REFERENCES public.customer (id),
  device_id uuid NOT NULL REFERENCES public.device (id),
  plan_order_id uuid NOT NULL REFERENCES public.plan_order (id),
  -- CLM-<YEAR>-<6 digits>
  reference text NOT NULL,
  claim_type text NOT NULL,
  incident_date date NOT NULL,
  description text NOT NULL,
  police_report_number text,
  status text NOT NULL DEFAULT 'SUBMITTED',
  excess_kobo bigint NOT NULL,
  idempotency_key uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT claim_reference_key UNIQUE (reference),
  CONSTRAINT claim_idempotency_key UNIQUE (idempotency_key),
  CONSTRAINT claim_type_check CHECK (claim_type IN ('SCREEN', 'LIQUID', 'HARDWARE', 'THEFT')),
  CONSTRAINT claim_status_check CHECK (status IN ('SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED', 'IN_REPAIR', 'READY_FOR_PICKUP', 'COMPLETED')),
  CONSTRAINT claim_description_length CHECK (length(description) BETWEEN 20 AND 1000),
  CONSTRAINT claim_theft_report CHECK (claim_type <> 'THEFT' OR police_report_number IS NOT NULL),
  CONSTRAINT claim_excess_not_negative CHECK (excess_kobo >= 0)
);
CREATE INDEX claim_agent_created_idx ON public.claim (agent_id, created_at DESC);
CREATE INDEX claim_agent_status_idx ON public.claim (agent_id, status);
CREATE INDEX claim_device_idx ON public.claim (device_id, status);
CREATE INDEX claim_order_idx ON public.claim (plan_order_id);
-- One open claim per device: anything not yet REJECTED or COMPLETED is open.
CREATE UNIQUE INDEX claim_one_open_per_device ON public.claim (device_id) WHERE status NOT IN ('REJECTED', 'COMPLETED');

CREATE TABLE public.claim_event (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  claim_id uuid NOT NULL REFERENCES public.claim (id),
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  status text NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT claim_event_status_check CHECK (status IN ('SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED', 'IN_REPAIR', 'READY_FOR_PICKUP', 'COMPLETED'))
);
CREATE INDEX claim_event_claim_idx ON public.claim_event (claim_id, created_at);

-- The agent's wallet ledger. amount_kobo is signed (credits positive); balance_after_kobo is the running
-- balance, so the newest entry's balance always equals agent.wallet_balance_kobo.
CREATE TABLE public.wallet_transaction (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  kind text NOT NULL,
  amount_kobo bigint NOT NULL,
  balance_after_kobo bigint NOT NULL,
  description text NOT NULL,
  plan_order_id uuid REFERENCES public.plan_order (id),
  payment_id uuid REFERENCES public.payment (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Orders entries of one agent made in the same transaction (same created_at).
  seq bigint GENERATED ALWAYS AS IDENTITY,

  CONSTRAINT wallet_transaction_kind_check CHECK (kind IN ('FUNDING', 'PURCHASE', 'COMMISSION', 'REFUND')),
  CONSTRAINT wallet_transaction_amount_nonzero CHECK (amount_kobo <> 0),
  CONSTRAINT wallet_transaction_balance_not_negative CHECK (balance_after_kobo >= 0),
  CONSTRAINT wallet_transaction_sign CHECK ((kind = 'PURCHASE') = (amount_kobo < 0))
);
CREATE INDEX wallet_transaction_agent_idx ON public.wallet_transaction (agent_id, created_at DESC, seq DESC);

-- Answers of actions that create records, by idempotency key, so a retry gets the first answer back.
CREATE TABLE public.action_request (
  idempotency_key uuid PRIMARY KEY,
  action text NOT NULL,
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  request_hash text NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Numbers for references: ORD/PAY/CLM share the shape <KIND>-<YEAR>-<6 digits>.
CREATE SEQUENCE public.plan_order_number_seq;
CREATE SEQUENCE public.payment_number_seq;
CREATE SEQUENCE public.claim_number_seq;
CREATE SEQUENCE public.policy_number_seq;

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0002_core applied and does not run it again.
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
VALUES ('0002_core', 'f1d737a892a7f2a750d70eea266b8e02773b7de600bab270885caaffbe716e34')
ON CONFLICT (version) DO NOTHING;
