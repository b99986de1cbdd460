import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DetailSectionProps {
  /** The heading's id, naming the section for screen readers (a region). */
  id: string;
  title: string;
  children: ReactNode;
}

/** One part of a record's screen (an order's payments, a claim's timeline) under its own h2. */
export function DetailSection({ id, title, children }: DetailSectionProps) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" minWidth="0">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
