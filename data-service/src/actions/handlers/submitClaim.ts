import { takeClaimEvidence } from '../../evidence/claimEvidence';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { SUBMIT_CLAIM } from '@/lib/actions/submitClaim';
import type { ClaimStatus } from '@/lib/domain/claims';
import { lagosToday } from '@/lib/validation';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { loadClaimHistory, loadOrderToClaim } from '../db/claims';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { nextReference } from '../db/references';
import { readInput } from '../input';
import { claimEligibilityProblem, type ClaimRequest } from '../rules/claims';
import { CLAIM_EVENT_NOTES } from '../rules/claimTransitions';
import { claimExcessKobo } from '../rules/pricing';
import { refusal, type ActionHandler } from '../../engine/actions/contract';

/**
 * `submit_claim`: the agent files a repair (or theft) claim on one of their orders. Every rule of
 * PRODUCT.md ("Claims") is checked here, the excess computed here; the claim starts SUBMITTED with
 * that first event on its timeline. Claims of one device take turns (device row lock).
 */

// Every claim starts here; back office moves it on (advance_claim).
const FIRST_STATUS = 'SUBMITTED' satisfies ClaimStatus;

export const submitClaim: ActionHandler = async (rawInput, ctx) => {
  const agent = agentSession(ctx.session);
  const today = lagosToday(ctx.now);
  const input = readInput(SUBMIT_CLAIM, rawInput, today);
  const request: ClaimRequest = {
    claimType: input.claim_type,
    incidentDate: input.incident_date,
    description: input.description,
    policeReportNumber: input.police_report_number,
  };

  await loadActiveAgent(ctx.tx, agent);
  const key = await claimIdempotencyKey(ctx.tx, {
    key: input.idempotency_key,
    action: 'submit_claim',
    agentId: agent.agentId,
    // The photos only when sent, so keys stored before claims carried photos still match.
    request: { order_id: input.order_id, ...request, ...(input.evidence_ids === null ? {} : { evidence_ids: [...new Set(input.evidence_ids)].sort() }) },
  });
  if (key.kind === 'replay') return key.data;

  const order = await loadOrderToClaim(ctx.tx, agent, input.order_id);
  await ctx.tx.query('SELECT 1 FROM public.device WHERE id = $1 FOR NO KEY UPDATE', [order.device_id]);
  const problem = claimEligibilityProblem(request, order, await loadClaimHistory(ctx.tx, order));
  if (problem) throw refusal(problem);

  const excess = claimExcessKobo(order, request.claimType, order.device_value_kobo);
  const reference = await nextReference(ctx.tx, 'CLM', ctx.now);
  const inserted = await ctx.tx.query<{ id: string }>(
    `INSERT INTO public.claim
       (partner_id, agent_id, customer_id, device_id, plan_order_id, reference, claim_type, incident_date, description,
        police_report_number, status, excess_kobo, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING id`,
    [
      agent.partnerId,
      agent.agentId,
      order.customer_id,
      order.device_id,
      input.order_id,
      reference,
      request.claimType,
      request.incidentDate,
      request.description,
      request.policeReportNumber,
      FIRST_STATUS,
      excess,
      input.idempotency_key,
    ],
  );
  const claimId = inserted.rows[0].id;
  await takeClaimEvidence(ctx.tx, {
    agent,
    ids: input.evidence_ids ?? [],
    claimId,
    deviceId: order.device_id,
    type: request.claimType,
    field: 'evidence_ids',
    required: true,
    now: ctx.now,
  });
  await ctx.tx.query(`INSERT INTO public.claim_event (partner_id, claim_id, agent_id, status, note) VALUES ($1, $2, $3, $4, $5)`, [
    agent.partnerId,
    claimId,
    agent.agentId,
    FIRST_STATUS,
    CLAIM_EVENT_NOTES[FIRST_STATUS],
  ]);

  const output: ActionOutput<typeof SUBMIT_CLAIM> = { claim_id: claimId, reference, status: FIRST_STATUS, excess_kobo: excess };
  await storeAnswer(ctx.tx, input.idempotency_key, output);
  return output;
};
