import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { useReportList } from '@/lib/lists/reportList';
import { CLAIMABLE_ORDER_MATCHES, claimableOrderRows, claimableOrdersVariables, GetClaimableOrders } from './getClaimableOrders';

/**
 * The claimable orders matching `query`, asked from the browser (after a search, or when the server had no
 * answer) and reported to the picker on screen. Loaded on its own with the GraphQL client.
 */
function AskForOrders({ query }: { query: string }) {
  const variables = useMemo(() => ({ ...claimableOrdersVariables(query), limit: CLAIMABLE_ORDER_MATCHES, offset: 0 }), [query]);
  const result = useQuery(GetClaimableOrders, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const { errorMessage, retrying, retry } = useQueryRetry(result);
  useReportList({
    ...(result.data ? claimableOrderRows(result.data) : {}),
    errorMessage,
    retrying,
    retry,
  });
  return null;
}

export default withAppApollo(AskForOrders);
