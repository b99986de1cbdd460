-- Messages to customers and agents (issue 34): every message is a row, written in the same transaction as
-- the event it tells of (the outbox), sent by the job queue through the SMS provider (data-service/src/
-- messages), its delivery reported back by the provider. Support answers "did the customer get it?" from here.

-- What a message says, per brand and language: a new language is rows, not code. `partner_id` NULL is every
-- brand's text; a brand's own row wins. `{name}` placeholders are filled when the message is written.
CREATE TABLE public.message_template (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid REFERENCES public.partner (id),
  template text NOT NULL,
  language text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT message_template_name_format CHECK (template ~ '^[a-z]+(-[a-z]+)*$'),
  -- ISO 639 codes: en, pcm (Nigerian Pidgin), yo, ha, ig.
  CONSTRAINT message_template_language_format CHECK (language ~ '^[a-z]{2,3}$'),
  CONSTRAINT message_template_body_present CHECK (length(btrim(body)) BETWEEN 1 AND 1000)
);
CREATE UNIQUE INDEX message_template_key ON public.message_template (coalesce(partner_id, '00000000-0000-0000-0000-000000000000'::uuid), template, language);

-- The customer's language for messages; English until the agent records another.
ALTER TABLE public.customer ADD COLUMN message_language text NOT NULL DEFAULT 'en'
  CONSTRAINT customer_message_language_format CHECK (message_language ~ '^[a-z]{2,3}$');

-- The brand's SMS sender ID as registered with the provider (3–11 letters and digits); NULL: the service's default.
ALTER TABLE public.partner ADD COLUMN sms_sender_id text
  CONSTRAINT partner_sms_sender_id_format CHECK (sms_sender_id ~ '^[A-Za-z0-9]{3,11}$');

CREATE TABLE public.message (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  -- The agent whose record it belongs to (who reads it), and the records it is about.
  agent_id uuid REFERENCES public.agent (id),
  customer_id uuid REFERENCES public.customer (id),
  plan_order_id uuid REFERENCES public.plan_order (id),
  claim_id uuid REFERENCES public.claim (id),
  -- The event it tells of, and its key: one message per event, whoever writes it and however often.
  event text NOT NULL,
  event_key text NOT NULL,
  template text NOT NULL,
  language text NOT NULL,
  channel text NOT NULL,
  recipient text NOT NULL,
  -- The text as sent.
  body text NOT NULL,
  status text NOT NULL DEFAULT 'QUEUED',
  provider text,
  provider_reference text,
  -- The provider's own word for the last report ("DND Active on Phone Number"), as it came.
  provider_status text,
  attempts integer NOT NULL DEFAULT 0,
  -- Why the last try failed (our words, never the provider's raw answer).
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  delivered_at timestamptz,

  CONSTRAINT message_event_key UNIQUE (event_key),
  CONSTRAINT message_event_format CHECK (event ~ '^[A-Z]+(_[A-Z]+)*$'),
  CONSTRAINT message_channel_check CHECK (channel IN ('SMS', 'WHATSAPP', 'EMAIL')),
  CONSTRAINT message_status_check CHECK (status IN ('QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'UNDELIVERED', 'FAILED')),
  CONSTRAINT message_attempts_range CHECK (attempts >= 0),
  CONSTRAINT message_reference_with_provider CHECK (provider_reference IS NULL OR provider IS NOT NULL)
);
CREATE INDEX message_order_idx ON public.message (plan_order_id, created_at) WHERE plan_order_id IS NOT NULL;
CREATE INDEX message_customer_idx ON public.message (customer_id, created_at) WHERE customer_id IS NOT NULL;
CREATE INDEX message_claim_idx ON public.message (claim_id, created_at) WHERE claim_id IS NOT NULL;
-- A delivery report finds its message by the provider's id.
CREATE UNIQUE INDEX message_provider_reference_key ON public.message (provider, provider_reference) WHERE provider_reference IS NOT NULL;

COMMENT ON TABLE public.message IS 'Messages to customers and agents: the outbox the job queue sends from, and the record of what was sent and whether it arrived.';
COMMENT ON TABLE public.message_template IS 'Message texts per brand and language, with {name} placeholders.';

-- The sale's receipt (issue 34), one SMS where it can be: plan, amount, policy number, and the public check of cover.
INSERT INTO public.message_template (partner_id, template, language, body) VALUES
  (NULL, 'sale-receipt', 'en', '{brand}: {customer}, your {plan} for {device} is active. Paid {amount}. Policy {policy}. Proof of cover: {verify_url}'),
  (NULL, 'sale-receipt', 'pcm', '{brand}: {customer}, your {plan} for {device} don start. You pay {amount}. Policy {policy}. See am here: {verify_url}');

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0025_messages applied and does not run it again.
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
VALUES ('0025_messages', 'a4096b33ee4491452de713b1e97fd03f46f8614d3ab48de9bddfb37b2e8771e3')
ON CONFLICT (version) DO NOTHING;
