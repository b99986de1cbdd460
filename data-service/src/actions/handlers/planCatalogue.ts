import type { ActionOutput } from '@/lib/actions/declareAction';
import { REVISE_PLAN } from '@/lib/actions/revisePlan';
import { SET_PLAN_ON_SALE } from '@/lib/actions/setPlanOnSale';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { PLAN_TERM_MESSAGES } from '@/lib/domain/plans';
import { lagosToday } from '@/lib/validation';
import type { Queryable } from '../../db/types';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { auditActor, recordAudit } from '../db/audit';
import { claimIdempotencyKey, storeAnswer } from '../db/idempotency';
import { fieldError, readInput } from '../input';
import { toNumber } from '../db/values';

/**
 * Operations keep their partner's plan catalogue (issue 32, migration 0022): plans are retired and put back
 * on sale, and their terms revised as new versions, each write audited with the terms before and after.
 * Another partner's plan is "not found".
 */

const TERMS = ['premium_rate_bp', 'min_premium_kobo', 'excess_kobo', 'claims_per_term', 'term_months'] as const;
type Terms = Record<(typeof TERMS)[number], number>;

interface CataloguePlan extends Terms {
  id: string;
  code: string;
  name: string;
  version: number;
  active: boolean;
  newest: number;
}

/** The partner's plan, locked, with the newest version of its code. */
async function lockPlan(tx: Queryable, partnerId: string, planId: string): Promise<CataloguePlan> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT id, code, name, version, active, ${TERMS.join(', ')},
            (SELECT max(version) FROM public.plan other WHERE other.partner_id = plan.partner_id AND other.code = plan.code) AS newest
       FROM public.plan WHERE id = $1 AND partner_id = $2 FOR UPDATE`,
    [planId, partnerId],
  );
  const row = rows[0];
  if (!row) throw new ActionError(`Plan ${planId} not found`, ACTION_ERROR_CODES.notFound, { field: 'plan_id' });
  const terms = Object.fromEntries(TERMS.map((term) => [term, toNumber(row[term])])) as Terms;
  return { ...terms, id: String(row.id), code: String(row.code), name: String(row.name), version: toNumber(row.version), active: Boolean(row.active), newest: toNumber(row.newest) };
}

const termsOf = (plan: Terms): Terms => Object.fromEntries(TERMS.map((term) => [term, plan[term]])) as Terms;
const versionLabel = (plan: { name: string; version: number }) => `${plan.name} (version ${plan.version})`;

function refuseOlderVersion(plan: CataloguePlan): void {
  if (plan.version !== plan.newest) {
    throw new ActionError(`${plan.name} has a newer version (version ${plan.newest}): reload the catalogue`, ACTION_ERROR_CODES.planNotNewest);
  }
}

/** `set_plan_on_sale`: retire a plan or put its newest version back on sale; asked for what it is, nothing is written. */
export const setPlanOnSale: ActionHandler = async (rawInput, ctx): Promise<ActionOutput<typeof SET_PLAN_ON_SALE>> => {
  const ops = agentSession(ctx.session);
  const input = readInput(SET_PLAN_ON_SALE, rawInput, lagosToday(ctx.now));
  await loadActiveAgent(ctx.tx, ops);
  const plan = await lockPlan(ctx.tx, ops.partnerId, input.plan_id);
  if (plan.active === input.on_sale) return { plan_id: plan.id, on_sale: plan.active, changed: false };
  if (input.on_sale) refuseOlderVersion(plan);
  await ctx.tx.query('UPDATE public.plan SET active = $2 WHERE id = $1', [plan.id, input.on_sale]);
  await recordAudit(ctx.tx, {
    actor: auditActor(ctx.session),
    partnerId: ops.partnerId,
    action: SET_PLAN_ON_SALE.name,
    record: { table: 'plan', id: plan.id, label: versionLabel(plan) },
    before: { on_sale: plan.active },
    after: { on_sale: input.on_sale },
  });
  return { plan_id: plan.id, on_sale: input.on_sale, changed: true };
};

/** `revise_plan`: the newest version off sale, a new version with the new terms in its place, under the request's key. */
export const revisePlan: ActionHandler = async (rawInput, ctx): Promise<ActionOutput<typeof REVISE_PLAN>> => {
  const ops = agentSession(ctx.session);
  const input = readInput(REVISE_PLAN, rawInput, lagosToday(ctx.now));
  await loadActiveAgent(ctx.tx, ops);
  const { idempotency_key: key, ...request } = input;
  const claim = await claimIdempotencyKey(ctx.tx, { key, action: REVISE_PLAN.name, agentId: ops.agentId, request });
  if (claim.kind === 'replay') return claim.data as ActionOutput<typeof REVISE_PLAN>;

  const plan = await lockPlan(ctx.tx, ops.partnerId, input.plan_id);
  refuseOlderVersion(plan);
  const before = termsOf(plan);
  const after = termsOf(input);
  if (TERMS.every((term) => before[term] === after[term])) throw fieldError('premium_rate_bp', PLAN_TERM_MESSAGES.unchanged);

  // Off sale first: one version of a code on sale at a time (plan_one_version_on_sale).
  await ctx.tx.query('UPDATE public.plan SET active = false WHERE id = $1', [plan.id]);
  const { rows } = await ctx.tx.query<{ id: string }>(
    `INSERT INTO public.plan (partner_id, code, name, description, covers, premium_rate_bp, min_premium_kobo, excess_kobo, theft_excess_rate_bp,
                              claims_per_term, term_months, refund_after_cooling_off, inspection_photos, active, sort_order, version, created_at)
     SELECT partner_id, code, name, description, covers, $2, $3, $4, theft_excess_rate_bp, $5, $6, refund_after_cooling_off, inspection_photos, $7, sort_order, version + 1, $8
       FROM public.plan WHERE id = $1
     RETURNING id`,
    [plan.id, after.premium_rate_bp, after.min_premium_kobo, after.excess_kobo, after.claims_per_term, after.term_months, plan.active, ctx.now.toISOString()],
  );
  const output = { plan_id: rows[0].id, version: plan.version + 1 };
  await recordAudit(ctx.tx, {
    actor: auditActor(ctx.session),
    partnerId: ops.partnerId,
    action: REVISE_PLAN.name,
    record: { table: 'plan', id: output.plan_id, label: versionLabel({ name: plan.name, version: output.version }) },
    before: { ...before, version: plan.version },
    after: { ...after, version: output.version },
  });
  await storeAnswer(ctx.tx, key, output);
  return output;
};
