import { Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { RetryAlert, type RetryAlertProps } from '@/components/ui/RetryAlert';

/** The customer screen's place held while the customer loads. */
export function CustomerLoading() {
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden role="status">Loading the customer</VisuallyHidden>
      <Skeleton height="10" width="60%" />
      <Skeleton height="40" borderRadius="md" />
      <Skeleton height="32" borderRadius="md" />
    </Stack>
  );
}

/** The customer screen when the customer (or the code that asks for them) could not be loaded. */
export function CustomerLoadFailed(props: Omit<RetryAlertProps, 'title'>) {
  return <RetryAlert title="This customer could not be loaded." {...props} />;
}
