import { Badge, Box, chakra, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { formatMoney } from '@/lib/format/money';
import { formatPhone } from '@/lib/format/phone';
import { nextSort, TEAM_COLUMNS, teamTotals, type TeamColumn, type TeamMember, type TeamSort } from './teamFigures';

const FIGURES: { column: Exclude<TeamColumn, 'name'>; cell: (m: Pick<TeamMember, 'salesCount' | 'writtenKobo' | 'collectedKobo' | 'commissionKobo' | 'claimsCount' | 'renewalsCount'>) => string }[] = [
  { column: 'sales', cell: (m) => String(m.salesCount) },
  { column: 'written', cell: (m) => formatMoney(m.writtenKobo) },
  { column: 'collected', cell: (m) => formatMoney(m.collectedKobo) },
  { column: 'commission', cell: (m) => formatMoney(m.commissionKobo) },
  { column: 'claims', cell: (m) => String(m.claimsCount) },
  { column: 'renewals', cell: (m) => String(m.renewalsCount) },
];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

// A plain table with the app's tokens: Chakra's table recipe is not in the app's theme (theme/recipes.ts).
const CELL = { paddingX: '3', paddingY: '2', borderTopWidth: '1px', whiteSpace: 'nowrap' } as const;
const FOCUS_RING = { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

/** A column's header: a link that sorts by it (the other way when it is the sort), the sort said to screen readers. */
function SortHeader({ column, sort, numeric }: { column: TeamColumn; sort: TeamSort; numeric: boolean }) {
  const router = useRouter();
  const current = sort.column === column;
  const next = nextSort(sort, column);
  const href = { pathname: router.pathname, query: { ...router.query, sort: next.column, dir: next.direction } };
  return (
    <chakra.th scope="col" {...CELL} borderTopWidth="0" textAlign={numeric ? 'end' : 'start'} aria-sort={current ? ARIA_SORT[sort.direction] : undefined}>
      <Link asChild fontWeight="semibold" color={current ? 'fg' : 'fg.muted'}>
        {/* Sorting reorders what is on the page: no new request (shallow). */}
        <NextLink href={href} shallow scroll={false} replace>
          {TEAM_COLUMNS[column].label}
          <span aria-hidden="true">{current ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
          <VisuallyHidden>{current ? `, sorted ${ARIA_SORT[sort.direction]}` : ', sort'}</VisuallyHidden>
        </NextLink>
      </Link>
    </chakra.th>
  );
}

/** The team's agents with their figures for the period, in `sort`'s order, and the team's totals. */
export function TeamTable({ members, sort, caption }: { members: TeamMember[]; sort: TeamSort; caption: string }) {
  const totals = teamTotals(members);
  return (
    // On a phone the table scrolls sideways in its own box, which takes the focus to be scrolled by keys.
    // Positioned, so the screen readers’ words in the headers (absolutely placed) scroll with it, not widen the page.
    <Box role="region" aria-label={caption} tabIndex={0} position="relative" overflowX="auto" borderWidth="1px" borderRadius="md" _focusVisible={FOCUS_RING}>
      <chakra.table width="full" fontSize="sm" fontVariantNumeric="tabular-nums">
        <chakra.caption captionSide="top" textAlign="start" paddingX="3" paddingY="2" color="fg.muted">
          {caption}
        </chakra.caption>
        <thead>
          <tr>
            <SortHeader column="name" sort={sort} numeric={false} />
            {FIGURES.map(({ column }) => (
              <SortHeader key={column} column={column} sort={sort} numeric />
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <chakra.th scope="row" {...CELL} textAlign="start" fontWeight="normal">
                <Text fontWeight="medium">{`${member.firstName} ${member.lastName}`}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatPhone(member.phone)}
                  {member.status === 'SUSPENDED' ? (
                    <Badge marginStart="2" colorPalette="red" size="sm">
                      Suspended
                    </Badge>
                  ) : null}
                </Text>
              </chakra.th>
              {FIGURES.map(({ column, cell }) => (
                <chakra.td key={column} {...CELL} textAlign="end">
                  {cell(member)}
                </chakra.td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <chakra.tr fontWeight="semibold" bg="bg.muted">
            <chakra.th scope="row" {...CELL} textAlign="start">
              Team
            </chakra.th>
            {FIGURES.map(({ column, cell }) => (
              <chakra.td key={column} {...CELL} textAlign="end">
                {cell(totals)}
              </chakra.td>
            ))}
          </chakra.tr>
        </tfoot>
      </chakra.table>
    </Box>
  );
}
