import { AGENT_ROLE, isAccountRole, STAFF_ROLES, type AccountRole } from '@/lib/domain/roles';

/**
 * The two signed-in parts of the app: /account, where agents sell, and /office, where the partner's staff
 * work (claims officers, operations, supervisors). A token's role says which one its account works in; the
 * middleware sends anyone to their own (the data service refuses the other's data anyway).
 */
export type SessionArea = 'account' | 'office';

export const ACCOUNT_HOME = '/account/dashboard';
export const OFFICE_PATH = '/office';

type StaffRole = Exclude<AccountRole, typeof AGENT_ROLE>;

/** Each back-office role's first screen. */
export const OFFICE_HOMES: Readonly<Record<StaffRole, string>> = {
  claims_officer: '/office/claims',
  partner_ops: '/office/agents',
  supervisor: '/office/team',
};

/** The /office sections and the one role each is for: another staff role is sent to its own home. */
const OFFICE_SECTIONS: readonly { path: string; role: StaffRole }[] = [
  { path: '/office/claims', role: 'claims_officer' },
  { path: '/office/agents', role: 'partner_ops' },
  { path: '/office/audit', role: 'partner_ops' },
  { path: '/office/plans', role: 'partner_ops' },
  { path: '/office/customers', role: 'partner_ops' },
  { path: '/office/team', role: 'supervisor' },
];

/** The staff role an /office path is for, or undefined for /office itself (every staff role's landing). */
export function officeSectionRole(pathname: string): StaffRole | undefined {
  return OFFICE_SECTIONS.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`))?.role;
}

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

/**
 * Whether the account of `role` works at `pathname`: in its area, and in /office in its own sections (/office
 * itself is no screen: every staff role goes straight to its own section).
 */
export function mayVisit(role: string | undefined, pathname: string): boolean {
  const area = sessionAreaOf(pathname);
  if (area !== areaOfRole(role)) return false;
  if (pathname === OFFICE_PATH) return false;
  const section = area === 'office' ? officeSectionRole(pathname) : undefined;
  return section === undefined || section === role;
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
