import type { ActionOutput } from '@/lib/actions/declareAction';
import { ISSUE_PASSWORD_LINK } from '@/lib/actions/issuePasswordLink';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { fullName } from '@/lib/format/name';
import { lagosToday } from '@/lib/validation';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { auditActor, recordAudit } from '../db/audit';
import { makePasswordLink } from '../db/passwordLinks';
import { readInput } from '../input';

/**
 * `issue_password_link`: a new invitation link for an invited account, a reset link for an active one (the
 * account's earlier links end), audited. The password itself changes only when the link is used: until
 * then the account signs in as before (a reset asked by mistake costs nothing).
 */
export const issuePasswordLink: ActionHandler = async (rawInput, ctx): Promise<ActionOutput<typeof ISSUE_PASSWORD_LINK>> => {
  const ops = agentSession(ctx.session);
  const input = readInput(ISSUE_PASSWORD_LINK, rawInput, lagosToday(ctx.now));
  await loadActiveAgent(ctx.tx, ops);
  if (input.agent_id.toLowerCase() === ops.agentId) {
    throw new ActionError('Change your own password on your profile', ACTION_ERROR_CODES.ownAccount);
  }
  const { rows } = await ctx.tx.query<{ id: string; first_name: string; last_name: string; status: string }>(
    'SELECT id, first_name, last_name, status FROM public.agent WHERE id = $1 AND partner_id = $2 FOR NO KEY UPDATE',
    [input.agent_id, ops.partnerId],
  );
  const account = rows[0];
  if (!account) throw new ActionError(`Account ${input.agent_id} not found`, ACTION_ERROR_CODES.notFound);
  if (account.status === 'SUSPENDED') {
    throw new ActionError(`${fullName(account)}’s account is suspended: reactivate it first`, ACTION_ERROR_CODES.accountSuspended);
  }
  const purpose = account.status === 'INVITED' ? 'INVITE' : 'RESET';
  const made = await makePasswordLink(ctx.tx, { partnerId: ops.partnerId, agentId: account.id, purpose, createdBy: ops.agentId, now: ctx.now });
  await recordAudit(ctx.tx, {
    actor: auditActor(ctx.session),
    partnerId: ops.partnerId,
    action: ISSUE_PASSWORD_LINK.name,
    record: { table: 'agent', id: account.id, label: fullName(account) },
    before: null,
    after: { link: purpose === 'INVITE' ? 'invitation' : 'password reset', link_expires_at: made.expiresAt.toISOString() },
  });
  return { agent_id: account.id, purpose, token: made.token, expires_at: made.expiresAt.toISOString() };
};
