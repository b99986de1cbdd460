-- Counters every data-service process shares (issue 28): the per-address budgets of callers without a
-- token (root fields a minute, lookups that find nothing an hour) and the wrong guesses per policy number
-- that verify_card allows, as token buckets. In memory, N processes behind a load balancer allowed N times
-- each limit; here one row per bucket is updated in one statement (INSERT … ON CONFLICT DO UPDATE), so
-- concurrent takes from any process queue on its row lock. Rows name no customer; the key is an address
-- (an IPv6 /64) or a policy number. No role reads this table: it is not in the registry.
CREATE TABLE public.rate_limit_bucket (
  scope text NOT NULL,
  key text NOT NULL,
  -- Tokens left at updated_at; the bucket refills at its scope's rate from then, up to its capacity.
  tokens double precision NOT NULL,
  -- What the last take granted, so the statement that takes can return it.
  granted double precision NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

-- A bucket untouched for its whole period is full again, the same as no row: these are swept.
CREATE INDEX rate_limit_bucket_stale_idx ON public.rate_limit_bucket (scope, updated_at);

COMMENT ON TABLE public.rate_limit_bucket IS 'Shared token buckets of the data service''s limits (engine/limits/sharedBuckets.ts).';

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0007_shared_limits applied and does not run it again.
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
VALUES ('0007_shared_limits', '306e0c435082e76d2ab9b6fbf94107461a2b142a2e6a20506f5d1508a73add71')
ON CONFLICT (version) DO NOTHING;
