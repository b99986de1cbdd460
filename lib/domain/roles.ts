/** The roles a request runs in (`x-hasura-role`): one home for the data service's permissions and the action declarations. */

/** A request with no token: the sign-in screen, the public card check. */
export const ANONYMOUS_ROLE = 'anonymous';

/** The role of the tokens `login` signs: a session in it is a signed-in agent (checked on every request). */
export const AGENT_ROLE = 'agent';

/**
 * The role of back office tools (`npm run claim:advance`, `npm run payment:refund`): it may call `advance_claim`
 * and `refund_payment` and nothing else, reads no table, and carries no agent (the agent-session check does
 * not apply to it).
 */
export const BACK_OFFICE_ROLE = 'back_office';

/**
 * The partner's claims assessors (issue 32): they read their own partner's claims with what an assessment
 * needs (the device, the order and plan, the customer's name and phone, the excess payments) and move
 * claims on (`advance_claim`), nothing of another partner's and nothing of the agents' money.
 */
export const CLAIMS_OFFICER_ROLE = 'claims_officer';

/** The partner's operations staff (issue 32): agents, customers and devices, the plan catalogue, the audit log. */
export const PARTNER_OPS_ROLE = 'partner_ops';

/** A team lead (issue 32): their team's figures. */
export const SUPERVISOR_ROLE = 'supervisor';

/**
 * The roles of accounts that sign in at /auth (`agent.role`, migration 0017): `login` signs the token with the
 * account's role, and every request under it must still be a session of that account (AgentSessions).
 */
export const ACCOUNT_ROLES = [AGENT_ROLE, CLAIMS_OFFICER_ROLE, PARTNER_OPS_ROLE, SUPERVISOR_ROLE] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The back-office accounts: they work under /office, not /account. */
export const STAFF_ROLES: readonly AccountRole[] = [CLAIMS_OFFICER_ROLE, PARTNER_OPS_ROLE, SUPERVISOR_ROLE];

export function isAccountRole(value: unknown): value is AccountRole {
  return typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);
}

export type Role = typeof ANONYMOUS_ROLE | typeof BACK_OFFICE_ROLE | AccountRole;

/** Each account role in words, as the back office shows it. */
export const ACCOUNT_ROLE_LABELS: Readonly<Record<AccountRole, string>> = {
  agent: 'Agent',
  claims_officer: 'Claims officer',
  partner_ops: 'Operations',
  supervisor: 'Supervisor',
};
