-- A customer's name as search reads it: "Adebayo" finds "Adébáyọ̀ Okonkwo" (issue 15). The first and last
-- names, decomposed (NFD) and without the combining marks U+0300–U+036F: the same fold the app applies to
-- what the agent types (lib/format/withoutAccents.ts), so `search_name _ilike '%adebayo%'` matches whatever
-- accents either side has. Generated and stored, so no write path can forget it; the same on PGlite and
-- PostgreSQL (normalize() needs a UTF8 database, which both are).
ALTER TABLE public.customer
  ADD COLUMN search_name text NOT NULL GENERATED ALWAYS AS (
    regexp_replace(normalize(first_name || ' ' || last_name, NFD), '[\u0300-\u036f]', '', 'g')
  ) STORED;

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0006_customer_search_name applied and does not run it again.
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
VALUES ('0006_customer_search_name', '345acf85d18489c7aee47dece861acfe461985bb11c4a072ab0e059253cd1ded')
ON CONFLICT (version) DO NOTHING;
