import { claimListWhere } from '@/components/claims/claimListQuery';
import { graphql } from '@/lib/graphql/claims-officer/generated';
import type { GetClaimQueueQuery, Order_By } from '@/lib/graphql/claims-officer/generated/graphql';
import { claimStatusesOf, type ClaimFilters } from '@/components/claims/claimList';
import { isOpenClaimStatus } from '@/lib/domain/claims';
import { defineListQuery, type ListSearch } from '@/lib/lists/defineListQuery';

export type ClaimQueueRow = GetClaimQueueQuery['claim'][number];

/**
 * One page of the partner's claims (the claims officer's role sees its partner's alone), in the order the
 * desk works them: the open ones oldest first (the longest waiting on top), closed ones newest first.
 */
export const GetClaimQueue = graphql(`
  query GetClaimQueue($where: claim_bool_exp!, $order: order_by!, $limit: Int!, $offset: Int!) {
    claim(where: $where, order_by: [{ created_at: $order }, { id: $order }], limit: $limit, offset: $offset) {
      id
      reference
      claim_type
      status
      excess_kobo
      excess_payment_id
      created_at
      customer {
        id
        first_name
        last_name
      }
      device {
        id
        brand
        model
      }
      agent {
        id
        first_name
        last_name
      }
    }
    claim_aggregate(where: $where) {
      aggregate {
        count
      }
    }
  }
`);

/** Claims still waiting (every status chosen open) oldest first; a choice with closed claims newest first. */
export function queueOrder({ status }: ClaimFilters): Order_By {
  const statuses = claimStatusesOf(status);
  return statuses !== undefined && statuses.every(isOpenClaimStatus) ? 'asc' : 'desc';
}

/** The queue's rows: the agent's claims search and status choice (one rule for both lists), in the desk's order. */
export const claimQueueQuery = defineListQuery({
  document: GetClaimQueue,
  variables: (list: ListSearch<ClaimFilters>) => ({ where: claimListWhere(list), order: queueOrder(list.filters) }),
  rows: (data: GetClaimQueueQuery) => ({ rows: data.claim, total: data.claim_aggregate.aggregate?.count }),
});
