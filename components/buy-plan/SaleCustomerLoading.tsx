import { Skeleton, Stack } from '@chakra-ui/react';

/** Where the chosen customer and their devices appear, while they (or their code) load. */
export function SaleCustomerLoading() {
  return (
    <Stack gap="3" aria-busy="true">
      <Skeleton height="16" borderRadius="md" />
      <Skeleton height="24" borderRadius="md" />
    </Stack>
  );
}
