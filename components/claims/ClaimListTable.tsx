import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { plural } from '@/lib/format/plural';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRow, LinkRows, OnPhone, RowCorner, RowLink } from '@/components/ui/LinkRows';
import { ListResults } from '@/components/ui/ListResults';
import { claimTypeLabel } from '@/lib/claims/claimType';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/name';
import type { ListState } from '@/lib/lists/defineList';
import { claimStatusFilterLabel, CLAIMS_PAGE_SIZE, NO_CLAIM_FILTERS, type ClaimFilters } from './claimList';
import { ClaimListControls } from './ClaimListControls';
import type { ClaimRow } from './claimListQuery';
import { ClaimStatusBadge } from '@/components/ui/ClaimStatusBadge';
import { claimUrl, newClaimUrl } from './urls';

export type ClaimListTableProps = Omit<ListState<ClaimRow, ClaimFilters>, 'retrying'> & { retrying?: boolean };

// Cards up to 1024 px: reference, type and status, then customer, device, incident date and excess. Six
// columns need more than the ~450 px beside the sidebar at 768 px, so the table starts at 1024.
const ROW_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.3fr) minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 0.9fr) minmax(8.5rem, auto)',
};

/** The agent's claims: search, status, one page of rows, pages. Display only. */
export function ClaimListTable({ q, page, filters, rows, total, pageCount, errorMessage, retry, retrying = false, search, applyFilters, pageHref }: ClaimListTableProps) {
  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Warranty
          </Heading>
          <Text color="fg.muted">Repair and theft claims you filed for your customers, newest first.</Text>
        </Stack>
        <Button asChild colorPalette="brand" flexShrink="0">
          <NextLink href={newClaimUrl()}>New claim</NextLink>
        </Button>
      </Flex>

      <ClaimListControls q={q} search={search} filters={filters} applyFilters={applyFilters} />

      <ListResults
        rows={rows}
        errorMessage={errorMessage}
        failedTitles={{ load: 'Your claims could not be loaded.', refresh: 'Your claims could not be refreshed.' }}
        onRetry={retry}
        retrying={retrying}
        loadingLabel="Loading claims"
        empty={<NoClaims q={q} status={filters.status} onClearSearch={() => search('')} onShowAll={() => applyFilters(NO_CLAIM_FILTERS)} />}
        pagination={{ page, pageCount: pageCount ?? 1, pageSize: CLAIMS_PAGE_SIZE, totalLabel: plural(total ?? 0, 'claim', 'claims'), pageHref }}
      >
        {(claims) => <ClaimRows claims={claims} />}
      </ListResults>
    </Stack>
  );
}

interface NoClaimsProps {
  q: string;
  status: ClaimListTableProps['filters']['status'];
  onClearSearch: () => void;
  onShowAll: () => void;
}

/** No claim at all (and how to file one), or none matching the search or the status (and how to see them all). */
function NoClaims({ q, status, onClearSearch, onShowAll }: NoClaimsProps) {
  if (q === '' && status === 'all') {
    return (
      <EmptyState
        title="No claims yet"
        message="A claim appears here when you file one for a customer's damaged or stolen phone."
        action={
          <Button asChild colorPalette="brand">
            <NextLink href={newClaimUrl()}>New claim</NextLink>
          </Button>
        }
      />
    );
  }
  const withStatus = status === 'all' ? '' : ` with the status “${claimStatusFilterLabel(status)}”`;
  return (
    <EmptyState
      announce
      title="No claims match"
      message={q === '' ? `You have no claim${withStatus}.` : `Nothing found for “${q}”${withStatus}. Check the reference, the name, the phone number or the IMEI.`}
      action={
        <Button variant="outline" onClick={q === '' ? onShowAll : onClearSearch}>
          {q === '' ? 'Show all claims' : 'Clear search'}
        </Button>
      }
    />
  );
}

function ClaimRows({ claims }: { claims: ClaimRow[] }) {
  return (
    <LinkRows label="Claims" columns={ROW_COLUMNS} tableFrom="lg" headings={['Claim', 'Customer', 'Device', 'Incident date', 'Excess', 'Status']}>
      {claims.map((claim) => (
        <LinkRow key={claim.id} columns={ROW_COLUMNS}>
          <Box minWidth="0">
            <RowLink href={claimUrl(claim.id)} ownLineOnPhone={false}>
              {claim.reference}
            </RowLink>
            <Text fontSize="sm" color="fg.muted">
              {claimTypeLabel(claim.claim_type)}
            </Text>
          </Box>
          <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} overflowWrap="anywhere">{fullName(claim.customer)}</Text>
          <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} fontSize={{ base: 'sm', lg: 'md' }} overflowWrap="anywhere">{`${claim.device.brand} ${claim.device.model}`}</Text>
          {/* One line on a phone ("Incident 3 Mar 2026 · Excess ₦5,000"); two cells of the table. */}
          <Box gridColumn="1 / -1" display={{ base: 'block', lg: 'contents' }} fontSize={{ base: 'sm', lg: 'md' }} color={{ base: 'fg.muted', lg: 'fg' }}>
            <Text as="span" display={{ base: 'inline', lg: 'block' }}>
              <OnPhone>Incident </OnPhone>
              {formatDate(claim.incident_date)}
            </Text>
            <OnPhone>{' · Excess '}</OnPhone>
            <Text as="span" display={{ base: 'inline', lg: 'block' }}>
              {formatMoney(claim.excess_kobo)}
            </Text>
          </Box>
          <RowCorner>
            <ClaimStatusBadge status={claim.status} />
          </RowCorner>
        </LinkRow>
      ))}
    </LinkRows>
  );
}
