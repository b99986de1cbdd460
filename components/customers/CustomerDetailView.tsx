import { Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { isUuid, lagosToday } from '@/lib/validation';
import { CustomerDetail } from './CustomerDetail';
import { CustomerNotFound } from './CustomerNotFound';
import { GetCustomer } from './getCustomer';
import { AppApolloProvider } from '@/lib/apollo/AppApolloProvider';

/** /account/customers/[id]: a malformed id is "not found" at once, without asking the data service. */
export function CustomerDetailView({ customerId }: { customerId: unknown }) {
  if (!isUuid(customerId)) return <CustomerNotFound />;
  // A new id is a new screen: nothing of the last customer's state (an open form, a message) carries over.
  return (
    <AppApolloProvider>
      <LoadedCustomer key={customerId} customerId={customerId} />
    </AppApolloProvider>
  );
}

function LoadedCustomer({ customerId }: { customerId: string }) {
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
    return <RetryAlert title="This customer could not be loaded." message={errorMessage} onRetry={retry} retrying={retrying} />;
  }
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden role="status">Loading the customer</VisuallyHidden>
      <Skeleton height="10" width="60%" />
      <Skeleton height="40" borderRadius="md" />
      <Skeleton height="32" borderRadius="md" />
    </Stack>
  );
}
