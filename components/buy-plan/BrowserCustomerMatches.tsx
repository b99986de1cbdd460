import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { customerSearchWhere } from '@/lib/search/customerSearch';
import { customerRows, GetCustomers } from '@/components/customers/customerListQuery';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { useReportList } from '@/lib/lists/reportList';
import { CUSTOMER_MATCHES } from './loadBuyPlanPage';

/**
 * The customers matching `query`, asked from the browser (after a search, or when the server had no answer)
 * and reported to the picker on screen. Loaded on its own with the GraphQL client.
 */
function AskForMatches({ query }: { query: string }) {
  const where = useMemo(() => customerSearchWhere(query), [query]);
  const result = useQuery(GetCustomers, {
    variables: { where, limit: CUSTOMER_MATCHES, offset: 0 },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { errorMessage, retrying, retry } = useQueryRetry(result);
  useReportList({
    ...(result.data ? customerRows(result.data) : {}),
    errorMessage,
    retrying,
    retry,
  });
  return null;
}

export default withAppApollo(AskForMatches);
