import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_AGENT_WALLET_KOBO, DEMO_IDS, type DemoPartnerIds } from '../src/seed/demo';
import { DEVICECOVER, REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * The permission matrix of registry.ts, on the seeded demo: agent A (SUNLINE-NG's demo agent) must see
 * its own rows and nothing of agent B (same partner) or of agent C (another partner) — not in lists,
 * not by primary key, not in counts or sums, not through relationships or relationship filters.
 * Anonymous sees partners only; nobody has table mutations.
 */

const A: DemoPartnerIds = DEMO_IDS[SUNLINE_NG.code];
const P = SUNLINE_NG.id;
const A_ID = A.demoAgentId;
const B_ID = A.secondAgentId;
const C_ID = DEMO_IDS[REDWAVE_NG.code].demoAgentId;

/** Tables whose rows an agent owns through `agent_id`, with aggregations allowed. */
const OWNED_TABLES = ['customer', 'device', 'plan_order', 'payment', 'claim', 'wallet_transaction'] as const;
const ALL_TABLES = [
  'partner',
  'agent',
  'customer',
  'device',
  'plan',
  'plan_order',
  'payment',
  'payment_event',
  'claim',
  'claim_event',
  'wallet_transaction',
  'wallet_account',
  'renewal_reminder',
  'cover_gap',
];
// The gateway's webhook inbox, refunds and above all the card authorizations (their code charges a card): nobody's.
// The audit log too, until partner_ops search it (issue 32).
const UNSERVED_TABLES = ['login_attempt', 'action_request', 'gateway_event', 'card_authorization', 'payment_refund', 'audit_event'];

/** Rows the crafted cross-links below add, so relationship checks cannot pass for lack of data. */
const CROSS = {
  // A's payment pointing at B's order.
  paymentToB: '7e570000-0000-4000-8000-000000000001',
  // A's wallet entry pointing at C's (other partner's) payment.
  walletToC: '7e570000-0000-4000-8000-000000000002',
  // An event written by A on B's claim: it follows the claim's owner, so A must not see it.
  eventOnB: '7e570000-0000-4000-8000-000000000003',
};
/** Extra customers for DEVICECOVER's demo agent, to pass the 100-row list cap. */
const EXTRA_CUSTOMERS = 90;

type Json = null | string | number | boolean | Json[] | { [key: string]: Json };

describe('permissions (roles anonymous and agent)', () => {
  let ds: TestService;
  let asA: Record<string, string>;
  const gqlA = (query: string, variables?: Record<string, unknown>) => ds.gql(query, variables, undefined, asA);
  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await ds.service.db.query<T>(text, params)).rows;
  const idsOf = async (text: string, params: unknown[]) => (await sql<{ id: string }>(text, params)).map((r) => r.id).sort();

  before(async () => {
    ds = await startTestService();
    asA = await authHeaders({ role: 'agent', userId: A_ID, partnerId: P });
    await craftCrossLinks();
  });
  after(async () => {
    await ds?.stop();
  });

  async function craftCrossLinks(): Promise<void> {
    const [bOrder] = await sql<{ id: string }>('SELECT id FROM public.plan_order WHERE agent_id = $1 ORDER BY id LIMIT 1', [B_ID]);
    const [cPayment] = await sql<{ id: string }>('SELECT id FROM public.payment WHERE agent_id = $1 ORDER BY id LIMIT 1', [C_ID]);
    const [bClaim] = await sql<{ id: string }>('SELECT id FROM public.claim WHERE agent_id = $1 ORDER BY id LIMIT 1', [B_ID]);
    await ds.service.db.query(
      `INSERT INTO public.payment (id, partner_id, agent_id, plan_order_id, purpose, method, status, amount_kobo, reference, idempotency_key)
       VALUES ($1, $2, $3, $4, 'PLAN_PURCHASE', 'WALLET', 'SUCCEEDED', 100, 'PAY-2020-999001', gen_random_uuid())`,
      [CROSS.paymentToB, P, A_ID, bOrder.id],
    );
    await ds.service.db.query(
      `INSERT INTO public.wallet_transaction (id, partner_id, agent_id, kind, amount_kobo, balance_after_kobo, description, payment_id, created_at)
       VALUES ($1, $2, $3, 'FUNDING', 100, 100, 'crafted', $4, '2020-01-01T00:00:00Z')`,
      [CROSS.walletToC, P, A_ID, cPayment.id],
    );
    await ds.service.db.query(
      `INSERT INTO public.claim_event (id, partner_id, claim_id, agent_id, status, note) VALUES ($1, $2, $3, $4, 'UNDER_REVIEW', 'crafted')`,
      [CROSS.eventOnB, P, bClaim.id, A_ID],
    );
    const dcAgent = DEMO_IDS[DEVICECOVER.code].demoAgentId;
    for (let i = 0; i < EXTRA_CUSTOMERS; i += 1) {
      await ds.service.db.query(
        `INSERT INTO public.customer (partner_id, agent_id, first_name, last_name, phone, gender, date_of_birth, address, state, id_type, id_number, id_number_last4)
         VALUES ($1, $2, 'Extra', 'Customer', $3, 'FEMALE', '1990-01-01', '1 Test Street, Ikeja', 'Lagos', 'PASSPORT', 'A12345678', '5678')`,
        [DEVICECOVER.id, dcAgent, `+2349110${String(i).padStart(6, '0')}`],
      );
    }
  }

  /** Every row of a root field the token can list, paging past the row cap. */
  async function listAll(headers: Record<string, string>, table: string, fields = 'id'): Promise<Record<string, Json>[]> {
    const rows: Record<string, Json>[] = [];
    for (let offset = 0; ; offset += 100) {
      const answer = await ds.gql(`query($o: Int) { ${table}(order_by: {id: asc}, limit: 100, offset: $o) { ${fields} } }`, { o: offset }, undefined, headers);
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      const page = answer.data?.[table] as Record<string, Json>[];
      rows.push(...page);
      if (page.length < 100) return rows;
    }
  }

  const data = (answer: GraphqlAnswer) => {
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return answer.data as Record<string, Json>;
  };
  const refused = (answer: GraphqlAnswer, message: RegExp) => {
    assert.equal(answer.data, undefined);
    assert.match(answer.errors?.[0]?.message ?? '', message);
  };

  it('lists exactly the rows agent A owns in every owned table', async () => {
    for (const table of OWNED_TABLES) {
      const expected = await idsOf(`SELECT id FROM public.${table} WHERE agent_id = $1 AND partner_id = $2`, [A_ID, P]);
      assert.ok(expected.length > 0, `${table}: A owns rows`);
      const rows = await listAll(asA, table, 'id agent_id partner_id');
      assert.deepEqual(rows.map((r) => r.id).sort(), expected, table);
      assert.ok(rows.every((r) => r.agent_id === A_ID && r.partner_id === P), table);
    }
  });

  it('shows A its own agent row, its partner, its partner’s plans and the events of its claims', async () => {
    assert.deepEqual((await listAll(asA, 'agent', 'id')).map((r) => r.id), [A_ID]);
    assert.deepEqual((await listAll(asA, 'partner', 'id')).map((r) => r.id), [P]);
    assert.deepEqual(
      (await listAll(asA, 'plan', 'id')).map((r) => r.id).sort(),
      await idsOf('SELECT id FROM public.plan WHERE partner_id = $1', [P]),
    );
    const events = await listAll(asA, 'claim_event', 'id claim_id');
    const expected = await idsOf(
      `SELECT e.id FROM public.claim_event e JOIN public.claim c ON c.id = e.claim_id WHERE c.agent_id = $1 AND e.partner_id = $2`,
      [A_ID, P],
    );
    assert.ok(expected.length > 0);
    assert.deepEqual(events.map((e) => e.id).sort(), expected);
    assert.ok(!events.some((e) => e.id === CROSS.eventOnB), 'an event on B’s claim stays with B, whoever wrote it');
  });

  it('answers by primary key only for A’s rows', async () => {
    for (const table of [...OWNED_TABLES, 'claim_event', 'agent', 'plan', 'partner']) {
      const ownerColumn = table === 'agent' ? 'id' : table === 'partner' || table === 'plan' ? null : 'agent_id';
      const partnerColumn = table === 'partner' ? 'id' : 'partner_id';
      const other = ownerColumn
        ? await sql<{ id: string }>(`SELECT id FROM public.${table} WHERE ${ownerColumn} IN ($1, $2) ORDER BY id LIMIT 4`, [B_ID, C_ID])
        : await sql<{ id: string }>(`SELECT id FROM public.${table} WHERE ${partnerColumn} <> $1 ORDER BY id LIMIT 2`, [P]);
      assert.ok(other.length > 0, table);
      for (const { id } of table === 'claim_event' ? [...other, { id: CROSS.eventOnB }] : other) {
        assert.deepEqual(data(await gqlA(`query($id: uuid!) { ${table}_by_pk(id: $id) { id } }`, { id })), { [`${table}_by_pk`]: null }, `${table} ${id}`);
      }
    }
    const [own] = await sql<{ id: string }>('SELECT id FROM public.claim WHERE agent_id = $1 LIMIT 1', [A_ID]);
    assert.deepEqual(data(await gqlA(`query($id: uuid!) { claim_by_pk(id: $id) { id } }`, { id: own.id })), { claim_by_pk: { id: own.id } });
  });

  it('counts and sums only A’s rows, and only where aggregations are allowed', async () => {
    for (const table of OWNED_TABLES) {
      const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM public.${table} WHERE agent_id = $1`, [A_ID]);
      const answer = data(await gqlA(`{ ${table}_aggregate { aggregate { count } } }`));
      assert.deepEqual(answer, { [`${table}_aggregate`]: { aggregate: { count: n } } }, table);
    }
    const sums = data(await gqlA(`{
      plan_order_aggregate { aggregate { sum { amount_paid_kobo commission_kobo } } }
      wallet_transaction_aggregate { aggregate { sum { amount_kobo } } }
    }`));
    const [orders] = await sql<{ paid: string; commission: string }>(
      'SELECT sum(amount_paid_kobo)::text AS paid, sum(commission_kobo)::text AS commission FROM public.plan_order WHERE agent_id = $1',
      [A_ID],
    );
    const [wallet] = await sql<{ total: string }>('SELECT sum(amount_kobo)::text AS total FROM public.wallet_transaction WHERE agent_id = $1', [A_ID]);
    const planOrderSum = (sums.plan_order_aggregate as { aggregate: { sum: Record<string, Json> } }).aggregate.sum;
    assert.equal(String(planOrderSum.amount_paid_kobo), orders.paid);
    assert.equal(String(planOrderSum.commission_kobo), orders.commission);
    const walletSum = (sums.wallet_transaction_aggregate as { aggregate: { sum: Record<string, Json> } }).aggregate.sum;
    assert.equal(String(walletSum.amount_kobo), wallet.total);

    // Asking for B's or another partner's rows outright still counts none of them.
    for (const where of [`{agent_id: {_eq: "${B_ID}"}}`, `{partner_id: {_neq: "${P}"}}`, `{_or: [{agent_id: {_eq: "${C_ID}"}}, {agent: {id: {_eq: "${B_ID}"}}}]}`]) {
      assert.deepEqual(data(await gqlA(`{ customer_aggregate(where: ${where}) { aggregate { count } } customer(where: ${where}) { id } }`)), {
        customer_aggregate: { aggregate: { count: 0 } },
        customer: [],
      }, where);
    }
    for (const table of ['partner', 'agent', 'plan', 'claim_event']) {
      refused(await gqlA(`{ ${table}_aggregate { aggregate { count } } }`), new RegExp(`field '${table}_aggregate' not found in type: 'query_root'`));
    }
  });

  it('caps lists at 100 rows while counts still see every row', async () => {
    const dc = DEMO_IDS[DEVICECOVER.code];
    const headers = await authHeaders({ role: 'agent', userId: dc.demoAgentId, partnerId: DEVICECOVER.id });
    const answer = data(await ds.gql(`{ customer(limit: 1000) { id } customer_aggregate { aggregate { count } } }`, {}, undefined, headers));
    assert.equal((answer.customer as Json[]).length, 100);
    assert.deepEqual(answer.customer_aggregate, { aggregate: { count: 25 + EXTRA_CUSTOMERS } });
  });

  it('reaches none of B’s or C’s rows through relationships', async () => {
    const tree = data(await gqlA(`{
      agent {
        id partner_id
        partner { id plans { id partner_id partner { id } } }
        customers {
          id agent_id partner_id
          agent { id }
          devices {
            id agent_id partner_id
            customer { id agent_id }
            plan_orders {
              id agent_id partner_id
              plan { id partner_id }
              renewal_of { id agent_id }
              renewals { id agent_id }
              payments { id agent_id partner_id wallet_transactions { id agent_id } }
              claims { id agent_id claim_events { id agent_id claim { id agent_id } } }
              wallet_transactions { id agent_id payment { id agent_id } }
            }
            claims { id agent_id }
          }
          plan_orders { id agent_id }
          claims { id agent_id }
        }
        plan_orders { id agent_id }
        claims { id agent_id claim_events { id } }
        wallet_transactions { id agent_id plan_order { id agent_id } payment { id agent_id plan_order { id agent_id } } }
      }
    }`));
    let objects = 0;
    const walk = (node: Json) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (node === null || typeof node !== 'object') return;
      objects += 1;
      if ('agent_id' in node) assert.equal(node.agent_id, A_ID, JSON.stringify(node));
      if ('partner_id' in node) assert.equal(node.partner_id, P, JSON.stringify(node));
      Object.values(node).forEach(walk);
    };
    walk(tree);
    assert.ok(objects > 200, `walked ${objects} objects`);
    const events = JSON.stringify(tree).match(/"claim_events":\[[^\]]*\]/g) ?? [];
    assert.ok(!events.join('').includes(CROSS.eventOnB));

    // Crafted links from A's rows to B's and C's: the relationship is there, the row is not.
    assert.deepEqual(data(await gqlA(`{ payment_by_pk(id: "${CROSS.paymentToB}") { id plan_order { id } } }`)), {
      payment_by_pk: { id: CROSS.paymentToB, plan_order: null },
    });
    assert.deepEqual(data(await gqlA(`{ wallet_transaction_by_pk(id: "${CROSS.walletToC}") { id payment { id } } }`)), {
      wallet_transaction_by_pk: { id: CROSS.walletToC, payment: null },
    });
    // ...and filtering on it sees nothing either (the related table's permission applies in `where`).
    const [bOrder] = await sql<{ plan_order_id: string }>('SELECT plan_order_id FROM public.payment WHERE id = $1', [CROSS.paymentToB]);
    assert.deepEqual(data(await gqlA(`{ payment(where: {plan_order: {id: {_eq: "${bOrder.plan_order_id}"}}}) { id } }`)), { payment: [] });
    assert.deepEqual(data(await gqlA(`{ claim_event(where: {claim: {agent_id: {_eq: "${B_ID}"}}}) { id } }`)), { claim_event: [] });
    assert.deepEqual(data(await gqlA(`{ agent { customers_aggregate { aggregate { count } } } }`)), {
      agent: [{ customers_aggregate: { aggregate: { count: 25 } } }],
    });
  });

  it('never shows password hashes or whole ID numbers, nor lets filters probe them', async () => {
    refused(await gqlA('{ agent { password_hash } }'), /field 'password_hash' not found in type: 'agent'/);
    refused(await gqlA('{ customer { id_number } }'), /field 'id_number' not found in type: 'customer'/);
    refused(await gqlA('{ customer(where: {id_number: {_is_null: false}}) { id } }'), /field 'id_number' not found in type: 'customer_bool_exp'/);
    refused(await gqlA('{ agent(where: {password_hash: {_like: "scrypt%"}}) { id } }'), /field 'password_hash' not found in type: 'agent_bool_exp'/);
  });

  it('refuses a token whose agent and partner disagree (an agent token must be a current session)', async () => {
    const headers = await authHeaders({ role: 'agent', userId: A_ID, partnerId: REDWAVE_NG.id });
    const answer = await ds.gql(`{ agent { id } customer { id } plan_order { id } wallet_transaction { id } claim_event { id } }`, {}, undefined, headers);
    assert.deepEqual(answer.errors?.map((e) => e.extensions.code), ['invalid-jwt']);
  });

  it('gives agents no table mutations: every write is an action', async () => {
    const schema = data(await gqlA('{ __schema { mutationType { fields { name } } } }'));
    const fields = ((schema.__schema as { mutationType: { fields: { name: string }[] } | null }).mutationType?.fields ?? []).map((f) => f.name);
    assert.deepEqual(fields.filter((name) => /^(insert|update|delete)_/.test(name)), []);
    for (const mutation of [
      `mutation { insert_customer_one(object: {first_name: "Ada"}) { id } }`,
      `mutation { update_agent_by_pk(pk_columns: {id: "${A_ID}"}, _set: {wallet_balance_kobo: 999999999}) { id } }`,
      `mutation { delete_claim(where: {}) { affected_rows } }`,
    ]) {
      const answer = await gqlA(mutation);
      assert.equal(answer.data, undefined, mutation);
      assert.ok(answer.errors && answer.errors.length > 0, mutation);
    }
    const [agent] = await sql<{ balance: string }>('SELECT wallet_balance_kobo::text AS balance FROM public.agent WHERE id = $1', [A_ID]);
    assert.equal(Number(agent.balance), DEMO_AGENT_WALLET_KOBO);
  });

  it('shows anonymous the partners only', async () => {
    const schema = data(await ds.gql('{ __schema { queryType { fields { name } } mutationType { fields { name } } } }'));
    const root = schema.__schema as { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] } | null };
    const tableFields = new Set(ALL_TABLES.concat(UNSERVED_TABLES).flatMap((t) => [t, `${t}_by_pk`, `${t}_aggregate`]));
    assert.deepEqual(root.queryType.fields.map((f) => f.name).filter((name) => tableFields.has(name)).sort(), ['partner', 'partner_by_pk']);
    assert.deepEqual((root.mutationType?.fields ?? []).map((f) => f.name).filter((name) => /^(insert|update|delete)_/.test(name)), []);
    for (const table of ALL_TABLES.filter((t) => t !== 'partner').concat(UNSERVED_TABLES)) {
      refused(await ds.gql(`{ ${table} { id } }`), new RegExp(`field '${table}' not found in type: 'query_root'`));
    }
    refused(await ds.gql('{ partner { plans { id } } }'), /field 'plans' not found in type: 'partner'/);
    const partners = data(await ds.gql('{ partner(order_by: {code: asc}) { code demo_login_hint } }'));
    assert.equal((partners.partner as Json[]).length, 4);
  });

  it('serves login_attempt, action_request, the audit log and the gateway’s tables (webhook inbox, refunds, card authorizations) to no role', async () => {
    for (const table of UNSERVED_TABLES) {
      refused(await gqlA(`{ ${table} { id } }`), new RegExp(`field '${table}' not found in type: 'query_root'`));
    }
  });

  it('shows A its payments without the gateway’s bookkeeping, and the history of its own payments only', async () => {
    for (const column of ['flagged_reason', 'access_code', 'gateway_attempt', 'gateway_call_started_at']) {
      refused(await gqlA(`{ payment(limit: 1) { id ${column} } }`), new RegExp(`field '${column}' not found in type: 'payment'`));
    }
    refused(await gqlA('{ wallet_account { customer_code } }'), /field 'customer_code' not found in type: 'wallet_account'/);
    const [own] = await sql<{ id: string }>(`SELECT id FROM public.payment WHERE agent_id = $1 LIMIT 1`, [A_ID]);
    const [other] = await sql<{ id: string }>(`SELECT id FROM public.payment WHERE agent_id = $1 LIMIT 1`, [B_ID]);
    await sql(`INSERT INTO public.payment_event (partner_id, payment_id, status, source) VALUES ($1, $2, 'SUCCEEDED', 'verify'), ($1, $3, 'SUCCEEDED', 'verify')`, [
      P,
      own.id,
      other.id,
    ]);
    const events = data(await gqlA('{ payment_event { payment_id status source } }')).payment_event as { payment_id: string }[];
    assert.ok(events.length > 0);
    assert.ok(events.every((event) => event.payment_id !== other.id), 'none of B’s');
    const history = data(await gqlA(`{ payment_by_pk(id: "${own.id}") { payment_events(where: {source: {_eq: "verify"}}) { status source } } }`));
    assert.deepEqual((history.payment_by_pk as { payment_events: Json[] }).payment_events, [{ status: 'SUCCEEDED', source: 'verify' }]);
  });
});
