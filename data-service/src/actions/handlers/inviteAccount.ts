import type { ActionOutput } from '@/lib/actions/declareAction';
import { INVITE_ACCOUNT } from '@/lib/actions/inviteAccount';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { formatPhone } from '@/lib/format/phone';
import { fullName } from '@/lib/format/name';
import { lagosToday } from '@/lib/validation';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { auditActor, recordAudit } from '../db/audit';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { makePasswordLink } from '../db/passwordLinks';
import { readInput } from '../input';

type Output = ActionOutput<typeof INVITE_ACCOUNT>;

/**
 * `invite_account`: one INVITED account (no password) of the operations' partner, its invitation link, and
 * the audit entry, in one transaction under the request's key. Its stored answer is the account alone: the
 * same request again makes a fresh link for it (ending the first), as long as it is still an invitation.
 */
export const inviteAccount: ActionHandler = async (rawInput, ctx) => {
  const ops = agentSession(ctx.session);
  const input = readInput(INVITE_ACCOUNT, rawInput, lagosToday(ctx.now));
  await loadActiveAgent(ctx.tx, ops);
  const { idempotency_key: key, ...request } = input;
  const claim = await claimIdempotencyKey(ctx.tx, { key, action: INVITE_ACCOUNT.name, agentId: ops.agentId, request });
  const link = (agentId: string) => makePasswordLink(ctx.tx, { partnerId: ops.partnerId, agentId, purpose: 'INVITE', createdBy: ops.agentId, now: ctx.now });
  const answer = (agentId: string, made: { token: string; expiresAt: Date }): Output => ({
    agent_id: agentId,
    purpose: 'INVITE',
    token: made.token,
    expires_at: made.expiresAt.toISOString(),
  });

  if (claim.kind === 'replay') {
    const { agent_id: agentId } = claim.data as { agent_id: string };
    const { rows } = await ctx.tx.query<{ status: string }>('SELECT status FROM public.agent WHERE id = $1 FOR NO KEY UPDATE', [agentId]);
    if (rows[0]?.status !== 'INVITED') throw new ActionError('The invitation was accepted already: the account has its password', ACTION_ERROR_CODES.accountExists);
    return answer(agentId, await link(agentId));
  }

  const { rows: taken } = await ctx.tx.query<{ first_name: string; last_name: string; phone: string; email: string | null }>(
    `SELECT first_name, last_name, phone, email FROM public.agent WHERE partner_id = $1 AND (phone = $2 OR lower(email) = $3)`,
    [ops.partnerId, input.phone, input.email],
  );
  const existing = taken[0];
  if (existing) {
    const samePhone = existing.phone === input.phone;
    throw new ActionError(`${samePhone ? formatPhone(input.phone) : input.email} is ${fullName(existing)}’s already: find the account in the list`, ACTION_ERROR_CODES.accountExists, {
      field: samePhone ? 'phone' : 'email',
    });
  }

  const { rows } = await ctx.tx.query<{ id: string }>(
    `INSERT INTO public.agent (partner_id, first_name, last_name, phone, email, password_hash, status, role)
     VALUES ($1, $2, $3, $4, $5, NULL, 'INVITED', $6) RETURNING id`,
    [ops.partnerId, input.first_name, input.last_name, input.phone, input.email, input.role],
  );
  const agentId = rows[0].id;
  const made = await link(agentId);
  await recordAudit(ctx.tx, {
    actor: auditActor(ctx.session),
    partnerId: ops.partnerId,
    action: INVITE_ACCOUNT.name,
    record: { table: 'agent', id: agentId, label: fullName(input) },
    before: null,
    after: { first_name: input.first_name, last_name: input.last_name, phone: input.phone, email: input.email, role: input.role, status: 'INVITED', link_expires_at: made.expiresAt.toISOString() },
  });
  await storeAnswer(ctx.tx, key, { agent_id: agentId });
  return answer(agentId, made);
};
