import { Box, Grid, LinkBox, LinkOverlay, Stack, Text, type GridProps } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

export interface LinkRowsProps {
  /** The list's accessible name, e.g. "Customers". */
  label: string;
  /** The grid columns a row lays its cells in (one shape on a phone, the table's from 768 px). */
  columns: GridProps['templateColumns'];
  /** The column headings shown from 768 px. */
  headings: string[];
  children: ReactNode;
}

/**
 * A list of records: a card of stacked lines on a phone, lined up as a table from 768 px under column
 * headings. Rows are `LinkRow`s (each opens its record) or `PlainRow`s (nothing to open).
 */
export function LinkRows({ label, columns, headings, children }: LinkRowsProps) {
  return (
    <Box>
      <Grid
        templateColumns={columns}
        display={{ base: 'none', md: 'grid' }}
        gap="4"
        paddingX="4"
        paddingBottom="2"
        fontSize="sm"
        fontWeight="medium"
        color="fg.muted"
        aria-hidden="true"
      >
        {headings.map((heading) => (
          <Text key={heading}>{heading}</Text>
        ))}
      </Grid>
      <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" aria-label={label}>
        {children}
      </Stack>
    </Box>
  );
}

export interface LinkRowProps {
  columns: GridProps['templateColumns'];
  children: ReactNode;
}

/** One row of `LinkRows`: the whole row is clickable through its `RowLink`, and shows the focus ring. */
export function LinkRow({ columns, children }: LinkRowProps) {
  return (
    <LinkBox
      as="li"
      borderWidth="1px"
      borderRadius="md"
      paddingX="4"
      paddingY="3"
      bg="bg.panel"
      _hover={{ bg: 'bg.muted' }}
      _focusWithin={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Grid templateColumns={columns} gap={{ base: '0.5', md: '4' }} alignItems="center">
        {children}
      </Grid>
    </LinkBox>
  );
}

/** One row of `LinkRows` that opens nothing (a payment, an instalment). */
export function PlainRow({ columns, children }: LinkRowProps) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" paddingX="4" paddingY="3" bg="bg.panel">
      <Grid templateColumns={columns} columnGap="4" rowGap={{ base: '0.5', md: '0' }} alignItems="center">
        {children}
      </Grid>
    </Box>
  );
}

export interface RowLinkProps {
  href: string;
  /** On a phone the link has the row's first line to itself, unless something shares it (a status). */
  ownLineOnPhone?: boolean;
  children: ReactNode;
}

/** The row's link: its text is what the row is called. */
export function RowLink({ href, ownLineOnPhone = true, children }: RowLinkProps) {
  return (
    <LinkOverlay
      asChild
      gridColumn={ownLineOnPhone ? { base: '1 / -1', md: 'auto' } : undefined}
      fontWeight="semibold"
      color="brand.fg"
      textDecoration="underline"
      overflowWrap="anywhere"
      _focusVisible={{ outline: 'none' }}
    >
      {/* Long lists: no prefetching of every row's page on a phone's data. */}
      <NextLink href={href} prefetch={false}>
        {children}
      </NextLink>
    </LinkOverlay>
  );
}
