import type { ParsedUrlQuery } from 'node:querystring';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES, isAccountStatus, type AccountStatus } from '@/lib/domain/accounts';
import { defineList } from '@/lib/lists/defineList';
import { firstQueryValue, type ListFilters, type UrlQuery } from '@/lib/lists/listQuery';
import { AGENTS_PATH } from './urls';

export const AGENT_ACCOUNTS_PAGE_SIZE = 20;

/** Which accounts the list shows: all, or those of one status. */
export type AccountStatusFilter = 'all' | AccountStatus;

export interface AgentAccountFilters {
  status: AccountStatusFilter;
}

export const ALL_ACCOUNTS: AgentAccountFilters = { status: 'all' };

export const ACCOUNT_STATUS_OPTIONS: readonly { value: AccountStatusFilter; label: string }[] = [
  { value: 'all', label: 'All accounts' },
  ...ACCOUNT_STATUSES.map((status) => ({ value: status, label: ACCOUNT_STATUS_LABELS[status] })),
];

export const AGENT_ACCOUNT_FILTERS: ListFilters<AgentAccountFilters> = {
  parse: (query: ParsedUrlQuery): AgentAccountFilters => {
    const value = (firstQueryValue(query.status) ?? '').trim().toUpperCase();
    return { status: isAccountStatus(value) ? value : 'all' };
  },
  toQuery: ({ status }: AgentAccountFilters): UrlQuery => (status === 'all' ? {} : { status }),
};

/** /office/agents: the partner's accounts (agents first, then staff), by name, with this month's figures. */
export const agentAccounts = defineList({
  path: AGENTS_PATH,
  filters: AGENT_ACCOUNT_FILTERS,
  pageSize: AGENT_ACCOUNTS_PAGE_SIZE,
  query: () => import('./agentAccountsQuery').then((module) => module.agentAccountsQuery),
});
