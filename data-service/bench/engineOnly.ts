// The engine's own CPU per request, without HTTP, tokens or a database: `engine.execute` of the benchmark's
// requests over a database stub that answers at once (and a buy_plan handler that does too). Steadier than
// `npm run bench:data-service` on a busy machine, for checking a change to the engine's hot path.
//
// Usage: node --import tsx data-service/bench/engineOnly.ts
import { NO_OBJECT_STORE } from '../src/storage/notConfigured';
import { performance } from 'node:perf_hooks';
import { NO_GATEWAY, NO_QUEUE } from '../src/payments/notConfigured';
import { actionHandlers } from '../src/actions/handlers';
import { createActionAuth } from '../src/auth/actionAuth';
import { DEV_JWT_SECRET } from '../src/auth/jwtSecret';
import type { Database } from '../src/db/types';
import type { ActionHandlers } from '../src/engine/actions/contract';
import { createEngine, type Engine } from '../src/engine/engine';
import { createCallerBudget } from '../src/engine/limits/callerBudget';
import { sharedGuesses } from '../src/engine/limits/guesses';
import { SharedBuckets } from '../src/engine/limits/sharedBuckets';
import type { Session } from '../src/engine/parse/context';
import { defaultRegistry } from '../src/metadata/defaultRegistry';

const stub: Database = {
  kind: 'postgres',
  description: 'stub',
  // `granted`: the shared rate-limit bucket (sharedBuckets.ts) grants every take.
  query: async <T,>() => ({ rows: [{ data: '[]', granted: Number.MAX_SAFE_INTEGER, tokens: 0 }] as T[] }),
  exec: async () => undefined,
  transaction: async (fn) => fn(stub),
  close: async () => undefined,
};

const ANY_ID = '6f1f4b9e-1d6a-4c1e-9a51-0a6a3b0f0c01';
const anonymous: Session = { role: 'anonymous', variables: { 'x-hasura-role': 'anonymous' } };
const agent: Session = { role: 'agent', variables: { 'x-hasura-role': 'agent', 'x-hasura-user-id': ANY_ID, 'x-hasura-partner-id': ANY_ID } };

const handlers: ActionHandlers = {
  ...actionHandlers(createActionAuth(DEV_JWT_SECRET, 3600_000), { gateway: NO_GATEWAY, queue: NO_QUEUE, appPublicUrl: 'http://localhost:3000' }, NO_OBJECT_STORE),
  buy_plan: async () => ({
    order_id: ANY_ID,
    reference: 'R-1',
    policy_number: 'P-1',
    status: 'ACTIVE',
    amount_paid_kobo: 100,
    commission_kobo: 5,
    wallet_balance_kobo: 1000,
  }),
};

const engine = createEngine({
  registry: defaultRegistry(),
  db: stub,
  log: { info: () => undefined, warn: () => undefined, error: (message, error) => console.error(message, error) },
  actionHandlers: handlers,
  budget: createCallerBudget({
    unauthorizedRole: 'anonymous',
    rootFieldsPerMinute: 1e12,
    lookupMissesPerHour: 100,
    buckets: new SharedBuckets(stub),
    guesses: sharedGuesses(new SharedBuckets(stub), { info: () => undefined, warn: () => undefined, error: () => undefined }),
  }),
});

const CASES: { name: string; session: Session; body: { query: string; operationName: string; variables: Record<string, unknown> } }[] = [
  {
    name: 'GetPartnerByCode',
    session: anonymous,
    body: {
      query: 'query GetPartnerByCode($code: String!) {\n  partner(where: {code: {_eq: $code}}) { code allow_postpaid_plan id }\n}',
      operationName: 'GetPartnerByCode',
      variables: { code: 'SUNLINE-NG' },
    },
  },
  {
    name: 'AgentOrders',
    session: agent,
    body: {
      query: `query AgentOrders($limit: Int!, $offset: Int!) {
  plan_order(order_by: {created_at: desc}, limit: $limit, offset: $offset) {
    id reference policy_number status billing premium_kobo amount_paid_kobo starts_on ends_on created_at
    customer { first_name last_name phone }
  }
}`,
      operationName: 'AgentOrders',
      variables: { limit: 20, offset: 0 },
    },
  },
  {
    name: 'buy_plan',
    session: agent,
    body: {
      query: `mutation BuyPlan($idempotency_key: uuid!, $device_id: uuid!, $plan_id: uuid!) {
  buy_plan(idempotency_key: $idempotency_key, device_id: $device_id, plan_id: $plan_id, billing: PREPAID, payment_method: WALLET) {
    order_id reference policy_number status amount_paid_kobo commission_kobo wallet_balance_kobo
  }
}`,
      operationName: 'BuyPlan',
      variables: { idempotency_key: ANY_ID, device_id: ANY_ID, plan_id: ANY_ID },
    },
  },
];

/** µs per request over `n` requests, each body parsed afresh as the HTTP layer would. */
async function perRequest(target: Engine, text: string, session: Session, n: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < n; i += 1) {
    const { query, variables, operationName } = JSON.parse(text) as { query: string; variables: Record<string, unknown>; operationName: string };
    const answer = await target.execute({ query, variables, operationName }, session);
    if (answer.includes('"errors"')) throw new Error(answer);
  }
  return ((performance.now() - start) * 1000) / n;
}

async function main(): Promise<void> {
  for (const { name, session, body } of CASES) {
    const text = JSON.stringify(body);
    await perRequest(engine, text, session, 20_000);
    const runs: number[] = [];
    for (let r = 0; r < 5; r += 1) runs.push(await perRequest(engine, text, session, 20_000));
    console.log(`${name}: ${Math.min(...runs).toFixed(1)} µs per request (best of 5: ${runs.map((x) => x.toFixed(1)).join(', ')})`);
  }
}

void main();
