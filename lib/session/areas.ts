import { AGENT_ROLE, isAccountRole, STAFF_ROLES, type AccountRole } from '@/lib/domain/roles';

/**
 * The two signed-in parts of the app: /account, where agents sell, and /office, where the partner's staff
 * work (claims officers, operations, supervisors). A token's role says which one its account works in; the
 * middleware sends anyone to their own (the data service refuses the other's data anyway).
 */
export type SessionArea = 'account' | 'office';

export const ACCOUNT_HOME = '/account/dashboard';
export const OFFICE_PATH = '/office';

/** Each back-office role's first screen. */
export const OFFICE_HOMES: Readonly<Record<Exclude<AccountRole, typeof AGENT_ROLE>, string>> = {
  claims_officer: '/office/claims',
  // Their screens are still to come (issue 32): /office says so.
  partner_ops: OFFICE_PATH,
  supervisor: OFFICE_PATH,
};

/** The area a path belongs to, or undefined for a public one (/auth, /verify). */
export function sessionAreaOf(pathname: string): SessionArea | undefined {
  for (const area of ['account', 'office'] as const) {
    if (pathname === `/${area}` || pathname.startsWith(`/${area}/`)) return area;
  }
  return undefined;
}

/** A token's role as an account role: a token without one (signed before roles) is an agent's. */
export function accountRoleOf(role: string | undefined): AccountRole | undefined {
  if (role === undefined) return AGENT_ROLE;
  return isAccountRole(role) ? role : undefined;
}

/** Where the role works: agents (and unknown roles, which the data service refuses) in /account. */
export function areaOfRole(role: string | undefined): SessionArea {
  const account = accountRoleOf(role);
  return account !== undefined && STAFF_ROLES.includes(account) ? 'office' : 'account';
}

/** The role's home: the agent's dashboard, or its back-office screen. */
export function homePathOf(role: string | undefined): string {
  const account = accountRoleOf(role);
  if (account === undefined || account === AGENT_ROLE) return ACCOUNT_HOME;
  return OFFICE_HOMES[account];
}
