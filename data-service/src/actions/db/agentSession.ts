import type { Queryable } from '../../db/types';
import type { Session } from '../../engine/parse/context';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { ActionError } from '../../engine/actions/contract';
import { toNumber } from './values';
import { isUuid } from '@/lib/validation/uuid';

/** The calling agent, from the session variables its token carries. */
export interface AgentSession {
  agentId: string;
  partnerId: string;
}

/** The agent of the session; actions that act for an agent refuse sessions without one (anonymous, bare admin). */
export function agentSession(session: Session): AgentSession {
  const agentId = session.variables['x-hasura-user-id'];
  const partnerId = session.variables['x-hasura-partner-id'];
  if (!agentId || !partnerId || !isUuid(agentId) || !isUuid(partnerId)) {
    throw new ActionError('Sign in as an agent to do this', ACTION_ERROR_CODES.accessDenied);
  }
  return { agentId: agentId.toLowerCase(), partnerId: partnerId.toLowerCase() };
}

export interface AgentRow {
  id: string;
  partner_id: string;
  wallet_balance_kobo: number;
}

/**
 * The session's agent, which must still exist and be active (a token outlives a suspension). With
 * `lock`, the row is locked until the transaction ends: every wallet change takes this lock first.
 * NO KEY UPDATE, not UPDATE: rows inserted earlier in the transaction (action_request, …) hold a KEY
 * SHARE lock on the agent through their foreign key, and two requests upgrading those to FOR UPDATE
 * would deadlock each other.
 */
export async function loadActiveAgent(tx: Queryable, agent: AgentSession, options: { lock?: boolean } = {}): Promise<AgentRow> {
  const { rows } = await tx.query<{ id: string; partner_id: string; status: string; wallet_balance_kobo: unknown }>(
    `SELECT id, partner_id, status, wallet_balance_kobo FROM public.agent WHERE id = $1 AND partner_id = $2${options.lock ? ' FOR NO KEY UPDATE' : ''}`,
    [agent.agentId, agent.partnerId],
  );
  const row = rows[0];
  if (!row) throw new ActionError('Sign in as an agent to do this', ACTION_ERROR_CODES.accessDenied);
  if (row.status !== 'ACTIVE') throw new ActionError('This agent account is suspended', ACTION_ERROR_CODES.accountSuspended);
  return { id: row.id, partner_id: row.partner_id, wallet_balance_kobo: toNumber(row.wallet_balance_kobo) };
}
