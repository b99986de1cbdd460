import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { AGENT_ROLE, PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent, type TestAgent } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Operations keep the partner's plan catalogue (issue 32, migration 0022): a retired plan is offered to no
 * new sale and its orders keep their plan; a revision is a new version with the new terms, the old one kept
 * (its orders unchanged) and off sale; one version of a plan on sale at a time; each write audited; never
 * another partner's plan, never by another role. Both databases.
 */

const ON_SALE = `mutation ($id: uuid!, $onSale: Boolean!) { set_plan_on_sale(plan_id: $id, on_sale: $onSale) { plan_id on_sale changed } }`;
const REVISE = `mutation ($key: uuid!, $id: uuid!, $rate: Int!, $min: bigint!, $excess: bigint!, $claims: Int!, $months: Int!) {
  revise_plan(idempotency_key: $key, plan_id: $id, premium_rate_bp: $rate, min_premium_kobo: $min, excess_kobo: $excess, claims_per_term: $claims, term_months: $months) { plan_id version }
}`;
const QUOTE = `query ($device: uuid!) { quote_plan(device_id: $device) { plan_id } }`;

describe("operations' plan catalogue", () => {
  let ds: TestService;
  let asOps: Record<string, string>;
  let agent: TestAgent;
  let asAgent: Record<string, string>;
  before(async () => {
    ds = await startTestService({ config: { runJobs: false } });
    const ops = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: PARTNER_OPS_ROLE });
    asOps = await authHeaders({ role: PARTNER_OPS_ROLE, partnerId: SUNLINE_NG.id, userId: ops.id });
    agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    asAgent = await authHeaders({ role: AGENT_ROLE, partnerId: SUNLINE_NG.id, userId: agent.id });
  });
  after(() => ds?.stop());

  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await ds.service.db.query<T>(text, params)).rows;
  const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code;
  const ok = <T>(answer: GraphqlAnswer, field: string): T => {
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return answer.data?.[field] as T;
  };

  /** A plan of its own for each test (the seed's are shared), copied from a seeded one, and a device of the agent to quote. */
  async function ownPlan() {
    const code = `TEST-${randomUUID().slice(0, 8)}`;
    const [plan] = await sql<{ id: string }>(
      `INSERT INTO public.plan (partner_id, code, name, description, covers, premium_rate_bp, min_premium_kobo, excess_kobo, claims_per_term, term_months, sort_order)
       VALUES ($1, $2, 'Test Cover', 'For the catalogue test', '["SCREEN"]', 500, 300000, 500000, 2, 12, 99) RETURNING id`,
      [SUNLINE_NG.id, code],
    );
    return { id: plan.id, code };
  }
  async function quotedPlans(deviceId: string) {
    return ok<{ plan_id: string }[]>(await ds.gql(QUOTE, { device: deviceId }, undefined, asAgent), 'quote_plan').map((quote) => quote.plan_id);
  }
  async function device() {
    const [row] = await sql<{ id: string }>(
      `WITH c AS (INSERT INTO public.customer (partner_id, agent_id, first_name, last_name, phone, gender, date_of_birth, address, state, id_type, id_number, id_number_last4)
                  VALUES ($1, $2, 'Ada', 'Obi', '+23481' || lpad((random() * 99999999)::int::text, 8, '0'), 'FEMALE', '1990-01-01', '1 Road', 'Lagos', 'PASSPORT', 'A12345678', '5678') RETURNING id)
       INSERT INTO public.device (partner_id, customer_id, agent_id, imei, brand, model, purchase_price_kobo, purchase_date)
       SELECT $1, c.id, $2, '35' || lpad((random() * 999999999999)::bigint::text, 13, '0'), 'Tecno', 'Spark 20', 15000000, current_date - 30 FROM c RETURNING id`,
      [SUNLINE_NG.id, agent.id],
    );
    return row.id;
  }

  it('retires a plan: no new sale is offered it, and putting it back offers it again; each change audited once', async () => {
    const plan = await ownPlan();
    const deviceId = await device();
    assert.ok((await quotedPlans(deviceId)).includes(plan.id));
    assert.deepEqual(ok(await ds.gql(ON_SALE, { id: plan.id, onSale: false }, undefined, asOps), 'set_plan_on_sale'), { plan_id: plan.id, on_sale: false, changed: true });
    assert.deepEqual(ok(await ds.gql(ON_SALE, { id: plan.id, onSale: false }, undefined, asOps), 'set_plan_on_sale'), { plan_id: plan.id, on_sale: false, changed: false });
    assert.ok(!(await quotedPlans(deviceId)).includes(plan.id));
    ok(await ds.gql(ON_SALE, { id: plan.id, onSale: true }, undefined, asOps), 'set_plan_on_sale');
    assert.ok((await quotedPlans(deviceId)).includes(plan.id));
    const audits = await sql<{ record_label: string; before: unknown; after: unknown }>(
      `SELECT record_label, before, after FROM public.audit_event WHERE action = 'set_plan_on_sale' AND record_id = $1 ORDER BY id`,
      [plan.id],
    );
    assert.deepEqual(audits, [
      { record_label: 'Test Cover (version 1)', before: { on_sale: true }, after: { on_sale: false } },
      { record_label: 'Test Cover (version 1)', before: { on_sale: false }, after: { on_sale: true } },
    ]);
  });

  it('revises the terms as a new version for new sales; the old version and its orders keep theirs', async () => {
    const plan = await ownPlan();
    const deviceId = await device();
    const terms = { rate: 650, min: 400_000, excess: 600_000, claims: 3, months: 12 };
    const key = randomUUID();
    const revised = ok<{ plan_id: string; version: number }>(await ds.gql(REVISE, { key, id: plan.id, ...terms }, undefined, asOps), 'revise_plan');
    assert.equal(revised.version, 2);
    assert.deepEqual(ok(await ds.gql(REVISE, { key, id: plan.id, ...terms }, undefined, asOps), 'revise_plan'), revised, 'sent again, the same version');
    const versions = await sql<{ id: string; version: number; active: boolean; premium_rate_bp: number; claims_per_term: number }>(
      'SELECT id, version, active, premium_rate_bp, claims_per_term FROM public.plan WHERE code = $1 ORDER BY version',
      [plan.code],
    );
    assert.deepEqual(versions, [
      { id: plan.id, version: 1, active: false, premium_rate_bp: 500, claims_per_term: 2 },
      { id: revised.plan_id, version: 2, active: true, premium_rate_bp: 650, claims_per_term: 3 },
    ]);
    const quoted = await quotedPlans(deviceId);
    assert.ok(quoted.includes(revised.plan_id) && !quoted.includes(plan.id));

    // The old version cannot be revised or put back on sale: the newest is the plan now.
    assert.equal(codeOf(await ds.gql(REVISE, { key: randomUUID(), id: plan.id, ...terms, rate: 700 }, undefined, asOps)), 'plan-not-newest');
    assert.equal(codeOf(await ds.gql(ON_SALE, { id: plan.id, onSale: true }, undefined, asOps)), 'plan-not-newest');
    // Nothing changed is no revision.
    const same = await ds.gql(REVISE, { key: randomUUID(), id: revised.plan_id, ...terms }, undefined, asOps);
    assert.equal(codeOf(same), 'validation-failed');
    assert.match(String(same.errors?.[0]?.message), /terms already/);
    // Out of bounds, refused with the form's words.
    assert.equal(codeOf(await ds.gql(REVISE, { key: randomUUID(), id: revised.plan_id, ...terms, rate: 0 }, undefined, asOps)), 'validation-failed');

    const [audit] = await sql<{ before: unknown; after: unknown }>(`SELECT before, after FROM public.audit_event WHERE action = 'revise_plan' AND record_id = $1`, [revised.plan_id]);
    assert.deepEqual(audit, {
      before: { premium_rate_bp: 500, min_premium_kobo: 300000, excess_kobo: 500000, claims_per_term: 2, term_months: 12, version: 1 },
      after: { premium_rate_bp: 650, min_premium_kobo: 400000, excess_kobo: 600000, claims_per_term: 3, term_months: 12, version: 2 },
    });
  });

  it("reads every version of its partner's plans, changes no other partner's, and no other role changes any", async () => {
    const plans = ok<{ partner_id: string; version: number }[]>(await ds.gql('{ plan { partner_id version } }', undefined, undefined, asOps), 'plan');
    assert.ok(plans.length > 0 && plans.every((row) => row.partner_id === SUNLINE_NG.id));
    const [theirs] = await sql<{ id: string }>('SELECT id FROM public.plan WHERE partner_id = $1 LIMIT 1', [REDWAVE_NG.id]);
    assert.equal(codeOf(await ds.gql(ON_SALE, { id: theirs.id, onSale: false }, undefined, asOps)), 'not-found');
    assert.equal((await sql<{ active: boolean }>('SELECT active FROM public.plan WHERE id = $1', [theirs.id]))[0].active, true);
    assert.match(String((await ds.gql(ON_SALE, { id: theirs.id, onSale: false }, undefined, asAgent)).errors?.[0]?.message), /not found in type: 'mutation_root'/);
  });
});
