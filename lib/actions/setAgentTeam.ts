import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { declareAction, objectType, required, type ActionInput } from './declareAction';

const SET_AGENT_TEAM_OUTPUT = objectType('set_agent_team_output', {
  agent_id: { type: 'uuid!' },
  team_lead_id: { type: 'uuid', description: "The supervisor whose team the agent is in now; null in none." },
  changed: { type: 'Boolean!', description: 'False when the agent already was in that team (nothing was written).' },
});

/**
 * `set_agent_team`: operations move one of their partner's selling agents into a supervisor's team, or out
 * of any (`team_lead_id` null). The supervisor sees the agent's figures from then on, and no longer the
 * previous team's lead. Asked for the team the agent is in, it changes nothing and says so.
 */
export const SET_AGENT_TEAM = declareAction()({
  name: 'set_agent_team',
  kind: 'mutation',
  roles: [PARTNER_OPS_ROLE],
  idempotent: false,
  args: { agent_id: { type: 'uuid!' }, team_lead_id: { type: 'uuid' } },
  output: required(SET_AGENT_TEAM_OUTPUT),
});

export type SetAgentTeamInput = ActionInput<typeof SET_AGENT_TEAM>;
