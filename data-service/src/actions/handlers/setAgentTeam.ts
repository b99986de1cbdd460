import type { ActionOutput } from '@/lib/actions/declareAction';
import { SET_AGENT_TEAM } from '@/lib/actions/setAgentTeam';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { AGENT_ROLE, SUPERVISOR_ROLE } from '@/lib/domain/roles';
import { fullName } from '@/lib/format/name';
import { lagosToday } from '@/lib/validation';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';
import { loadPartnerAccount } from '../db/accounts';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { auditActor, recordAudit } from '../db/audit';
import { readInput } from '../input';

/**
 * `set_agent_team`: operations move a selling agent into a supervisor's team or out of any (migration 0023).
 * Another partner's account is "not found"; a staff account is in no team, and only a supervisor leads one.
 * The move is in the audit log with the team (its lead's name) before and after.
 */
export const setAgentTeam: ActionHandler = async (rawInput, ctx): Promise<ActionOutput<typeof SET_AGENT_TEAM>> => {
  const ops = agentSession(ctx.session);
  const input = readInput(SET_AGENT_TEAM, rawInput, lagosToday(ctx.now));
  await loadActiveAgent(ctx.tx, ops);
  const agent = await loadPartnerAccount(ctx.tx, ops.partnerId, input.agent_id, { field: 'agent_id', lock: true });
  if (agent.role !== AGENT_ROLE) {
    throw new ActionError(`${fullName(agent)} does not sell: only agents are in a team`, ACTION_ERROR_CODES.teamNotAllowed, { field: 'agent_id' });
  }
  const lead = input.team_lead_id ? await loadPartnerAccount(ctx.tx, ops.partnerId, input.team_lead_id, { field: 'team_lead_id' }) : null;
  if (lead && lead.role !== SUPERVISOR_ROLE) {
    throw new ActionError(`${fullName(lead)} is not a supervisor: only a supervisor leads a team`, ACTION_ERROR_CODES.teamNotAllowed, { field: 'team_lead_id' });
  }

  const teamLeadId = lead?.id ?? null;
  const answer = (changed: boolean) => ({ agent_id: agent.id, team_lead_id: teamLeadId, changed });
  if (agent.team_lead_id === teamLeadId) return answer(false);

  const previous = agent.team_lead_id ? await loadPartnerAccount(ctx.tx, ops.partnerId, agent.team_lead_id, { field: 'team_lead_id' }) : null;
  await ctx.tx.query('UPDATE public.agent SET team_lead_id = $2 WHERE id = $1', [agent.id, teamLeadId]);
  await recordAudit(ctx.tx, {
    actor: auditActor(ctx.session),
    partnerId: ops.partnerId,
    action: SET_AGENT_TEAM.name,
    record: { table: 'agent', id: agent.id, label: fullName(agent) },
    before: { team_lead_id: agent.team_lead_id, team: previous ? fullName(previous) : null },
    after: { team_lead_id: teamLeadId, team: lead ? fullName(lead) : null },
  });
  return answer(true);
};
