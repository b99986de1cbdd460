import { graphql } from '@/lib/graphql/partner-ops/generated';

/** Operations suspend an account (with the reason) or reactivate it. */
export const SetAgentStatus = graphql(`
  mutation SetAgentStatus($agentId: uuid!, $status: agent_status!, $reason: String) {
    set_agent_status(agent_id: $agentId, status: $status, reason: $reason) {
      agent_id
      status
      changed
    }
  }
`);
