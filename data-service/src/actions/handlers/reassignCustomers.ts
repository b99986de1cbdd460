import type { ActionOutput } from '@/lib/actions/declareAction';
import { REASSIGN_CUSTOMERS, REASSIGN_CUSTOMERS_MESSAGES } from '@/lib/actions/reassignCustomers';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { fullName } from '@/lib/format/name';
import { lagosToday } from '@/lib/validation';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';
import { loadPartnerAccount, type PartnerAccount } from '../db/accounts';
import { agentSession, loadActiveAgent } from '../db/agentSession';
import { auditActor, recordAudit } from '../db/audit';
import { fieldError, readInput } from '../input';

type MovingCustomer = { id: string; first_name: string; last_name: string; agent_id: string; agent_first_name: string; agent_last_name: string };

/** The agent the customers go to: a selling agent of the partner who signs in now. */
function refuseUnlessAvailable(agent: PartnerAccount): void {
  const name = fullName(agent);
  if (agent.role !== AGENT_ROLE) throw new ActionError(`${name} does not sell: customers go to an agent`, ACTION_ERROR_CODES.agentNotAvailable, { field: 'to_agent_id' });
  if (agent.status !== 'ACTIVE') {
    throw new ActionError(`${name} is ${agent.status === 'INVITED' ? 'invited, not signed up yet' : 'suspended'}: choose an agent who signs in`, ACTION_ERROR_CODES.agentNotAvailable, {
      field: 'to_agent_id',
    });
  }
}

/**
 * `reassign_customers`: the customers (one, or all of an agent's) and what is theirs — devices, plans,
 * claims, and the payments of those plans and claims — go to another agent in one transaction. The
 * customers are locked FOR NO KEY UPDATE (a sale's insert still takes its key share: no deadlock with
 * buy_plan), then their devices are moved first: a sale waiting on a device's lock finds it another agent's
 * and is refused, one that got there first has its order moved by the statements after. The wallet ledger is
 * not touched (cancel_order pays back the wallet that paid and takes commission back from who earned it).
 */
export const reassignCustomers: ActionHandler = async (rawInput, ctx): Promise<ActionOutput<typeof REASSIGN_CUSTOMERS>> => {
  const ops = agentSession(ctx.session);
  const input = readInput(REASSIGN_CUSTOMERS, rawInput, lagosToday(ctx.now));
  if ((input.customer_id ? 1 : 0) + (input.from_agent_id ? 1 : 0) !== 1) throw fieldError('customer_id', REASSIGN_CUSTOMERS_MESSAGES.whichCustomers);
  await loadActiveAgent(ctx.tx, ops);
  const to = await loadPartnerAccount(ctx.tx, ops.partnerId, input.to_agent_id, { field: 'to_agent_id' });
  refuseUnlessAvailable(to);
  if (input.from_agent_id) await loadPartnerAccount(ctx.tx, ops.partnerId, input.from_agent_id, { field: 'from_agent_id' });

  const { rows: customers } = await ctx.tx.query<MovingCustomer>(
    `SELECT c.id, c.first_name, c.last_name, c.agent_id, a.first_name AS agent_first_name, a.last_name AS agent_last_name
       FROM public.customer c JOIN public.agent a ON a.id = c.agent_id
      WHERE c.partner_id = $1 AND ${input.customer_id ? 'c.id = $2' : 'c.agent_id = $2'}
      ORDER BY c.id
        FOR NO KEY UPDATE OF c`,
    [ops.partnerId, input.customer_id ?? input.from_agent_id],
  );
  if (input.customer_id && customers.length === 0) throw new ActionError(`Customer ${input.customer_id} not found`, ACTION_ERROR_CODES.notFound, { field: 'customer_id' });
  const moving = customers.filter((customer) => customer.agent_id !== to.id);
  if (moving.length > 0) {
    const ids = moving.map((customer) => customer.id);
    await ctx.tx.query('UPDATE public.device SET agent_id = $2 WHERE customer_id = ANY($1::uuid[])', [ids, to.id]);
    await ctx.tx.query('UPDATE public.plan_order SET agent_id = $2 WHERE customer_id = ANY($1::uuid[])', [ids, to.id]);
    await ctx.tx.query('UPDATE public.claim SET agent_id = $2 WHERE customer_id = ANY($1::uuid[])', [ids, to.id]);
    await ctx.tx.query(
      `UPDATE public.payment SET agent_id = $2, updated_at = now()
        WHERE plan_order_id IN (SELECT id FROM public.plan_order WHERE customer_id = ANY($1::uuid[]))
           OR claim_id IN (SELECT id FROM public.claim WHERE customer_id = ANY($1::uuid[]))`,
      [ids, to.id],
    );
    await ctx.tx.query('UPDATE public.customer SET agent_id = $2 WHERE id = ANY($1::uuid[])', [ids, to.id]);
  }
  for (const customer of moving) {
    await recordAudit(ctx.tx, {
      actor: auditActor(ctx.session),
      partnerId: ops.partnerId,
      action: REASSIGN_CUSTOMERS.name,
      record: { table: 'customer', id: customer.id, label: fullName(customer) },
      before: { agent_id: customer.agent_id, agent: fullName({ first_name: customer.agent_first_name, last_name: customer.agent_last_name }) },
      after: { agent_id: to.id, agent: fullName(to), reason: input.reason },
    });
  }
  return { to_agent_id: to.id, moved: moving.length };
};
