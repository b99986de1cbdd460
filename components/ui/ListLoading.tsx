import { Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';

/** A list's rows while they load: grey bars, and what is loading for screen readers. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Stack gap="2" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height="16" borderRadius="md" />
      ))}
    </Stack>
  );
}
