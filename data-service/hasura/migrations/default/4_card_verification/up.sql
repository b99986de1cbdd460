-- The protection card's public check (/verify/<code>, the card's QR code) needs a code nobody can guess:
-- the policy number is sequential (SUN-2025-000123), so anyone could walk the numbers and read every
-- card. Each order gets the 16 bytes of a gen_random_uuid() (122 random bits; core PostgreSQL since 13,
-- no pgcrypto) as base64url without padding: 22 characters of A-Z a-z 0-9 - _, safe in a URL path.
-- lib/validation/protectionCard.ts holds the same format for the app and the service.
--
-- The default is volatile, so ADD COLUMN evaluates it once per existing row (rewriting the table): orders
-- sold before this migration get codes of their own, and every insert that leaves the column out
-- (buy_plan) gets a fresh one. A collision of two codes is not a practical concern at 122 bits; UNIQUE
-- turns one into a failed insert rather than two cards answering to the same code.
ALTER TABLE public.plan_order
  ADD COLUMN verification_code text NOT NULL
    DEFAULT translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_'),
  ADD CONSTRAINT plan_order_verification_code_key UNIQUE (verification_code),
  ADD CONSTRAINT plan_order_verification_code_format CHECK (verification_code ~ '^[A-Za-z0-9_-]{22}$');

COMMENT ON COLUMN public.plan_order.verification_code IS 'Unguessable code of the protection card (QR link, verify_card); never derived from the policy number.';

-- buy_plan's answer now carries the code (the sale's screen shows the card at once). Answers stored for
-- idempotency before this migration get it too, so replaying an old key answers as a new sale would.
UPDATE public.action_request r
   SET response = jsonb_set(r.response, '{data,verification_code}', to_jsonb(o.verification_code))
  FROM public.plan_order o
 WHERE r.action = 'buy_plan' AND o.id = (r.response #>> '{data,order_id}')::uuid;

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0004_card_verification applied and does not run it again.
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
VALUES ('0004_card_verification', '6c16009773bee9b2fe7fcc9a3b6fe30ccad8a33334d8f00d37faa753ed189633')
ON CONFLICT (version) DO NOTHING;
