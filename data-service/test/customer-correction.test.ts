import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AGENT_ROLE, PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent, createCustomerWithDevice } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Operations correct a customer's names and contact details with a reason (correct_customer, issue 32; NDPA
 * 2023's right to correction): checked as at onboarding, audited with what changed before and after and the
 * reason; a phone another customer has is refused; never another partner's customer, never by an agent.
 */

const CORRECT = `mutation ($id: uuid!, $first: String!, $last: String!, $phone: String!, $email: String, $address: String!, $state: String!, $reason: String!) {
  correct_customer(customer_id: $id, first_name: $first, last_name: $last, phone: $phone, email: $email, address: $address, state: $state, reason: $reason) { customer_id changed }
}`;

describe('operations correct a customer’s details', () => {
  let ds: TestService;
  let asOps: Record<string, string>;
  let opsId: string;
  before(async () => {
    ds = await startTestService({ config: { runJobs: false } });
    const ops = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: PARTNER_OPS_ROLE });
    opsId = ops.id;
    asOps = await authHeaders({ role: PARTNER_OPS_ROLE, partnerId: SUNLINE_NG.id, userId: ops.id });
  });
  after(() => ds?.stop());

  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await ds.service.db.query<T>(text, params)).rows;
  const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code;
  const detailsOf = async (id: string) =>
    (await sql<Record<string, unknown>>('SELECT first_name, last_name, phone, email, address, state FROM public.customer WHERE id = $1', [id]))[0];

  async function customerOf(partnerId: string) {
    const agent = await createAgent(ds.service.db, { partnerId });
    const { customerId } = await createCustomerWithDevice(ds.service.db, agent);
    return { id: customerId, ...(await detailsOf(customerId)) } as { id: string; first_name: string; last_name: string; phone: string; email: string | null; address: string; state: string };
  }
  const variables = (customer: Awaited<ReturnType<typeof customerOf>>, change: Record<string, unknown> = {}) => ({
    id: customer.id,
    first: customer.first_name,
    last: customer.last_name,
    phone: customer.phone,
    email: customer.email,
    address: customer.address,
    state: customer.state,
    reason: 'The customer showed their passport: the name was misspelt',
    ...change,
  });

  it('corrects the details that change, checked and read as at onboarding, and audits them with the reason', async () => {
    const customer = await customerOf(SUNLINE_NG.id);
    const correction = variables(customer, { first: '  Adaeze ', phone: '0809 111 2233', email: 'Adaeze@Example.NG' });
    assert.deepEqual((await ds.gql(CORRECT, correction, undefined, asOps)).data, { correct_customer: { customer_id: customer.id, changed: true } });
    assert.deepEqual(await detailsOf(customer.id), {
      first_name: 'Adaeze',
      last_name: customer.last_name,
      phone: '+2348091112233',
      email: 'adaeze@example.ng',
      address: customer.address,
      state: customer.state,
    });
    // Sent again (its answer lost): nothing more is written.
    assert.deepEqual((await ds.gql(CORRECT, correction, undefined, asOps)).data, { correct_customer: { customer_id: customer.id, changed: false } });
    const audit = await sql<{ actor_id: string; record_label: string; before: unknown; after: unknown }>(
      `SELECT actor_id, record_label, before, after FROM public.audit_event WHERE action = 'correct_customer' AND record_id = $1`,
      [customer.id],
    );
    assert.deepEqual(audit, [
      {
        actor_id: opsId,
        record_label: `Adaeze ${customer.last_name}`,
        before: { first_name: customer.first_name, phone: customer.phone, email: customer.email },
        after: { first_name: 'Adaeze', phone: '+2348091112233', email: 'adaeze@example.ng', reason: 'The customer showed their passport: the name was misspelt' },
      },
    ]);
  });

  it('refuses a correction without a reason, with a broken detail, or to a phone another customer has', async () => {
    const customer = await customerOf(SUNLINE_NG.id);
    const other = await customerOf(SUNLINE_NG.id);
    assert.equal(codeOf(await ds.gql(CORRECT, variables(customer, { last: 'Obi', reason: '  ' }), undefined, asOps)), 'validation-failed');
    assert.equal(codeOf(await ds.gql(CORRECT, variables(customer, { phone: '12345' }), undefined, asOps)), 'validation-failed');
    const taken = await ds.gql(CORRECT, variables(customer, { phone: other.phone }), undefined, asOps);
    assert.equal(codeOf(taken), 'customer-exists');
    assert.equal((taken.errors?.[0]?.extensions as { field?: string } | undefined)?.field, 'phone');
    assert.deepEqual(await detailsOf(customer.id), { first_name: customer.first_name, last_name: customer.last_name, phone: customer.phone, email: customer.email, address: customer.address, state: customer.state });
  });

  it('never another partner’s customer, and never by an agent', async () => {
    const theirs = await customerOf(REDWAVE_NG.id);
    assert.equal(codeOf(await ds.gql(CORRECT, variables(theirs, { last: 'Obi' }), undefined, asOps)), 'not-found');
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const asAgent = await authHeaders({ role: AGENT_ROLE, partnerId: SUNLINE_NG.id, userId: agent.id });
    const own = await createCustomerWithDevice(ds.service.db, agent);
    const refused = await ds.gql(CORRECT, variables({ ...(await customerOf(SUNLINE_NG.id)), id: own.customerId }, { last: 'Obi' }), undefined, asAgent);
    assert.match(String(refused.errors?.[0]?.message), /not found in type: 'mutation_root'/);
    assert.equal((await detailsOf(theirs.id)).last_name, theirs.last_name);
  });
});
