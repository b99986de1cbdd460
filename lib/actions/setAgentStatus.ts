import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { declareAction, enumType, objectType, required, type ActionInput } from './declareAction';
import { optionalText } from './normalisers';
import { requiredReason } from './reasons';

/** An account's standing: it signs in, or it does not (its sessions ended). */
export const AGENT_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

const AGENT_STATUS = enumType('agent_status', AGENT_STATUSES);

/** The suspend form, as typed. */
export interface SuspendFormFields {
  reason: string;
}

export const SET_AGENT_STATUS_MESSAGES = {
  reasonRequired: 'Say why the account is suspended: the team sees the reason',
} as const;

/** What is wrong with a suspension's reason, surrounding spaces aside: it is required, and not too long. */
export const suspendReasonProblem = requiredReason(SET_AGENT_STATUS_MESSAGES.reasonRequired);

const SET_AGENT_STATUS_OUTPUT = objectType('set_agent_status_output', {
  agent_id: { type: 'uuid!' },
  status: { type: required(AGENT_STATUS) },
  changed: { type: 'Boolean!', description: 'False when the account already had that status (nothing was written).' },
});

/**
 * `set_agent_status`: the partner's operations suspend an account (every session of it ends at once, by the
 * suspension's trigger) with a reason, or reactivate it. Its own partner's accounts only, never their own.
 * Asked for the status the account has, it changes nothing and says so.
 */
export const SET_AGENT_STATUS = declareAction<SuspendFormFields>()({
  name: 'set_agent_status',
  kind: 'mutation',
  roles: [PARTNER_OPS_ROLE],
  idempotent: false,
  args: {
    agent_id: { type: 'uuid!' },
    status: { type: required(AGENT_STATUS) },
    reason: {
      type: 'String',
      maxLength: 2000,
      formField: 'reason',
      normalise: optionalText,
      // Required to suspend; a reactivation may carry one (not kept), never too long.
      rule: (reason, input) => (input.status === 'SUSPENDED' || (reason ?? '').trim() !== '' ? suspendReasonProblem(reason ?? '') : undefined),
      // The form is the suspension's.
      formRule: suspendReasonProblem,
    },
  },
  output: required(SET_AGENT_STATUS_OUTPUT),
});

export type SetAgentStatusInput = ActionInput<typeof SET_AGENT_STATUS>;
