import { Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

export interface RecordHeaderProps {
  /** Back to the record's list, e.g. "All orders". */
  back: { href: string; label: string };
  /** The screen's h1, e.g. "Order ORD-2026-000068". */
  title: string;
  /** The record's status badge. */
  status: ReactNode;
  /** Beside the status, e.g. "Sold on 31 Jan 2026". */
  summary: string;
  /** What the agent can do with the record, as buttons; none shown when there is nothing. */
  actions?: ReactNode;
}

/** The top of a record's screen (an order, a claim): the way back, what it is, its status and what to do. */
export function RecordHeader({ back, title, status, summary, actions }: RecordHeaderProps) {
  return (
    <Stack gap="3">
      <Link asChild color="brand.fg" textDecoration="underline" fontSize="sm" alignSelf="flex-start">
        <NextLink href={back.href}>{back.label}</NextLink>
      </Link>
      <Heading as="h1" size="2xl" overflowWrap="anywhere">
        {title}
      </Heading>
      <Flex gap="3" align="center" wrap="wrap">
        {status}
        <Text color="fg.muted">{summary}</Text>
      </Flex>
      {actions === undefined ? null : (
        <Flex gap="3" wrap="wrap" _empty={{ display: 'none' }}>
          {actions}
        </Flex>
      )}
    </Stack>
  );
}
