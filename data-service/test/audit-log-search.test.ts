import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AGENT_ROLE, CLAIMS_OFFICER_ROLE, PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent, type TestAgent } from './support/actions';
import { startTestService, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Operations search their partner's audit log (registry.ts PARTNER_OPS_READS, issue 32): each entry with who
 * wrote it and the record's name, by person, record and action; nothing of another partner's; no other role
 * reads the log; nobody writes it through GraphQL. Both databases.
 */

const SET_STATUS = `mutation ($id: uuid!, $status: agent_status!, $reason: String) {
  set_agent_status(agent_id: $id, status: $status, reason: $reason) { changed }
}`;
const ENTRIES = `query ($where: audit_event_bool_exp!) {
  audit_event(where: $where, order_by: {id: asc}) { partner_id action record_table record_id record_label before after actor { id first_name phone } }
}`;

type Entry = { partner_id: string; action: string; record_id: string; record_label: string | null; before: unknown; after: unknown; actor: { id: string; first_name: string } | null };

describe("operations' audit log", () => {
  let ds: TestService;
  let ops: TestAgent;
  let asOps: Record<string, string>;
  let agent: TestAgent;
  before(async () => {
    ds = await startTestService({ config: { runJobs: false } });
    ops = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: PARTNER_OPS_ROLE });
    asOps = await authHeaders({ role: PARTNER_OPS_ROLE, partnerId: SUNLINE_NG.id, userId: ops.id });
    agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    await ds.service.db.query(`UPDATE public.agent SET first_name = 'Kemi', last_name = 'Adeyemi-Audit' WHERE id = $1`, [agent.id]);
    // One entry of each partner: this partner's suspension, and another partner's operations' own.
    await ds.gql(SET_STATUS, { id: agent.id, status: 'SUSPENDED', reason: 'Lost the shop keys' }, undefined, asOps);
    const theirOps = await createAgent(ds.service.db, { partnerId: REDWAVE_NG.id, role: PARTNER_OPS_ROLE });
    const theirAgent = await createAgent(ds.service.db, { partnerId: REDWAVE_NG.id });
    const asTheirOps = await authHeaders({ role: PARTNER_OPS_ROLE, partnerId: REDWAVE_NG.id, userId: theirOps.id });
    await ds.gql(SET_STATUS, { id: theirAgent.id, status: 'SUSPENDED', reason: 'Theirs' }, undefined, asTheirOps);
  });
  after(() => ds?.stop());

  const search = async (where: object, headers = asOps) => {
    const answer = await ds.gql(ENTRIES, { where }, undefined, headers);
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return answer.data?.audit_event as Entry[];
  };

  it('shows who changed which account, named, with what it was before and after', async () => {
    const [entry] = await search({ record_id: { _eq: agent.id } });
    assert.deepEqual(entry, {
      partner_id: SUNLINE_NG.id,
      action: 'set_agent_status',
      record_table: 'agent',
      record_id: agent.id,
      record_label: 'Kemi Adeyemi-Audit',
      before: { status: 'ACTIVE', suspended_reason: null },
      after: { status: 'SUSPENDED', suspended_reason: 'Lost the shop keys' },
      actor: { id: ops.id, first_name: 'Test', phone: ops.phone },
    });
  });

  it('finds entries by the person who wrote them, the record’s name and the action', async () => {
    assert.deepEqual((await search({ actor: { phone: { _eq: ops.phone } } })).map((entry) => entry.record_id), [agent.id]);
    assert.deepEqual((await search({ record_label: { _ilike: '%adeyemi-audit%' } })).map((entry) => entry.record_id), [agent.id]);
    assert.ok((await search({ action: { _eq: 'set_agent_status' } })).some((entry) => entry.record_id === agent.id));
  });

  it("reads nothing of another partner's log, and no other role reads it at all", async () => {
    const all = await search({});
    assert.ok(all.length > 0 && all.every((entry) => entry.partner_id === SUNLINE_NG.id));
    const [{ n: theirs }] = (await ds.service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM public.audit_event WHERE partner_id = $1', [REDWAVE_NG.id])).rows;
    assert.ok(theirs > 0, 'the other partner has entries to hide');

    for (const role of [AGENT_ROLE, CLAIMS_OFFICER_ROLE] as const) {
      const account = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role });
      const answer = await ds.gql('{ audit_event { id } }', undefined, undefined, await authHeaders({ role, partnerId: SUNLINE_NG.id, userId: account.id }));
      assert.match(String(answer.errors?.[0]?.message), /field 'audit_event' not found/, role);
    }
  });

  it('cannot be written through GraphQL, even by operations', async () => {
    const answer = await ds.gql(`mutation { delete_audit_event(where: {}) { affected_rows } }`, undefined, undefined, asOps);
    assert.match(String(answer.errors?.[0]?.message), /not found/);
    assert.ok((await search({})).length > 0);
  });
});
