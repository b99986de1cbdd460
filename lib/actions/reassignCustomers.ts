import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { declareAction, objectType, required, type ActionInput } from './declareAction';
import { trimmed } from './normalisers';
import { requiredReason } from './reasons';

/** The reassignment form, as typed: the agent the customers go to, and why. */
export interface ReassignFormValues {
  toAgentId: string;
  reason: string;
}

export const REASSIGN_CUSTOMERS_MESSAGES = {
  agentRequired: 'Choose the agent who looks after the customers from now on',
  reasonRequired: 'Say why the customers move (e.g. the agent left the company)',
  whichCustomers: 'Name one customer, or the agent whose customers all move (not both)',
} as const;

const reasonProblem = requiredReason(REASSIGN_CUSTOMERS_MESSAGES.reasonRequired);

const REASSIGN_CUSTOMERS_OUTPUT = objectType('reassign_customers_output', {
  to_agent_id: { type: 'uuid!' },
  moved: { type: 'Int!', description: 'Customers moved now: 0 when they were the agent’s already (sent again after it went through).' },
});

/**
 * `reassign_customers`: operations give one customer (`customer_id`), or every customer of an agent
 * (`from_agent_id`: one who left, say), to another active agent of theirs, with a reason. The customers'
 * devices, plans, claims and the plans' payments go with them: the new agent sees and serves them from the
 * next request, the old one no longer. Money already moved stays where it is: the ledger lines keep the
 * wallet they moved (a later refund goes back to the wallet that paid, commission is taken back from who
 * earned it). Each customer moved is in the audit log with the agents before and after and the reason.
 */
export const REASSIGN_CUSTOMERS = declareAction<ReassignFormValues>()({
  name: 'reassign_customers',
  kind: 'mutation',
  roles: [PARTNER_OPS_ROLE],
  idempotent: false,
  args: {
    customer_id: { type: 'uuid' },
    from_agent_id: { type: 'uuid' },
    to_agent_id: { type: 'uuid!', formField: 'toAgentId', formRule: (value) => (value === '' ? REASSIGN_CUSTOMERS_MESSAGES.agentRequired : undefined) },
    reason: { type: 'String!', maxLength: 2000, formField: 'reason', normalise: trimmed, rule: (reason) => reasonProblem(reason) },
  },
  output: required(REASSIGN_CUSTOMERS_OUTPUT),
});

export type ReassignCustomersInput = ActionInput<typeof REASSIGN_CUSTOMERS>;
