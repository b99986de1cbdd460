import { Box, Grid, LinkBox, LinkOverlay, Stack, Text, type GridProps } from '@chakra-ui/react';
import NextLink from 'next/link';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * From which width the rows line up as a table: `md` (768 px) by default; `lg` (1024 px) for a list with
 * more columns than the content beside the sidebar holds at 768 px (about 450 px). Below it, cards.
 */
export type TableFrom = 'md' | 'lg';

const TableFromContext = createContext<TableFrom>('md');

/** A responsive value: `card` below the list's table width, `table` from it. */
function byLayout<T>(from: TableFrom, card: T, table: T): { base: T; md: T } | { base: T; lg: T } {
  return from === 'md' ? { base: card, md: table } : { base: card, lg: table };
}

export interface LinkRowsProps {
  /** The list's accessible name, e.g. "Customers". */
  label: string;
  /** The grid columns a row lays its cells in (one shape on a phone, the table's from `tableFrom`). */
  columns: GridProps['templateColumns'];
  /** The column headings shown from `tableFrom`. */
  headings: string[];
  tableFrom?: TableFrom;
  children: ReactNode;
}

/**
 * A list of records: a card of stacked lines on a phone, lined up as a table from 768 px (or `tableFrom`)
 * under column headings. Rows are `LinkRow`s (each opens its record) or `PlainRow`s (nothing to open).
 */
export function LinkRows({ label, columns, headings, tableFrom = 'md', children }: LinkRowsProps) {
  return (
    <Box>
      <Grid
        templateColumns={columns}
        display={byLayout(tableFrom, 'none', 'grid')}
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
        <TableFromContext.Provider value={tableFrom}>{children}</TableFromContext.Provider>
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
  const tableFrom = useContext(TableFromContext);
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
      <Grid templateColumns={columns} gap={byLayout(tableFrom, '0.5', '4')} alignItems="center">
        {children}
      </Grid>
    </LinkBox>
  );
}

/** One row of `LinkRows` that opens nothing (a payment, an instalment). */
export function PlainRow({ columns, children }: LinkRowProps) {
  const tableFrom = useContext(TableFromContext);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" paddingX="4" paddingY="3" bg="bg.panel">
      <Grid templateColumns={columns} columnGap="4" rowGap={byLayout(tableFrom, '0.5', '0')} alignItems="center">
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
  const tableFrom = useContext(TableFromContext);
  return (
    <LinkOverlay
      asChild
      gridColumn={ownLineOnPhone ? byLayout(tableFrom, '1 / -1', 'auto') : undefined}
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

/** A row's status cell: top right of a phone's card, beside the row's link; its own column in the table. */
export function RowCorner({ children }: { children: ReactNode }) {
  const tableFrom = useContext(TableFromContext);
  return (
    <Box gridRow={byLayout(tableFrom, '1', 'auto')} gridColumn={byLayout(tableFrom, '2', 'auto')} justifySelf={byLayout(tableFrom, 'end', 'start')}>
      {children}
    </Box>
  );
}

/** Words a phone's card needs where the table's column headings say them (“Due on ”). */
export function OnPhone({ children }: { children: ReactNode }) {
  const tableFrom = useContext(TableFromContext);
  return (
    <Text as="span" display={byLayout(tableFrom, 'inline', 'none')}>
      {children}
    </Text>
  );
}
