import { Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';

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

/** What the customer screen says when the customer (or the code that asks for them) could not be loaded. */
export const CUSTOMER_LOAD_FAILED = 'This customer could not be loaded.';
