import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  message: string;
  /** What the agent can do about it (a link or a button). */
  action?: ReactNode;
  /** Announce it (a search that found nothing), rather than leave it to be read in turn. */
  announce?: boolean;
}

/** A list with nothing to show, and why. */
export function EmptyState({ title, message, action, announce = false }: EmptyStateProps) {
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" padding="6" align="flex-start" role={announce ? 'status' : undefined}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Text color="fg.muted">{message}</Text>
      {action}
    </Stack>
  );
}
