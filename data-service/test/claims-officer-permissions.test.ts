import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CLAIMS_OFFICER_ROLE } from '@/lib/domain/roles';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent, type TestAgent } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * The claims desk's role (claims_officer, registry.ts CLAIMS_OFFICER_READS, issue 32): an officer of one
 * partner reads that partner's claims and what assessing them needs, nothing of another partner's, none of
 * the customer's ID or address nor any of the agents' money; it moves only its own partner's claims
 * (`advance_claim`), each move in the audit log under its name; it calls no agent action. On the demo seed.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

type Row = Record<string, unknown>;

describe('the claims officer role', () => {
  let ds: TestService;
  let officer: TestAgent;
  let asOfficer: Record<string, string>;
  before(async () => {
    ds = await startTestService({ config: { runJobs: false } });
    // The account the officer signs in with (its id names the officer in the audit log).
    officer = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: CLAIMS_OFFICER_ROLE });
    asOfficer = await authHeaders({ role: CLAIMS_OFFICER_ROLE, partnerId: SUNLINE_NG.id, userId: officer.id });
  });
  after(() => ds?.stop());

  const sql = async <T extends Row>(text: string, params: unknown[] = []) => (await ds.service.db.query<T>(text, params)).rows;
  const data = (answer: GraphqlAnswer) => {
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return answer.data as Record<string, Row[] & Row>;
  };
  const refused = (answer: GraphqlAnswer, pattern: RegExp) => {
    assert.ok(answer.errors?.length, `expected a refusal matching ${pattern}, got ${JSON.stringify(answer.data)}`);
    assert.match(String(answer.errors[0].message), pattern);
  };
  const officerGql = (query: string, variables?: Record<string, unknown>) => ds.gql(query, variables, undefined, asOfficer);

  it("reads every claim of its partner, with the device, order, customer and agent, and none of another partner's", async () => {
    const [{ n: own }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM public.claim WHERE partner_id = $1', [SUNLINE_NG.id]);
    const claims = data(
      await officerGql(`{ claim(order_by: {created_at: desc}) { partner_id reference status excess_kobo
          device { imei brand } plan_order { reference plan { name } cover_gaps { from_on } } customer { first_name phone } agent { first_name phone }
          claim_events { status note } excess_payment { reference method } } }`),
    ).claim as Row[];
    assert.equal(claims.length, Math.min(own, 100));
    assert.ok(claims.every((claim) => claim.partner_id === SUNLINE_NG.id));
    assert.ok(claims.some((claim) => claim.excess_payment !== null), 'the excess paid shows');
    assert.ok(claims.every((claim) => /^\d{15}$/.test(String((claim.device as Row).imei))), 'the whole IMEI, for fraud checks');
    const count = data(await officerGql('{ claim_aggregate { aggregate { count } } }')).claim_aggregate as unknown as { aggregate: { count: number } };
    assert.equal(count.aggregate.count, own);

    const [theirs] = await sql<{ id: string }>('SELECT id FROM public.claim WHERE partner_id = $1 LIMIT 1', [REDWAVE_NG.id]);
    assert.equal(data(await officerGql('query ($id: uuid!) { claim_by_pk(id: $id) { id } }', { id: theirs.id })).claim_by_pk, null);
    for (const table of ['customer', 'device', 'plan_order', 'agent', 'plan']) {
      const rows = data(await officerGql(`{ ${table}(limit: 100) { partner_id } }`))[table] as Row[];
      assert.ok(rows.length > 0 && rows.every((row) => row.partner_id === SUNLINE_NG.id), table);
    }
  });

  it('reads the excess payments only, and nothing of the customer’s identity or the agents’ money', async () => {
    const payments = data(await officerGql('{ payment(limit: 100) { purpose claim_id } }')).payment as Row[];
    assert.ok(payments.length > 0 && payments.every((payment) => payment.purpose === 'EXCESS' && payment.claim_id !== null));
    for (const [query, pattern] of [
      ['{ customer { id_number } }', /field 'id_number' not found in type: 'customer'/],
      ['{ customer { address } }', /field 'address' not found in type: 'customer'/],
      ['{ customer { date_of_birth } }', /field 'date_of_birth' not found in type: 'customer'/],
      ['{ agent { wallet_balance_kobo } }', /field 'wallet_balance_kobo' not found in type: 'agent'/],
      ['{ agent { password_hash } }', /field 'password_hash' not found in type: 'agent'/],
      ['{ plan_order { verification_code } }', /field 'verification_code' not found in type: 'plan_order'/],
      ['{ wallet_transaction { id } }', /field 'wallet_transaction' not found in type: 'query_root'/],
      ['{ wallet_account { id } }', /field 'wallet_account' not found in type: 'query_root'/],
      ['{ payment_event { id } }', /field 'payment_event' not found in type: 'query_root'/],
      ['{ audit_event { id } }', /field 'audit_event' not found in type: 'query_root'/],
    ] as const) {
      refused(await officerGql(query), pattern);
    }
  });

  it('moves its own partner’s claims, each move audited under its name, and no other partner’s; it calls no agent action', async () => {
    const move = 'mutation ($reference: String!, $from: claim_status!, $note: String) { advance_claim(reference: $reference, from_status: $from, note: $note) { to_status } }';
    const [own] = await sql<{ id: string; reference: string }>(`SELECT id, reference FROM public.claim WHERE partner_id = $1 AND status = 'SUBMITTED' LIMIT 1`, [SUNLINE_NG.id]);
    const moved = data(await officerGql(move, { reference: own.reference, from: 'SUBMITTED', note: 'Photos look right.' })).advance_claim as Row;
    assert.equal(moved.to_status, 'UNDER_REVIEW');
    assert.deepEqual(
      await sql('SELECT actor_id, actor_role, action FROM public.audit_event WHERE record_id = $1', [own.id]),
      [{ actor_id: officer.id, actor_role: CLAIMS_OFFICER_ROLE, action: 'advance_claim' }],
    );

    const [theirs] = await sql<{ reference: string; status: string }>(`SELECT reference, status FROM public.claim WHERE partner_id = $1 AND status = 'SUBMITTED' LIMIT 1`, [REDWAVE_NG.id]);
    const notFound = await officerGql(move, { reference: theirs.reference, from: 'SUBMITTED' });
    assert.equal(notFound.errors?.[0]?.extensions?.code, 'not-found');
    assert.equal((await sql<{ status: string }>('SELECT status FROM public.claim WHERE reference = $1', [theirs.reference]))[0].status, 'SUBMITTED');

    refused(await officerGql('mutation { fund_wallet { id } }'), /field 'fund_wallet' not found in type: 'mutation_root'/);
    // Nor does an agent move claims, nor does the officer's account pass for one.
    const agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const asAgent = await authHeaders({ partnerId: SUNLINE_NG.id, userId: agent.id });
    const officerAsAgent = await authHeaders({ partnerId: SUNLINE_NG.id, userId: officer.id });
    assert.equal((await ds.gql('{ claim(limit: 1) { id } }', undefined, undefined, officerAsAgent)).errors?.[0]?.extensions?.code, 'invalid-jwt');
    refused(await ds.gql(move, { reference: own.reference, from: 'UNDER_REVIEW' }, undefined, asAgent), /field 'advance_claim' not found in type: 'mutation_root'/);
  });
  it('reads a timeline event or a note through its claim: one labelled with its partner but on another partner’s claim stays hidden', async () => {
    // The database does not tie a child row's partner to its claim's; the permission does.
    const [theirs] = await sql<{ id: string; agent_id: string }>('SELECT id, agent_id FROM public.claim WHERE partner_id = $1 LIMIT 1', [REDWAVE_NG.id]);
    const [event] = await sql<{ id: string }>(
      `INSERT INTO public.claim_event (partner_id, claim_id, agent_id, status, note) VALUES ($1, $2, $3, 'SUBMITTED', 'Mislabelled event') RETURNING id`,
      [SUNLINE_NG.id, theirs.id, theirs.agent_id],
    );
    const [note] = await sql<{ id: string }>(
      `INSERT INTO public.claim_note (partner_id, claim_id, author_id, author_role, body, idempotency_key) VALUES ($1, $2, $3, 'agent', 'Mislabelled note', gen_random_uuid()) RETURNING id`,
      [SUNLINE_NG.id, theirs.id, theirs.agent_id],
    );
    const answer = data(
      await officerGql('query ($event: uuid!, $note: uuid!) { claim_event_by_pk(id: $event) { id } claim_note_by_pk(id: $note) { id } claim_event(where: {note: {_eq: "Mislabelled event"}}) { id } }', {
        event: event.id,
        note: note.id,
      }),
    );
    assert.deepEqual(answer, { claim_event_by_pk: null, claim_note_by_pk: null, claim_event: [] });
  });
});
