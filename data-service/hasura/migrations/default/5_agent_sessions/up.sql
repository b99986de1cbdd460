-- Sessions that end, and a sign-in lockout that holds under concurrency.
--
-- An agent's tokens carry the session version they were signed under (claim x-hasura-session-version);
-- the service refuses a token whose version is no longer the agent's. Logging out bumps it, and so does
-- leaving ACTIVE, whichever way the status changes (the admin's update_agent, a back-office UPDATE): a
-- trigger, so no write path can forget it. The column is not in the registry: no role reads or sets it.
ALTER TABLE public.agent ADD COLUMN session_version integer NOT NULL DEFAULT 0;

CREATE FUNCTION public.agent_end_sessions_on_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'ACTIVE' AND NEW.status <> 'ACTIVE' THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER agent_end_sessions_on_suspension
  BEFORE UPDATE OF status ON public.agent
  FOR EACH ROW EXECUTE FUNCTION public.agent_end_sessions_on_suspension();

COMMENT ON COLUMN public.agent.session_version IS 'Tokens signed under an older version are refused; bumped by logout and by suspension.';

-- A sign-in attempt is now written (committed) before its password is checked, with succeeded NULL
-- while the check runs, so parallel attempts count each other. Attempts on a known agent name it, so a
-- phone and an email of one agent share one budget; the client address feeds the per-address limit.
ALTER TABLE public.login_attempt
  ALTER COLUMN succeeded DROP NOT NULL,
  ADD COLUMN agent_id uuid REFERENCES public.agent (id),
  ADD COLUMN client_address text;
CREATE INDEX login_attempt_agent_idx ON public.login_attempt (agent_id, created_at DESC) WHERE agent_id IS NOT NULL;
CREATE INDEX login_attempt_address_idx ON public.login_attempt (client_address, created_at DESC) WHERE client_address IS NOT NULL;

COMMENT ON COLUMN public.login_attempt.succeeded IS 'NULL while the password is being checked; counts as a failure until settled.';

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0005_agent_sessions applied and does not run it again.
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
VALUES ('0005_agent_sessions', '732b5edeeef3c0ef8b8fd2f70b4f8a75e2a3f20c116f42506166c6877ef623a3')
ON CONFLICT (version) DO NOTHING;
