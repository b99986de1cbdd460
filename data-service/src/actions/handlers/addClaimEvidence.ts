import { ADD_CLAIM_EVIDENCE } from '@/lib/actions/addClaimEvidence';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { isClaimType } from '@/lib/domain/claims';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { CLAIM_STATUSES_TAKING_EVIDENCE } from '@/lib/domain/evidence';
import { lagosToday } from '@/lib/validation';
import { takeClaimEvidence } from '../../evidence/claimEvidence';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { readInput } from '../input';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';

/**
 * `add_claim_evidence`: the agent who filed a claim adds photos or the police report while it is being
 * reviewed (any other agent's claim is "not found"). Adding answers the desk's request for more, if any.
 */
export const addClaimEvidence: ActionHandler = async (rawInput, ctx) => {
  const agent = agentSession(ctx.session);
  const input = readInput(ADD_CLAIM_EVIDENCE, rawInput, lagosToday(ctx.now));
  await loadActiveAgent(ctx.tx, agent);
  const key = await claimIdempotencyKey(ctx.tx, {
    key: input.idempotency_key,
    action: ADD_CLAIM_EVIDENCE.name,
    agentId: agent.agentId,
    request: { claim_id: input.claim_id, evidence_ids: [...new Set(input.evidence_ids)].sort() },
  });
  if (key.kind === 'replay') return key.data;

  const { rows } = await ctx.tx.query<{ id: string; status: string; claim_type: string; device_id: string }>(
    `SELECT id, status, claim_type, device_id FROM public.claim WHERE id = $1 AND partner_id = $2 AND agent_id = $3 FOR NO KEY UPDATE`,
    [input.claim_id, agent.partnerId, agent.agentId],
  );
  const claim = rows[0];
  if (!claim || !isClaimType(claim.claim_type)) throw new ActionError(`Claim ${input.claim_id} not found`, ACTION_ERROR_CODES.notFound);
  if (!(CLAIM_STATUSES_TAKING_EVIDENCE as readonly string[]).includes(claim.status)) {
    throw new ActionError('This claim has been decided: photos can no longer be added to it.', ACTION_ERROR_CODES.claimNotUnderReview);
  }
  await takeClaimEvidence(ctx.tx, {
    agent,
    ids: input.evidence_ids,
    claimId: claim.id,
    deviceId: claim.device_id,
    type: claim.claim_type,
    field: 'evidence_ids',
    required: false,
    now: ctx.now,
  });
  await ctx.tx.query(`UPDATE public.claim SET evidence_requested_at = NULL, updated_at = $2 WHERE id = $1`, [claim.id, ctx.now.toISOString()]);
  const counted = await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.evidence WHERE claim_id = $1`, [claim.id]);

  const output: ActionOutput<typeof ADD_CLAIM_EVIDENCE> = { claim_id: claim.id, evidence_count: counted.rows[0].n };
  await storeAnswer(ctx.tx, input.idempotency_key, output);
  return output;
};
