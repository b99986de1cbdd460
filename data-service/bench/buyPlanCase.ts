import { luhnCheckDigit } from '@/lib/validation';
import { createBuyPlan } from '../src/actions/handlers/buyPlan';
import { NO_GATEWAY, NO_QUEUE } from '../src/payments/notConfigured';
import type { Database, Queryable } from '../src/db/types';
import type { Guesses } from '../src/engine/limits/guesses';
import { signToken } from '../test/support/tokens';
import { BENCH_PARTNER, dataBody, missingFromSchema } from './support';
import type { BenchCase, PreparedCase } from './types';

/**
 * `buy_plan` under load: each connection is one agent selling plans, paid from the wallet, for devices of
 * its own customers, each request with a new idempotency key and a device without a plan — as ten agents
 * in the field would. The fixtures (agents with a funded wallet, customers, devices) are written with
 * set-based SQL: creating thousands through `onboard_customer` would take longer than the benchmark.
 */

const BUY_PLAN = `mutation BuyPlan($idempotency_key: uuid!, $device_id: uuid!, $plan_id: uuid!) {
  buy_plan(idempotency_key: $idempotency_key, device_id: $device_id, plan_id: $plan_id, billing: PREPAID, payment_method: WALLET) {
    order_id reference policy_number status amount_paid_kobo commission_kobo wallet_balance_kobo
  }
}`;

const buyPlanHandler = createBuyPlan({ gateway: NO_GATEWAY, queue: NO_QUEUE, appPublicUrl: 'http://localhost:3000' });
// A wallet sale spends no lookup budget.
const NO_GUESSES = {} as Guesses;

const DEVICES_PER_CUSTOMER = 50;
const WALLET_KOBO = 1_000_000_000_00; // ₦1bn: never the limit during a run
const DEVICE_PRICE_KOBO = 150_000_00;

interface BenchAgent {
  id: string;
  deviceIds: string[];
}

/** `count` agents of the bench partner with a funded wallet (ledger and balance agree) and `devices` devices each. */
async function createSellers(tx: Queryable, count: number, devices: number): Promise<BenchAgent[]> {
  const partnerId = BENCH_PARTNER.id;
  const agents: BenchAgent[] = [];
  for (let a = 0; a < count; a += 1) {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO public.agent (partner_id, first_name, last_name, phone, password_hash, wallet_balance_kobo)
       VALUES ($1, 'Bench', $2, $3, 'bench-no-login', $4) RETURNING id`,
      [partnerId, `Seller ${a + 1}`, `+23480399${String(a).padStart(5, '0')}`, WALLET_KOBO],
    );
    const agentId = rows[0].id;
    await tx.query(
      `INSERT INTO public.wallet_transaction (partner_id, agent_id, kind, amount_kobo, balance_after_kobo, description)
       VALUES ($1, $2, 'FUNDING', $3, $3, 'Benchmark funding')`,
      [partnerId, agentId, WALLET_KOBO],
    );
    const customers = Math.ceil(devices / DEVICES_PER_CUSTOMER);
    const { rows: customerRows } = await tx.query<{ id: string }>(
      `INSERT INTO public.customer (partner_id, agent_id, first_name, last_name, phone, gender, date_of_birth, address, state,
                                    id_type, id_number, id_number_last4)
       SELECT $1, $2, 'Bench', 'Customer', '+23491' || lpad(($3 * 100000 + i)::text, 8, '0'), 'FEMALE', DATE '1990-01-01',
              '1 Bench Road', 'Lagos', 'PASSPORT', 'A' || lpad(i::text, 8, '0'), lpad((i % 10000)::text, 4, '0')
         FROM generate_series(1, $4::int) AS i
       RETURNING id`,
      [partnerId, agentId, a, customers],
    );
    // Luhn-valid IMEIs in a range the seed does not use: 99 + agent + counter + check digit.
    const imeis = Array.from({ length: devices }, (_, i) => {
      const payload = `99${String(a).padStart(3, '0')}${String(i).padStart(9, '0')}`;
      return payload + luhnCheckDigit(payload);
    });
    const owners = imeis.map((_, i) => customerRows[Math.floor(i / DEVICES_PER_CUSTOMER)].id);
    const { rows: deviceRows } = await tx.query<{ id: string }>(
      `INSERT INTO public.device (partner_id, customer_id, agent_id, imei, brand, model, purchase_price_kobo, purchase_date)
       SELECT $1, owner, $2, imei, 'Tecno', 'Camon 20', $5, current_date - 30
         FROM unnest($3::uuid[], $4::text[]) AS d(owner, imei)
       RETURNING id`,
      [partnerId, agentId, owners, imeis, DEVICE_PRICE_KOBO],
    );
    agents.push({ id: agentId, deviceIds: deviceRows.map((r) => r.id) });
  }
  return agents;
}

export const buyPlanCase: BenchCase = {
  name: 'buy_plan',
  async prepare(db: Database, { connections, requestsPerConnection }) {
    const missing = missingFromSchema('agent', BUY_PLAN);
    if (missing) return { skipped: missing };
    const { rows: plans } = await db.query<{ id: string }>(
      'SELECT id FROM public.plan WHERE partner_id = $1 AND active ORDER BY sort_order, code LIMIT 1',
      [BENCH_PARTNER.id],
    );
    if (!plans[0]) return { skipped: `no active plan for ${BENCH_PARTNER.code} in the seed yet` };
    const planId = plans[0].id;
    // The sale's transaction is measured here; its inspection photos are uploads made before it (the bench's
    // plan asks for none, so each request is the sale alone, as before photos existed).
    await db.query(`UPDATE public.plan SET inspection_photos = '[]'::jsonb WHERE id = $1`, [planId]);

    // Half of each agent's devices for the service, half for the floor, plus one each for the checks.
    const perTarget = requestsPerConnection + 1;
    const agents = await db.transaction((tx) => createSellers(tx, connections, 2 * perTarget));
    const tokens = await Promise.all(agents.map((agent) => signToken({ userId: agent.id, partnerId: BENCH_PARTNER.id })));
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

    return {
      plan: {
        name: 'buy_plan',
        role: 'agent',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
        connectionHeaders: tokens.map((token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` })),
        query: BUY_PLAN,
        operationName: 'BuyPlan',
        variables: {
          kind: 'each',
          service: agents.map((agent) => agent.deviceIds.slice(0, perTarget).map((device_id) => ({ device_id, plan_id: planId }))),
          floor: agents.map((agent) =>
            agent.deviceIds.slice(perTarget).map((device_id) => ({ device_id, plan_id: planId, agent_id: agent.id })),
          ),
        },
        freshIdempotencyKey: true,
        compareWithFloor: false,
      },
      // The action's own handler with its own transactions: the same statements, without HTTP parsing of
      // GraphQL, the token check, validation and the engine's action runner. A wallet sale needs no gateway.
      async floor(variables) {
        const { agent_id, ...input } = variables;
        const output = await buyPlanHandler.ownTransactions(
          { ...input, billing: 'PREPAID', payment_method: 'WALLET' },
          {
            session: { role: 'agent', variables: { 'x-hasura-user-id': String(agent_id), 'x-hasura-partner-id': BENCH_PARTNER.id } },
            now: new Date(),
            log: silent,
            clientAddress: undefined,
            transaction: (work) => db.transaction(work),
            guesses: NO_GUESSES,
          },
        );
        return dataBody('buy_plan', output);
      },
    } satisfies PreparedCase;
  },
};
