import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { claimStatusFilterLabel, type ClaimFilters } from '@/components/claims/claimList';
import { ClaimListControls } from '@/components/claims/ClaimListControls';
import { ClaimStatusBadge } from '@/components/ui/ClaimStatusBadge';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRow, LinkRows, OnPhone, RowCorner, RowLink } from '@/components/ui/LinkRows';
import { ListResults } from '@/components/ui/ListResults';
import { claimTypeLabel } from '@/lib/claims/claimType';
import { excessStanding, firstReviewDueAt, isFirstReviewLate } from '@/lib/domain/claims';
import { formatAgo, formatDateTime } from '@/lib/format/date';
import { fullName } from '@/lib/format/name';
import { plural } from '@/lib/format/plural';
import type { ListState } from '@/lib/lists/defineList';
import { CLAIM_QUEUE_PAGE_SIZE, OPEN_CLAIMS } from './claimQueue';
import type { ClaimQueueRow } from './claimQueueQuery';
import { deskClaimUrl } from './urls';

export type ClaimQueueTableProps = Omit<ListState<ClaimQueueRow, ClaimFilters>, 'retrying'> & {
  retrying?: boolean;
  /** The instant the page was rendered at (the server's): ages and lateness are worked out from it. */
  now: Date;
};

// Cards up to 1024 px: reference and status, then customer and device, agent, filed. The table from 1024.
const ROW_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.2fr) minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1.2fr) minmax(9rem, auto)',
};

/** The claims desk's queue: search, status (the open claims first), one page of rows, pages. Display only. */
export function ClaimQueueTable({ q, page, filters, rows, total, pageCount, errorMessage, retry, retrying = false, search, applyFilters, pageHref, now }: ClaimQueueTableProps) {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Claims
        </Heading>
        <Text color="fg.muted">Claims the agents filed, the longest waiting first. A new claim is reviewed within one working day.</Text>
      </Stack>

      <ClaimListControls q={q} search={search} filters={filters} applyFilters={applyFilters} />

      <ListResults
        rows={rows}
        errorMessage={errorMessage}
        failedTitles={{ load: 'The claims could not be loaded.', refresh: 'The claims could not be refreshed.' }}
        onRetry={retry}
        retrying={retrying}
        loadingLabel="Loading claims"
        empty={<NoClaims q={q} status={filters.status} onClearSearch={() => search('')} onShowOpen={() => applyFilters(OPEN_CLAIMS)} />}
        pagination={{ page, pageCount: pageCount ?? 1, pageSize: CLAIM_QUEUE_PAGE_SIZE, totalLabel: plural(total ?? 0, 'claim', 'claims'), pageHref }}
      >
        {(claims) => <QueueRows claims={claims} now={now} />}
      </ListResults>
    </Stack>
  );
}

interface NoClaimsProps {
  q: string;
  status: ClaimFilters['status'];
  onClearSearch: () => void;
  onShowOpen: () => void;
}

function NoClaims({ q, status, onClearSearch, onShowOpen }: NoClaimsProps) {
  if (q === '' && status === 'open') {
    return <EmptyState title="No claims waiting" message="Every claim is closed. A claim appears here as soon as an agent files one." />;
  }
  const withStatus = ` with the status “${claimStatusFilterLabel(status)}”`;
  return (
    <EmptyState
      announce
      title="No claims match"
      message={q === '' ? `No claim${withStatus}.` : `Nothing found for “${q}”${withStatus}. Check the reference, the name, the phone number or the IMEI.`}
      action={
        <Button variant="outline" onClick={q === '' ? onShowOpen : onClearSearch}>
          {q === '' ? 'Show the open claims' : 'Clear search'}
        </Button>
      }
    />
  );
}

function QueueRows({ claims, now }: { claims: ClaimQueueRow[]; now: Date }) {
  return (
    <LinkRows label="Claims" columns={ROW_COLUMNS} tableFrom="lg" headings={['Claim', 'Customer and device', 'Agent', 'Filed', 'Status']}>
      {claims.map((claim) => {
        const late = isFirstReviewLate({ status: claim.status, filedAt: new Date(claim.created_at) }, now);
        const excess = excessStanding({ status: claim.status, excessKobo: claim.excess_kobo, excessPaid: claim.excess_payment_id != null });
        return (
          <LinkRow key={claim.id} columns={ROW_COLUMNS}>
            <Box minWidth="0">
              <RowLink href={deskClaimUrl(claim.id)} ownLineOnPhone={false}>
                {claim.reference}
              </RowLink>
              <Text fontSize="sm" color="fg.muted">
                {claimTypeLabel(claim.claim_type)}
              </Text>
            </Box>
            <Box gridColumn={{ base: '1 / -1', lg: 'auto' }} minWidth="0">
              <Text overflowWrap="anywhere">{fullName(claim.customer)}</Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{`${claim.device.brand} ${claim.device.model}`}</Text>
            </Box>
            <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} fontSize={{ base: 'sm', lg: 'md' }} overflowWrap="anywhere">
              <OnPhone>Agent </OnPhone>
              {fullName(claim.agent)}
            </Text>
            <Box gridColumn={{ base: '1 / -1', lg: 'auto' }} fontSize="sm">
              <Text>
                <OnPhone>Filed </OnPhone>
                {formatDateTime(claim.created_at)}
                <OnPhone>{' · '}</OnPhone>
                <Text as="span" display={{ base: 'inline', lg: 'block' }} color="fg.muted">
                  {formatAgo(claim.created_at, now)}
                </Text>
              </Text>
              {late ? (
                <Badge colorPalette="red" variant="solid" marginTop="1">
                  {`Review late (due ${formatDateTime(firstReviewDueAt(new Date(claim.created_at)).toISOString())})`}
                </Badge>
              ) : null}
            </Box>
            <RowCorner>
              <Stack gap="1" align={{ base: 'flex-end', lg: 'flex-start' }}>
                <ClaimStatusBadge status={claim.status} />
                {excess === 'payable' ? (
                  <Badge colorPalette="orange" width="fit-content">
                    Excess due
                  </Badge>
                ) : null}
              </Stack>
            </RowCorner>
          </LinkRow>
        );
      })}
    </LinkRows>
  );
}
