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
