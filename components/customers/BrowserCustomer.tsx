import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { lagosToday } from '@/lib/validation/lagosDay';
import { CustomerDetail } from './CustomerDetail';
import { CUSTOMER_LOAD_FAILED, CustomerLoading } from './CustomerLoading';
import { CustomerNotFound } from './CustomerNotFound';
import { GetCustomer } from './getCustomer';

/**
 * The customer asked from the browser, when the server could not get them: the message with "Try again",
 * and retries by itself. Loaded on its own (CustomerDetailView) with the GraphQL client.
 */
function LiveCustomer({ customerId }: { customerId: string }) {
  const [today] = useState(() => lagosToday());
  const query = useQuery(GetCustomer, {
    variables: { id: customerId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { data, refetch } = query;
  const { errorMessage, retrying, retry } = useQueryRetry(query);

  if (data?.customer_by_pk) {
    return <CustomerDetail customer={data.customer_by_pk} today={today} onDeviceAdded={() => refetch()} />;
  }
  // The service answers null for an id that does not exist and for another agent's customer alike.
  if (data && !data.customer_by_pk) return <CustomerNotFound />;
  if (errorMessage !== undefined) {
    return <RetryAlert title={CUSTOMER_LOAD_FAILED} message={errorMessage} onRetry={retry} retrying={retrying} />;
  }
  return <CustomerLoading />;
}

export default withAppApollo(LiveCustomer);
