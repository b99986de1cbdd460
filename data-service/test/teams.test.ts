import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { PARTNER_OPS_ROLE, SUPERVISOR_ROLE } from '@/lib/domain/roles';
import { REDWAVE_NG, SUNLINE_NG } from '../src/seed/partners';
import { createAgent } from './support/actions';
import { BUY_PLAN, createSellers, SCREEN_GUARD_PLAN_ID, type Seller } from './support/sales';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Teams (issue 32, migration 0023): operations move a selling agent into a supervisor's team or out of any
 * (set_agent_team, audited); a supervisor reads its team's agents and their sales, claims, the plans' money
 * and commission — never another team's, another partner's, or the rest of an agent's ledger.
 */

const SET_TEAM = `mutation ($agent: uuid!, $lead: uuid) { set_agent_team(agent_id: $agent, team_lead_id: $lead) { agent_id team_lead_id changed } }`;

const TEAM_FIGURES = `query {
  agent(where: { role: { _eq: "agent" } }, order_by: { id: asc }) {
    id
    sold: plan_orders_aggregate { aggregate { count sum { premium_kobo commission_kobo } } }
    collected: payments_aggregate(where: { purpose: { _eq: "PLAN_PURCHASE" } }) { aggregate { sum { amount_kobo } } }
    commission: wallet_transactions_aggregate { aggregate { count sum { amount_kobo } } }
    claims_aggregate { aggregate { count } }
  }
  plan_order { agent_id }
  wallet_transaction { kind }
}`;

describe('teams: operations move agents, a supervisor sees its own team', () => {
  let ds: TestService;
  let asOps: Record<string, string>;
  let opsId: string;
  let lead: { id: string; headers: Record<string, string> };
  let otherLead: { id: string; headers: Record<string, string> };
  let sellers: Seller[];

  const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await ds.service.db.query<T>(text, params)).rows;
  const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions?.code;
  const supervisor = async (partnerId = SUNLINE_NG.id) => {
    const account = await createAgent(ds.service.db, { partnerId, role: SUPERVISOR_ROLE });
    return { id: account.id, headers: await authHeaders({ role: SUPERVISOR_ROLE, partnerId, userId: account.id }) };
  };
  const setTeam = (agent: string, leadId: string | null) => ds.gql(SET_TEAM, { agent, lead: leadId }, undefined, asOps);

  before(async () => {
    ds = await startTestService({ config: { runJobs: false } });
    const ops = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: PARTNER_OPS_ROLE });
    opsId = ops.id;
    asOps = await authHeaders({ role: PARTNER_OPS_ROLE, partnerId: SUNLINE_NG.id, userId: ops.id });
    lead = await supervisor();
    otherLead = await supervisor();
    // Two agents, each with one sale from its wallet (an order, its payment, a purchase and a commission line).
    sellers = await createSellers(ds.service.db, 2, 1);
    for (const seller of sellers) {
      const sale = await ds.gql(BUY_PLAN, { idempotency_key: randomUUID(), device_id: seller.deviceIds[0], plan_id: SCREEN_GUARD_PLAN_ID }, undefined, { authorization: seller.authorization });
      assert.equal(sale.errors, undefined);
    }
  });
  after(() => ds?.stop());

  it('moves an agent into a team and out of it, once each, audited with the team before and after', async () => {
    const [seller] = sellers;
    assert.deepEqual((await setTeam(seller.agentId, lead.id)).data, { set_agent_team: { agent_id: seller.agentId, team_lead_id: lead.id, changed: true } });
    // Sent again (its answer lost): nothing more is written.
    assert.deepEqual((await setTeam(seller.agentId, lead.id)).data, { set_agent_team: { agent_id: seller.agentId, team_lead_id: lead.id, changed: false } });
    assert.deepEqual((await setTeam(seller.agentId, otherLead.id)).data?.set_agent_team, { agent_id: seller.agentId, team_lead_id: otherLead.id, changed: true });
    assert.deepEqual((await setTeam(seller.agentId, null)).data?.set_agent_team, { agent_id: seller.agentId, team_lead_id: null, changed: true });

    const audit = await sql<{ actor_id: string; record_label: string; before: unknown; after: unknown }>(
      `SELECT actor_id, record_label, before, after FROM public.audit_event WHERE action = 'set_agent_team' AND record_id = $1 ORDER BY id`,
      [seller.agentId],
    );
    assert.deepEqual(audit, [
      { actor_id: opsId, record_label: 'Load Seller', before: { team_lead_id: null, team: null }, after: { team_lead_id: lead.id, team: 'Test Agent' } },
      { actor_id: opsId, record_label: 'Load Seller', before: { team_lead_id: lead.id, team: 'Test Agent' }, after: { team_lead_id: otherLead.id, team: 'Test Agent' } },
      { actor_id: opsId, record_label: 'Load Seller', before: { team_lead_id: otherLead.id, team: 'Test Agent' }, after: { team_lead_id: null, team: null } },
    ]);
  });

  it('puts only a selling agent in a team, led only by a supervisor of the same partner', async () => {
    const [seller] = sellers;
    const colleague = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id });
    const staff = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, role: PARTNER_OPS_ROLE });
    const foreignLead = await supervisor(REDWAVE_NG.id);
    const foreignAgent = await createAgent(ds.service.db, { partnerId: REDWAVE_NG.id });

    const notSupervisor = await setTeam(seller.agentId, colleague.id);
    assert.equal(codeOf(notSupervisor), 'team-not-allowed');
    assert.match(notSupervisor.errors?.[0]?.message ?? '', /is not a supervisor/);
    assert.equal(codeOf(await setTeam(staff.id, lead.id)), 'team-not-allowed');
    assert.equal(codeOf(await setTeam(seller.agentId, foreignLead.id)), 'not-found');
    assert.equal(codeOf(await setTeam(foreignAgent.id, lead.id)), 'not-found');
    // Not the agent's nor the supervisor's to do.
    assert.ok(codeOf(await ds.gql(SET_TEAM, { agent: seller.agentId, lead: lead.id }, undefined, { authorization: seller.authorization })));
    assert.ok(codeOf(await ds.gql(SET_TEAM, { agent: seller.agentId, lead: lead.id }, undefined, lead.headers)));
    // The database holds the rules too: another partner's lead, a staff account in a team.
    await assert.rejects(sql('UPDATE public.agent SET team_lead_id = $2 WHERE id = $1', [seller.agentId, foreignLead.id]), /agent_team_lead_partner_fkey/);
    await assert.rejects(sql('UPDATE public.agent SET team_lead_id = $2 WHERE id = $1', [staff.id, lead.id]), /agent_team_member_role/);
    assert.deepEqual(await sql('SELECT team_lead_id FROM public.agent WHERE id = $1', [seller.agentId]), [{ team_lead_id: null }]);
  });

  it("shows a supervisor its team's figures only, and follows a move at once", async () => {
    const [mine, theirs] = sellers;
    await setTeam(mine.agentId, lead.id);
    await setTeam(theirs.agentId, otherLead.id);

    const seen = await ds.gql(TEAM_FIGURES, {}, undefined, lead.headers);
    assert.equal(seen.errors, undefined);
    const [{ premium }] = await sql<{ premium: string }>('SELECT premium_kobo::text AS premium FROM public.plan_order WHERE agent_id = $1', [mine.agentId]);
    const [{ commission }] = await sql<{ commission: string }>(`SELECT amount_kobo::text AS commission FROM public.wallet_transaction WHERE agent_id = $1 AND kind = 'COMMISSION'`, [mine.agentId]);
    assert.deepEqual(seen.data, {
      agent: [
        {
          id: mine.agentId,
          sold: { aggregate: { count: 1, sum: { premium_kobo: Number(premium), commission_kobo: Number(commission) } } },
          collected: { aggregate: { sum: { amount_kobo: Number(premium) } } },
          // Only the commission line of the ledger: not the funding or the purchase.
          commission: { aggregate: { count: 1, sum: { amount_kobo: Number(commission) } } },
          claims_aggregate: { aggregate: { count: 0 } },
        },
      ],
      plan_order: [{ agent_id: mine.agentId }],
      wallet_transaction: [{ kind: 'COMMISSION' }],
    });

    // Moved to the other team: the first supervisor sees nothing of it from the next request.
    await setTeam(mine.agentId, otherLead.id);
    const after = await ds.gql(TEAM_FIGURES, {}, undefined, lead.headers);
    assert.deepEqual(after.data, { agent: [], plan_order: [], wallet_transaction: [] });
    const other = await ds.gql(TEAM_FIGURES, {}, undefined, otherLead.headers);
    assert.deepEqual(
      (other.data?.agent as { id: string }[]).map((agent) => agent.id),
      [mine.agentId, theirs.agentId].sort(),
    );
  });

  it("never shows a supervisor its team's customers or devices", async () => {
    for (const table of ['customer', 'device', 'wallet_account', 'audit_event']) {
      const answer = await ds.gql(`query { ${table} { id } }`, {}, undefined, lead.headers);
      assert.equal(codeOf(answer), 'validation-failed', table);
    }
  });
});
