import { agentSession } from '../db/agentSession';
import type { ActionAuth } from '../../auth/actionAuth';
import type { OwnTransactionsHandler } from '../../engine/actions/contract';

/**
 * `logout`: ends every session of the calling agent (its tokens on every device) by bumping its session
 * version; this process forgets what it cached at once, the others within DATA_SERVICE_AGENT_SESSION_CACHE_MS.
 * It opens its own transaction so the forgetting comes after the commit: a request between the two would
 * otherwise cache the old version again.
 */
const endSessions = (auth: ActionAuth): OwnTransactionsHandler => async (_input, ctx) => {
  const agent = agentSession(ctx.session);
  await ctx.transaction((tx) =>
    tx.query(`UPDATE public.agent SET session_version = session_version + 1 WHERE id = $1 AND partner_id = $2`, [agent.agentId, agent.partnerId]),
  );
  auth.forgetAgentSession(agent.agentId);
  return true;
};

/** `logout` with the service's session cache to forget the agent in. */
export const createLogout = (auth: ActionAuth) => ({ ownTransactions: endSessions(auth) });
