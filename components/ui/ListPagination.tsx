import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

type Href = ComponentProps<typeof NextLink>['href'];

export interface ListPaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  /** How many in all, in words: "25 customers". */
  totalLabel: string;
  pageHref: (page: number) => Href;
}

/** Previous and Next as links (the page is in the URL), with where this page is. */
export function ListPagination({ page, pageCount, pageSize, shown, totalLabel, pageHref }: ListPaginationProps) {
  const from = (page - 1) * pageSize + 1;
  return (
    <Flex as="nav" aria-label="Pages" justify="space-between" align="center" gap="3" wrap="wrap">
      <PageLink href={page > 1 ? pageHref(page - 1) : undefined} label="Previous" />
      <Stack gap="0" align="center" textAlign="center">
        <Text fontWeight="medium" aria-live="polite">{`Page ${page} of ${pageCount}`}</Text>
        <Text fontSize="sm" color="fg.muted">{`${from}–${from + shown - 1} of ${totalLabel}`}</Text>
      </Stack>
      <PageLink href={page < pageCount ? pageHref(page + 1) : undefined} label="Next" />
    </Flex>
  );
}

/** A page that does not exist is a disabled button, so the layout stays put. */
function PageLink({ href, label }: { href: Href | undefined; label: string }) {
  if (href === undefined) {
    return (
      <Button variant="outline" size="sm" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <NextLink href={href} shallow>
        {label}
      </NextLink>
    </Button>
  );
}
