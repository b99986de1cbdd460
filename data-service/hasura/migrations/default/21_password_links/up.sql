-- Invitations and password resets by one-time link (issue 32). Operations invite a person (an account is
-- created INVITED, with no password) or reset an account's password; either way the service makes a link
-- whose token only its holder knows: the database keeps the token's SHA-256, never the token. The link
-- works once, until it expires; a newer link of the same account ends the older ones. Following it, the
-- person chooses a password (an invited account becomes ACTIVE).
ALTER TABLE public.agent ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE public.agent DROP CONSTRAINT agent_status_check;
ALTER TABLE public.agent ADD CONSTRAINT agent_status_check CHECK (status IN ('INVITED', 'ACTIVE', 'SUSPENDED'));
-- Only an invitation not yet taken up has no password (a suspended account keeps the one it had).
ALTER TABLE public.agent ADD CONSTRAINT agent_password_set CHECK ((password_hash IS NULL) = (status = 'INVITED'));

CREATE TABLE public.password_link (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  -- INVITE: the account's first password; RESET: a new one, chosen for a forgotten one.
  purpose text NOT NULL CONSTRAINT password_link_purpose_check CHECK (purpose IN ('INVITE', 'RESET')),
  token_hash text NOT NULL CONSTRAINT password_link_token_hash_key UNIQUE,
  -- Who made it (operations); NULL for a link the person asked for themselves.
  created_by uuid REFERENCES public.agent (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_link_agent_idx ON public.password_link (agent_id, created_at DESC);

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0021_password_links applied and does not run it again.
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
VALUES ('0021_password_links', 'f5e2da4ee72940024d71c3d9bb1de90ca48afb873568dfeb9d93324ef1abf2af')
ON CONFLICT (version) DO NOTHING;
