-- The partner's plan catalogue, kept by operations (issue 32). A plan's terms never change under the orders
-- sold on them: changing the terms makes a new version of the plan (same code, the next version number, a
-- row of its own) and takes the old one off sale; an order keeps pointing at the version it was sold on.
-- Retiring takes a plan off sale (not offered to new sales); putting it back offers it again. At most one
-- version of a code is on sale at a time.
ALTER TABLE public.plan ADD COLUMN version integer NOT NULL DEFAULT 1 CONSTRAINT plan_version_positive CHECK (version > 0);
ALTER TABLE public.plan DROP CONSTRAINT plan_partner_code_key;
ALTER TABLE public.plan ADD CONSTRAINT plan_partner_code_version_key UNIQUE (partner_id, code, version);
CREATE UNIQUE INDEX plan_one_version_on_sale ON public.plan (partner_id, code) WHERE active;

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0022_plan_versions applied and does not run it again.
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
VALUES ('0022_plan_versions', '02e8a4bd21bb965f586332cc906439b3e700962f75c72a884781511ab2245c95')
ON CONFLICT (version) DO NOTHING;
