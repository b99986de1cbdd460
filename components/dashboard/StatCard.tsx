import { Box, Link, Skeleton, Text } from '@chakra-ui/react';
import NextLink from 'next/link';

export interface StatCardProps {
  label: string;
  /** The figure, already formatted; undefined while loading. */
  value?: string;
  /** A line under the figure (e.g. the value of the plans sold). */
  detail?: string;
  link?: { href: string; label: string };
}

/** One figure of the dashboard, as a labelled group so it reads as "label: value". */
export function StatCard({ label, value, detail, link }: StatCardProps) {
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
      {detail !== undefined && !loading ? (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      ) : null}
      {link ? (
        <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline" marginTop="2">
          <NextLink href={link.href}>{link.label}</NextLink>
        </Link>
      ) : null}
    </Box>
  );
}
