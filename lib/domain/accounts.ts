/** The accounts that sign in at /auth (`agent` rows, agents and staff alike): one home for their statuses. */

/** An account's standing: invited (no password yet), signing in, or suspended by operations. */
export const ACCOUNT_STATUSES = ['INVITED', 'ACTIVE', 'SUSPENDED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_STATUS_LABELS: Readonly<Record<AccountStatus, string>> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
};

export function isAccountStatus(value: unknown): value is AccountStatus {
  return typeof value === 'string' && (ACCOUNT_STATUSES as readonly string[]).includes(value);
}
