import type { ActionOutput } from '@/lib/actions/declareAction';
import { REQUEST_CLAIM_EVIDENCE } from '@/lib/actions/requestClaimEvidence';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { CLAIM_STATUSES_TAKING_EVIDENCE } from '@/lib/domain/evidence';
import { lagosToday } from '@/lib/validation';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { auditActor, recordAudit } from '../db/audit';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { readInput } from '../input';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';

/**
 * `request_claim_evidence`: a claims officer asks the claim's agent for more photos or documents. The note
 * says what is needed and goes to the claim's notes; the claim shows the request until the agent adds some.
 * A back-office write: in the audit log, in the same transaction.
 */
export const requestClaimEvidence: ActionHandler = async (rawInput, ctx) => {
  const officer = agentSession(ctx.session);
  const input = readInput(REQUEST_CLAIM_EVIDENCE, rawInput, lagosToday(ctx.now));
  await loadActiveAgent(ctx.tx, officer);
  const key = await claimIdempotencyKey(ctx.tx, {
    key: input.idempotency_key,
    action: REQUEST_CLAIM_EVIDENCE.name,
    agentId: officer.agentId,
    request: { claim_id: input.claim_id, note: input.note },
  });
  if (key.kind === 'replay') return key.data;

  const { rows } = await ctx.tx.query<{ id: string; reference: string; status: string; evidence_requested_at: Date | string | null }>(
    `SELECT id, reference, status, evidence_requested_at FROM public.claim WHERE id = $1 AND partner_id = $2 FOR NO KEY UPDATE`,
    [input.claim_id, officer.partnerId],
  );
  const claim = rows[0];
  if (!claim) throw new ActionError(`Claim ${input.claim_id} not found`, ACTION_ERROR_CODES.notFound);
  if (!(CLAIM_STATUSES_TAKING_EVIDENCE as readonly string[]).includes(claim.status)) {
    throw new ActionError('This claim has been decided: more evidence can no longer be asked for.', ACTION_ERROR_CODES.claimNotUnderReview);
  }

  const note = await ctx.tx.query<{ id: string }>(
    `INSERT INTO public.claim_note (partner_id, claim_id, author_id, author_role, body, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [officer.partnerId, claim.id, officer.agentId, ctx.session.role, input.note, input.idempotency_key, ctx.now.toISOString()],
  );
  await ctx.tx.query(`UPDATE public.claim SET evidence_requested_at = $2, updated_at = $2 WHERE id = $1`, [claim.id, ctx.now.toISOString()]);
  await recordAudit(ctx.tx, {
    actor: auditActor(ctx.session),
    partnerId: officer.partnerId,
    action: REQUEST_CLAIM_EVIDENCE.name,
    record: { table: 'claim', id: claim.id, label: `Claim ${claim.reference}` },
    before: { evidence_requested_at: claim.evidence_requested_at === null ? null : new Date(claim.evidence_requested_at).toISOString() },
    after: { evidence_requested_at: ctx.now.toISOString(), note: input.note },
  });

  const output: ActionOutput<typeof REQUEST_CLAIM_EVIDENCE> = { claim_id: claim.id, requested_at: ctx.now.toISOString(), note_id: note.rows[0].id };
  await storeAnswer(ctx.tx, input.idempotency_key, output);
  return output;
};
