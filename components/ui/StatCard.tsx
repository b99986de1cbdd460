import { Box, Link, Skeleton, Text } from '@chakra-ui/react';
import NextLink from 'next/link';

export interface StatCardProps {
  label: string;
  /** The figure, already formatted; undefined while loading. */
  value?: string;
  /** A line under the figure (e.g. the value of the plans sold). */
  detail?: string;
  /** The card will have a `detail` line: its place is kept while loading, so nothing moves when it arrives. */
  hasDetail?: boolean;
  link?: { href: string; label: string };
}

/** One figure of the dashboard, as a labelled group so it reads as "label: value". */
export function StatCard({ label, value, detail, hasDetail = false, link }: StatCardProps) {
  const loading = value === undefined;
  return (
    <Box role="group" aria-label={label} aria-busy={loading} borderWidth="1px" borderRadius="lg" padding="4" bg="bg.panel">
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      {loading ? (
        <Skeleton height="8" width="24" marginTop="2" />
      ) : (
        <Text fontSize="2xl" fontWeight="bold" marginTop="1">
          {value}
        </Text>
      )}
      {loading && hasDetail ? (
        <Skeleton asChild width="3/4">
          <Text fontSize="sm" aria-hidden="true">
            &nbsp;
          </Text>
        </Skeleton>
      ) : null}
      {detail !== undefined && !loading ? (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      ) : null}
      {link ? (
        <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline" marginTop="2">
          <NextLink href={link.href} prefetch={false}>
            {link.label}
          </NextLink>
        </Link>
      ) : null}
    </Box>
  );
}
