import { graphql } from '@/lib/graphql/partner-ops/generated';

/** Operations move an agent into a supervisor's team, or out of any (`teamLeadId` null). */
export const SetAgentTeam = graphql(`
  mutation SetAgentTeam($agentId: uuid!, $teamLeadId: uuid) {
    set_agent_team(agent_id: $agentId, team_lead_id: $teamLeadId) {
      agent_id
      team_lead_id
      changed
    }
  }
`);
