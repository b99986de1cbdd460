import { signToken } from '../test/support/tokens';
import { buyPlanCase } from './buyPlanCase';
import { BENCH_PARTNER, dataBody, demoAgent, DEMO_AGENT_PHONE, missingFromSchema } from './support';
import type { BenchCase, PreparedCase } from './types';

// The app's partner gate, exactly as components/partner/getPartnerByCode.ts sends it, without a token.
const GET_PARTNER_BY_CODE = `query GetPartnerByCode($code: String!) {
  partner(where: {code: {_eq: $code}}) { code allow_postpaid_plan id }
}`;

const getPartnerByCode: BenchCase = {
  name: 'GetPartnerByCode',
  async prepare(db) {
    const missing = missingFromSchema('anonymous', GET_PARTNER_BY_CODE);
    if (missing) return { skipped: missing };
    return {
      plan: {
        name: 'GetPartnerByCode',
        role: 'anonymous',
        headers: { 'content-type': 'application/json' },
        query: GET_PARTNER_BY_CODE,
        operationName: 'GetPartnerByCode',
        variables: { kind: 'same', value: { code: BENCH_PARTNER.code } },
        freshIdempotencyKey: false,
        compareWithFloor: true,
      },
      async floor(variables) {
        const { rows } = await db.query<{ partner: string }>(
          `SELECT coalesce(json_agg(json_build_object('code', code, 'allow_postpaid_plan', allow_postpaid_plan, 'id', id)), '[]')::text AS partner
           FROM public.partner WHERE code = $1`,
          [variables.code],
        );
        return dataBody('partner', rows[0].partner);
      },
    } satisfies PreparedCase;
  },
};

// The orders screen's first page: the agent's newest orders with the customer's name.
const AGENT_ORDERS = `query AgentOrders($limit: Int!, $offset: Int!) {
  plan_order(order_by: {created_at: desc}, limit: $limit, offset: $offset) {
    id reference policy_number status billing premium_kobo amount_paid_kobo starts_on ends_on created_at
    customer { first_name last_name phone }
  }
}`;

const agentOrders: BenchCase = {
  name: 'AgentOrders',
  async prepare(db) {
    const missing = missingFromSchema('agent', AGENT_ORDERS);
    if (missing) return { skipped: missing };
    const agent = await demoAgent(db);
    if (!agent) return { skipped: `no demo agent ${DEMO_AGENT_PHONE} for ${BENCH_PARTNER.code} in the seed yet` };
    const { rows: count } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM public.plan_order WHERE agent_id = $1', [agent.id]);
    if (count[0].n === 0) return { skipped: 'the demo agent has no orders in the seed yet' };
    const token = await signToken({ userId: agent.id, partnerId: agent.partner_id });
    return {
      plan: {
        name: 'AgentOrders',
        role: 'agent',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        query: AGENT_ORDERS,
        operationName: 'AgentOrders',
        variables: { kind: 'same', value: { limit: 20, offset: 0 } },
        freshIdempotencyKey: false,
        compareWithFloor: true,
      },
      async floor(variables) {
        // What the agent's select permission amounts to: its own orders (partner_id too, belt and braces).
        const { rows } = await db.query<{ orders: string }>(
          `SELECT coalesce(json_agg(json_build_object(
              'id', o.id, 'reference', o.reference, 'policy_number', o.policy_number, 'status', o.status,
              'billing', o.billing, 'premium_kobo', o.premium_kobo, 'amount_paid_kobo', o.amount_paid_kobo,
              'starts_on', o.starts_on, 'ends_on', o.ends_on, 'created_at', o.created_at,
              'customer', (SELECT json_build_object('first_name', c.first_name, 'last_name', c.last_name, 'phone', c.phone)
                           FROM public.customer c WHERE c.id = o.customer_id)
            ) ORDER BY o.created_at DESC), '[]')::text AS orders
           FROM (SELECT * FROM public.plan_order WHERE agent_id = $1 AND partner_id = $2
                 ORDER BY created_at DESC LIMIT $3 OFFSET $4) o`,
          [agent.id, agent.partner_id, variables.limit, variables.offset],
        );
        return dataBody('plan_order', rows[0].orders);
      },
    } satisfies PreparedCase;
  },
};

export const BENCH_CASES: BenchCase[] = [getPartnerByCode, agentOrders, buyPlanCase];
