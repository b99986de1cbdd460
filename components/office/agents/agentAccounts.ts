import type { ParsedUrlQuery } from 'node:querystring';
import { defineList } from '@/lib/lists/defineList';
import { firstQueryValue, type ListFilters, type UrlQuery } from '@/lib/lists/listQuery';
import { AGENTS_PATH } from './urls';

export const AGENT_ACCOUNTS_PAGE_SIZE = 20;

/** Which accounts the list shows: all, the active ones, or the suspended ones. */
export type AccountStatusFilter = 'all' | 'ACTIVE' | 'SUSPENDED';

export interface AgentAccountFilters {
  status: AccountStatusFilter;
}

export const ALL_ACCOUNTS: AgentAccountFilters = { status: 'all' };

export const ACCOUNT_STATUS_OPTIONS: readonly { value: AccountStatusFilter; label: string }[] = [
  { value: 'all', label: 'All accounts' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'SUSPENDED', label: 'Suspended' },
];

export const AGENT_ACCOUNT_FILTERS: ListFilters<AgentAccountFilters> = {
  parse: (query: ParsedUrlQuery): AgentAccountFilters => {
    const value = (firstQueryValue(query.status) ?? '').trim().toUpperCase();
    return { status: value === 'ACTIVE' || value === 'SUSPENDED' ? value : 'all' };
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
