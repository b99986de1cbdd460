import type { ActionOutput } from '@/lib/actions/declareAction';
import { SET_AGENT_STATUS, type SetAgentStatusInput } from '@/lib/actions/setAgentStatus';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { fullName } from '@/lib/format/name';
import { lagosToday } from '@/lib/validation';
import type { ActionAuth } from '../../auth/actionAuth';
import type { Queryable } from '../../db/types';
import type { Session } from '../../engine/parse/context';
import { agentSession, loadActiveAgent, type AgentSession } from '../db/agentSession';
import { auditActor, recordAudit } from '../db/audit';
import { readInput } from '../input';
import { ActionError, type OwnTransactionsHandler } from '../../engine/actions/contract';

/**
 * `set_agent_status`: operations suspend or reactivate one of their partner's accounts. Suspending ends every
 * session of it (the suspension's trigger bumps its session version; this process forgets what it cached at
 * once it committed, every other within the session cache's few seconds: its own transaction, as logout). The
 * change and its reason are in the audit log with the status before and after; asked for the status the
 * account has, nothing is written.
 */
const setStatus =
  (auth: Pick<ActionAuth, 'forgetAgentSession'>): OwnTransactionsHandler =>
  async (rawInput, ctx) => {
    const ops = agentSession(ctx.session);
    const input = readInput(SET_AGENT_STATUS, rawInput, lagosToday(ctx.now));
    if (input.agent_id.toLowerCase() === ops.agentId) {
      throw new ActionError('You cannot change the status of your own account: ask a colleague', ACTION_ERROR_CODES.ownAccount);
    }
    const result = await ctx.transaction((tx) => change(tx, ctx.session, ops, input));
    if (result.changed) auth.forgetAgentSession(result.agent_id);
    return result;
  };

async function change(tx: Queryable, session: Session, ops: AgentSession, input: SetAgentStatusInput): Promise<ActionOutput<typeof SET_AGENT_STATUS>> {
  await loadActiveAgent(tx, ops);
  const { rows } = await tx.query<{ id: string; first_name: string; last_name: string; status: string; suspended_reason: string | null }>(
    'SELECT id, first_name, last_name, status, suspended_reason FROM public.agent WHERE id = $1 AND partner_id = $2 FOR UPDATE',
    [input.agent_id, ops.partnerId],
  );
  const account = rows[0];
  if (!account) throw new ActionError(`Account ${input.agent_id} not found`, ACTION_ERROR_CODES.notFound);

  if (account.status === 'INVITED') {
    throw new ActionError(
      `${fullName(account)} has not accepted the invitation yet: there is nothing to suspend (an unused invitation expires by itself)`,
      ACTION_ERROR_CODES.accountInvited,
    );
  }
  const answer = (changed: boolean): ActionOutput<typeof SET_AGENT_STATUS> => ({ agent_id: account.id, status: input.status, changed });
  if (account.status === input.status) return answer(false);

  const reason = input.status === 'SUSPENDED' ? (input.reason ?? '').trim() : null;
  await tx.query('UPDATE public.agent SET status = $2, suspended_reason = $3 WHERE id = $1', [account.id, input.status, reason]);
  await recordAudit(tx, {
    actor: auditActor(session),
    partnerId: ops.partnerId,
    action: SET_AGENT_STATUS.name,
    record: { table: 'agent', id: account.id, label: fullName(account) },
    before: { status: account.status, suspended_reason: account.suspended_reason },
    after: { status: input.status, suspended_reason: reason },
  });
  return answer(true);
}

/** `set_agent_status` with the service's session cache to forget the account in. */
export const createSetAgentStatus = (auth: Pick<ActionAuth, 'forgetAgentSession'>) => ({ ownTransactions: setStatus(auth) });
