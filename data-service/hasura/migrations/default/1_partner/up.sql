-- Partners: the brands agents sell under. One row per partner code (see PRODUCT.md, "Brand variants").
-- Written for PostgreSQL 15 so the same file runs under PGlite and under a real Hasura deployment.

CREATE TABLE public.partner (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL,
  name text NOT NULL,
  allow_postpaid_plan boolean NOT NULL DEFAULT false,
  policy_prefix text NOT NULL,
  support_phone text NOT NULL,
  support_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT partner_code_key UNIQUE (code),
  -- Upper-case words joined by hyphens, e.g. SUNLINE-NG: the code travels in URLs and build settings.
  CONSTRAINT partner_code_format CHECK (code ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$' AND length(code) <= 32),
  CONSTRAINT partner_name_present CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  -- Policy numbers are <PREFIX>-<YEAR>-<6 digits>, so a prefix must be unique and short.
  CONSTRAINT partner_policy_prefix_key UNIQUE (policy_prefix),
  CONSTRAINT partner_policy_prefix_format CHECK (policy_prefix ~ '^[A-Z]{2,6}$'),
  -- E.164, as agents dial it from anywhere.
  CONSTRAINT partner_support_phone_format CHECK (support_phone ~ '^\+[1-9][0-9]{6,14}$'),
  CONSTRAINT partner_support_email_format CHECK (support_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);

COMMENT ON TABLE public.partner IS 'A brand agents sell plans under; the app picks one by code at build time.';
COMMENT ON COLUMN public.partner.allow_postpaid_plan IS 'Whether plans may be paid monthly (postpaid) for this partner.';
COMMENT ON COLUMN public.partner.policy_prefix IS 'First part of policy numbers: <PREFIX>-<YEAR>-<6 digits>.';

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0001_partner applied and does not run it again.
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
VALUES ('0001_partner', '6d527a2f3c0ea5f756143d3c95a19ebdf2e2ea863bd568a3687603bb51de02ab')
ON CONFLICT (version) DO NOTHING;
