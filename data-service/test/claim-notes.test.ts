import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CLAIMS_OFFICER_ROLE } from '@/lib/domain/roles';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent, fileScreenClaim, type TestAgent } from './support/actions';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Notes between a claim's agent and the claims desk (add_claim_note, migration 0018): the agent writes on
 * its own claims, an officer on its partner's; both read the thread; a note sent twice with its key is one
 * note; the officer's are in the audit log; nobody else writes or reads them. Both databases.
 */

const ADD_NOTE = `mutation ($key: uuid!, $claim: uuid!, $body: String!) {
  add_claim_note(idempotency_key: $key, claim_id: $claim, body: $body) { note_id created_at }
}`;
const THREAD = `query ($id: uuid!) { claim_by_pk(id: $id) { notes(order_by: [{ created_at: asc }, { id: asc }]) { body author_role author_id } } }`;

describe('claim notes', () => {
  let ds: TestService;
  let agent: TestAgent;
  let officer: TestAgent;
  const as: Record<string, Record<string, string>> = {};
  before(async () => {
    ds = await startTestService({ config: { runJobs: false } });
    agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    officer = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: CLAIMS_OFFICER_ROLE });
    const colleague = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const strangerOfficer = await createAgent(ds.service.db, { partnerId: REDWAVE_NG.id, role: CLAIMS_OFFICER_ROLE });
    as.agent = await authHeaders({ partnerId: SUNLINE_NG.id, userId: agent.id });
    as.officer = await authHeaders({ role: CLAIMS_OFFICER_ROLE, partnerId: SUNLINE_NG.id, userId: officer.id });
    as.colleague = await authHeaders({ partnerId: SUNLINE_NG.id, userId: colleague.id });
    as.strangerOfficer = await authHeaders({ role: CLAIMS_OFFICER_ROLE, partnerId: REDWAVE_NG.id, userId: strangerOfficer.id });
  });
  after(() => ds?.stop());

  const note = (who: string, claim: string, body: string, key: string = crypto.randomUUID()) => ds.gql(ADD_NOTE, { key, claim, body }, undefined, as[who]);
  const threadAs = async (who: string, claim: string) => (await ds.gql(THREAD, { id: claim }, undefined, as[who])).data?.claim_by_pk as { notes: { body: string; author_role: string }[] } | null;
  const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code;

  it('carries a thread both sides read, each note once however often it is sent', async () => {
    const { claimId } = await fileScreenClaim(ds.service.db, agent);
    const key = crypto.randomUUID();
    const sent = await Promise.all([1, 2, 3].map(() => note('agent', claimId, '  The customer has the receipt if you need it.  ', key)));
    const ids = new Set(sent.map((answer) => (answer.data?.add_claim_note as { note_id: string }).note_id));
    assert.equal(ids.size, 1);
    assert.equal(codeOf(await note('officer', claimId, 'Please send a photo of the receipt.')), undefined);

    const expected = [
      { body: 'The customer has the receipt if you need it.', author_role: 'agent', author_id: agent.id },
      { body: 'Please send a photo of the receipt.', author_role: 'claims_officer', author_id: officer.id },
    ];
    assert.deepEqual((await threadAs('agent', claimId))?.notes, expected);
    assert.deepEqual((await threadAs('officer', claimId))?.notes, expected);
  });

  it("writes the officer's notes to the audit log, not the agent's", async () => {
    const { claimId } = await fileScreenClaim(ds.service.db, agent);
    await note('agent', claimId, 'Any news?');
    const written = await note('officer', claimId, 'Approved today; the repair shop has it.');
    const noteId = (written.data?.add_claim_note as { note_id: string }).note_id;
    const { rows } = await ds.service.db.query<{ actor_id: string; actor_role: string; record_id: string; after: unknown }>(
      `SELECT actor_id, actor_role, record_id, after FROM public.audit_event WHERE action = 'add_claim_note' AND after->>'claim_id' = $1`,
      [claimId],
    );
    assert.deepEqual(rows, [{ actor_id: officer.id, actor_role: 'claims_officer', record_id: noteId, after: { claim_id: claimId, body: 'Approved today; the repair shop has it.' } }]);
  });

  it("lets no other agent nor another partner's officer write or read them", async () => {
    const { claimId } = await fileScreenClaim(ds.service.db, agent);
    await note('agent', claimId, 'Only for the desk.');
    assert.equal(codeOf(await note('colleague', claimId, 'Let me in')), 'not-found');
    assert.equal(codeOf(await note('strangerOfficer', claimId, 'Let me in')), 'not-found');
    assert.equal(await threadAs('colleague', claimId), null);
    assert.equal(await threadAs('strangerOfficer', claimId), null);
    const { rows } = await ds.service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM public.claim_note WHERE claim_id = $1', [claimId]);
    assert.equal(rows[0].n, 1);
  });

  it('refuses an empty or too long note, saying which', async () => {
    const { claimId } = await fileScreenClaim(ds.service.db, agent);
    const empty = await note('agent', claimId, '   ');
    assert.equal(codeOf(empty), 'validation-failed');
    assert.equal(empty.errors?.[0]?.message, 'Write the note first');
    const long = await note('officer', claimId, 'x'.repeat(1001));
    assert.equal(long.errors?.[0]?.message, 'A note can have at most 1000 characters');
  });
});
