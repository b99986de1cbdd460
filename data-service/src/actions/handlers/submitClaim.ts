import { z } from 'zod';
import { lagosToday } from '../../../../lib/validation';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { nextReference } from '../db/references';
import { toNumber, toNumberOrNull } from '../db/values';
import { ACTION_ERROR_CODES } from '../errorCodes';
import { date, optionalText, parseInput, text, uuid } from '../input';
import { CLAIM_TYPES, claimEligibilityProblem, claimInputProblem, type ClaimProblem, type ClaimRequest } from '../rules/claims';
import { claimExcessKobo } from '../rules/pricing';
import { ActionError, type ActionHandler } from '../types';

/**
 * `submit_claim`: the agent files a repair (or theft) claim on one of their orders. Every rule of
 * PRODUCT.md ("Claims") is checked here, the excess computed here; the claim starts SUBMITTED with
 * that first event on its timeline. Claims of one device take turns (device row lock).
 */

const inputSchema = z.object({
  idempotency_key: uuid,
  order_id: uuid,
  claim_type: z.enum(CLAIM_TYPES),
  incident_date: date,
  description: text,
  police_report_number: optionalText,
});

const SUBMITTED_NOTE = 'Claim submitted by the agent.';

function fail(problem: ClaimProblem): never {
  throw new ActionError(problem.message, problem.code, problem.extensions);
}

export const submitClaim: ActionHandler = async (rawInput, ctx) => {
  const agent = agentSession(ctx.session);
  const input = parseInput(inputSchema, rawInput);
  const today = lagosToday(ctx.now);
  const policeReport = (input.police_report_number ?? '').trim();
  const request: ClaimRequest = {
    claimType: input.claim_type,
    incidentDate: input.incident_date,
    description: input.description.trim(),
    policeReportNumber: policeReport === '' ? null : policeReport,
  };
  const inputProblem = claimInputProblem(request, today);
  if (inputProblem) fail(inputProblem);

  await loadActiveAgent(ctx.tx, agent);
  const key = await claimIdempotencyKey(ctx.tx, {
    key: input.idempotency_key,
    action: 'submit_claim',
    agentId: agent.agentId,
    request: { order_id: input.order_id, ...request },
  });
  if (key.kind === 'replay') return key.data;

  const { rows } = await ctx.tx.query<Record<string, unknown>>(
    `SELECT o.id, o.status, o.starts_on::text AS starts_on, o.ends_on::text AS ends_on, o.device_id, o.customer_id,
            p.name AS plan_name, p.covers, p.claims_per_term, p.excess_kobo, p.theft_excess_rate_bp, d.purchase_price_kobo
       FROM public.plan_order o
       JOIN public.plan p ON p.id = o.plan_id
       JOIN public.device d ON d.id = o.device_id
      WHERE o.id = $1 AND o.agent_id = $2 AND o.partner_id = $3`,
    [input.order_id, agent.agentId, agent.partnerId],
  );
  const row = rows[0];
  if (!row) throw new ActionError('Order not found', ACTION_ERROR_CODES.notFound, { field: 'order_id' });
  const deviceId = String(row.device_id);
  await ctx.tx.query('SELECT 1 FROM public.device WHERE id = $1 FOR NO KEY UPDATE', [deviceId]);

  const history = await ctx.tx.query<{ used: unknown; open_id: string | null; open_reference: string | null }>(
    `SELECT (SELECT count(*) FROM public.claim WHERE plan_order_id = $1 AND status <> 'REJECTED') AS used,
            open.id AS open_id, open.reference AS open_reference
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT id, reference FROM public.claim WHERE device_id = $2 AND status NOT IN ('REJECTED', 'COMPLETED') LIMIT 1
       ) AS open ON true`,
    [input.order_id, deviceId],
  );
  const h = history.rows[0];
  const covers = typeof row.covers === 'string' ? (JSON.parse(row.covers) as unknown) : row.covers;
  const problem = claimEligibilityProblem(
    request,
    {
      status: String(row.status),
      starts_on: String(row.starts_on),
      ends_on: String(row.ends_on),
      plan_name: String(row.plan_name),
      covers: Array.isArray(covers) ? covers.map(String) : [],
      claims_per_term: toNumber(row.claims_per_term),
    },
    {
      claimsUsed: toNumber(h.used),
      openClaim: h.open_id && h.open_reference ? { id: h.open_id, reference: h.open_reference } : undefined,
    },
  );
  if (problem) fail(problem);

  const excess = claimExcessKobo(
    { excess_kobo: toNumber(row.excess_kobo), theft_excess_rate_bp: toNumberOrNull(row.theft_excess_rate_bp) },
    request.claimType,
    toNumber(row.purchase_price_kobo),
  );
  const reference = await nextReference(ctx.tx, 'CLM', ctx.now);
  const inserted = await ctx.tx.query<{ id: string }>(
    `INSERT INTO public.claim
       (partner_id, agent_id, customer_id, device_id, plan_order_id, reference, claim_type, incident_date, description,
        police_report_number, status, excess_kobo, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'SUBMITTED', $11, $12)
     RETURNING id`,
    [
      agent.partnerId,
      agent.agentId,
      String(row.customer_id),
      deviceId,
      input.order_id,
      reference,
      request.claimType,
      request.incidentDate,
      request.description,
      request.policeReportNumber,
      excess,
      input.idempotency_key,
    ],
  );
  const claimId = inserted.rows[0].id;
  await ctx.tx.query(`INSERT INTO public.claim_event (partner_id, claim_id, agent_id, status, note) VALUES ($1, $2, $3, 'SUBMITTED', $4)`, [
    agent.partnerId,
    claimId,
    agent.agentId,
    SUBMITTED_NOTE,
  ]);

  const output = { claim_id: claimId, reference, status: 'SUBMITTED', excess_kobo: excess };
  await storeAnswer(ctx.tx, input.idempotency_key, output);
  return output;
};
