import { graphql } from '@/lib/graphql/partner-ops/generated';
import type { Agent_Bool_Exp, GetAgentAccountsQuery } from '@/lib/graphql/partner-ops/generated/graphql';
import { defineListQuery, type ListSearch } from '@/lib/lists/defineListQuery';
import { escapeLikePattern } from '@/lib/search/customerSearch';
import { normalizeNigerianPhone } from '@/lib/validation/phone';
import type { AgentAccountFilters } from './agentAccounts';

export type AgentAccountRow = GetAgentAccountsQuery['agent'][number];

/**
 * One page of the partner's accounts (operations read their partner's alone): agents first, by name, each
 * with its sales and commission since `since` (the month's start in Lagos), its claims and last sign-in.
 */
export const GetAgentAccounts = graphql(`
  query GetAgentAccounts($where: agent_bool_exp!, $since: timestamptz!, $limit: Int!, $offset: Int!) {
    agent(where: $where, order_by: [{ role: asc }, { last_name: asc }, { first_name: asc }, { id: asc }], limit: $limit, offset: $offset) {
      id
      first_name
      last_name
      phone
      role
      status
      last_signed_in_at
      plan_orders_aggregate(where: { created_at: { _gte: $since } }) {
        aggregate {
          count
          sum {
            commission_kobo
          }
        }
      }
      claims_aggregate {
        aggregate {
          count
        }
      }
    }
    agent_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

/** A name (any word of it) or a phone number in any accepted form. */
export function agentAccountSearchWhere(text: string): Agent_Bool_Exp {
  const query = text.trim();
  if (query === '') return {};
  const phone = normalizeNigerianPhone(query);
  if (phone) return { phone: { _eq: phone } };
  return {
    _and: query
      .split(/\s+/)
      .map((word) => `%${escapeLikePattern(word)}%`)
      .map((pattern) => ({ _or: [{ first_name: { _ilike: pattern } }, { last_name: { _ilike: pattern } }] })),
  };
}

export function agentAccountsWhere({ q, filters }: ListSearch<AgentAccountFilters>): Agent_Bool_Exp {
  const parts: Agent_Bool_Exp[] = [agentAccountSearchWhere(q), filters.status === 'all' ? {} : { status: { _eq: filters.status } }].filter(
    (part) => Object.keys(part).length > 0,
  );
  return parts.length === 0 ? {} : { _and: parts };
}

/** The list's rows; `since` is its scope (the Lagos month the server rendered it in). */
export const agentAccountsQuery = defineListQuery({
  document: GetAgentAccounts,
  variables: (list: ListSearch<AgentAccountFilters>, since: string) => ({ where: agentAccountsWhere(list), since }),
  rows: (data: GetAgentAccountsQuery) => ({ rows: data.agent, total: data.agent_aggregate.aggregate?.count }),
});
