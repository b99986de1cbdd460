import { graphql } from '@/lib/graphql/partner-ops/generated';
import type { GetAgentAccountQuery } from '@/lib/graphql/partner-ops/generated/graphql';

export type AgentAccount = NonNullable<GetAgentAccountQuery['agent_by_pk']>;

export type TeamLeadOption = GetAgentAccountQuery['supervisors'][number];

/**
 * One of the partner's accounts with its figures (this month's from `since`) and its team; null when unknown or
 * another partner's. With the partner's supervisors (`$supervisorRole`), the teams an agent can be moved to.
 */
export const GetAgentAccount = graphql(`
  query GetAgentAccount($id: uuid!, $since: timestamptz!, $supervisorRole: String!) {
    agent_by_pk(id: $id) {
      id
      first_name
      last_name
      phone
      email
      role
      status
      suspended_reason
      created_at
      last_signed_in_at
      team_lead {
        id
        first_name
        last_name
      }
      month: plan_orders_aggregate(where: { created_at: { _gte: $since } }) {
        aggregate {
          count
          sum {
            premium_kobo
            commission_kobo
          }
        }
      }
      all_time: plan_orders_aggregate {
        aggregate {
          count
          sum {
            commission_kobo
          }
        }
      }
      customers_aggregate {
        aggregate {
          count
        }
      }
      claims_aggregate {
        aggregate {
          count
        }
      }
    }
    supervisors: agent(where: { role: { _eq: $supervisorRole } }, order_by: [{ first_name: asc }, { last_name: asc }, { id: asc }]) {
      id
      first_name
      last_name
      status
    }
  }
`);
