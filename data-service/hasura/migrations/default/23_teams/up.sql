-- Teams (issue 32): a supervisor leads a team of its partner's agents and sees their figures. A team is the
-- agents whose `team_lead_id` is the supervisor's account (an agent is in one team or none); operations move
-- an agent between teams (set_agent_team, audited). Only a selling agent has a lead; that the lead is a
-- supervisor is set_agent_team's check.
ALTER TABLE public.agent
  ADD CONSTRAINT agent_id_partner_key UNIQUE (id, partner_id),
  ADD COLUMN team_lead_id uuid CONSTRAINT agent_team_lead_id_fkey REFERENCES public.agent (id),
  -- The lead is of the agent's own partner (the single-column key above is the one relationships follow).
  ADD CONSTRAINT agent_team_lead_partner_fkey FOREIGN KEY (team_lead_id, partner_id) REFERENCES public.agent (id, partner_id),
  ADD CONSTRAINT agent_team_member_role CHECK (team_lead_id IS NULL OR role = 'agent');
CREATE INDEX agent_team_lead_idx ON public.agent (team_lead_id) WHERE team_lead_id IS NOT NULL;
COMMENT ON COLUMN public.agent.team_lead_id IS 'The supervisor whose team the agent is in (set_agent_team); NULL in none.';

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0023_teams applied and does not run it again.
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
VALUES ('0023_teams', 'c58a9723ff1210fd864222eb1e33b962be3f2f5e000f858064b69b1c94faad0d')
ON CONFLICT (version) DO NOTHING;
