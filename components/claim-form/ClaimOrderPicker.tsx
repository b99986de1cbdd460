import { Box, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { newClaimUrl } from '@/components/claims/urls';
import { OrderStatusBadge } from '@/components/ui/OrderStatusBadge';
import { DeviceAndPlanCell } from '@/components/ui/DeviceAndPlanCell';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRow, LinkRows, OnPhone, RowCorner, RowLink } from '@/components/ui/LinkRows';
import { ListLoading } from '@/components/ui/ListLoading';
import { ListSearchForm } from '@/components/ui/ListSearchForm';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { formatDate } from '@/lib/format/date';
import { fullName } from '@/lib/format/name';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { BrowserListLoading, LOADING_LIST, ReportList, serverRows } from '@/lib/lists/reportList';
import type { PagedQuery } from '@/lib/lists/usePagedQuery';
import type { ClaimableOrderRow } from './getClaimableOrders';
import { NewClaimHeading } from './NewClaimHeading';
import { UnfinishedClaimNotice } from './UnfinishedClaimNotice';

// A search loads its query and the GraphQL client; the most recent orders come with the page.
const BrowserOrderMatches = dynamic(() => import('./BrowserOrderMatches'), { ssr: false, loading: BrowserListLoading });

// On a phone: reference and status, then customer, device and plan; from 768 px a table.
const ROW_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  md: 'minmax(0, 1.2fr) minmax(0, 1.3fr) minmax(0, 1.8fr) minmax(0, 1.1fr) minmax(6rem, auto)',
};

export interface ClaimOrderPickerProps {
  /** The agent's most recent claimable orders as the server found them (what is offered before a search). */
  recentOrders: ServerListPage<ClaimableOrderRow>;
}

/**
 * /account/warranty/new without an order: the agent's orders a claim may be filed on (paid plans, in force
 * or ended), most recent first, found by the orders search (reference, policy number, customer name or
 * phone, IMEI). Choosing one opens the form for it (`?order=`).
 */
export function ClaimOrderPicker({ recentOrders }: ClaimOrderPickerProps) {
  const [query, setQuery] = useState('');
  const fromServer = query === '' && recentOrders.kind === 'page' ? recentOrders : undefined;
  // What the browser's query reported last, and for which search (a new search shows its own loading).
  const [reported, setReported] = useState<{ query: string; matches: PagedQuery<ClaimableOrderRow> }>();
  const matches: PagedQuery<ClaimableOrderRow> = fromServer
    ? serverRows(fromServer.rows, fromServer.total)
    : reported?.query === query
      ? reported.matches
      : LOADING_LIST;
  const report = useCallback((reportedMatches: PagedQuery<ClaimableOrderRow>) => setReported({ query, matches: reportedMatches }), [query]);

  return (
    <Stack gap="6" maxWidth="6xl">
      <NewClaimHeading intro="First choose the order: the plan that covers the customer’s device." />
      <UnfinishedClaimNotice />
      <ListSearchForm
        query={query}
        onSearch={(text) => setQuery(text.trim())}
        name="Orders to claim on"
        label="Find the order"
        placeholder="e.g. ORD-2026-000102, Ada or 0803…"
        helperText="Order reference, policy number, customer name or phone, or IMEI. Only plans that were paid for, in force or ended, are offered."
      />
      {fromServer ? null : (
        <ReportList report={report}>
          <BrowserOrderMatches query={query} />
        </ReportList>
      )}
      <ClaimableOrders matches={matches} query={query} />
    </Stack>
  );
}

function ClaimableOrders({ matches, query }: { matches: PagedQuery<ClaimableOrderRow>; query: string }) {
  const { rows, total = 0, errorMessage } = matches;
  if (errorMessage !== undefined && !rows) {
    return <RetryAlert title="Your orders could not be loaded." message={errorMessage} onRetry={matches.retry} retrying={matches.retrying} />;
  }
  if (!rows) return <ListLoading label="Loading orders" />;
  if (rows.length === 0) {
    return query === '' ? (
      <EmptyState title="No orders to claim on" message="A claim is filed on a plan you sold: once paid for, it appears here." />
    ) : (
      <EmptyState announce title="No orders match" message={`Nothing found for “${query}”. Check the reference, the name, the phone number or the IMEI.`} />
    );
  }
  return (
    <Stack gap="3">
      <Text role="status" fontSize="sm" color="fg.muted">
        {total <= rows.length
          ? `${total} ${total === 1 ? 'order' : 'orders'}`
          : query === ''
            ? `Your ${rows.length} most recent orders of ${total}: search to find the others.`
            : `The ${rows.length} most recent of ${total} matches: search more precisely to find the others.`}
      </Text>
      <LinkRows label="Orders to claim on" columns={ROW_COLUMNS} headings={['Order', 'Customer', 'Device and plan', 'Cover ends', 'Status']}>
        {rows.map((order) => (
          <LinkRow key={order.id} columns={ROW_COLUMNS}>
            <Box minWidth="0">
              <RowLink href={newClaimUrl(order.id)} ownLineOnPhone={false}>
                {order.reference}
              </RowLink>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {order.policy_number}
              </Text>
            </Box>
            <Text gridColumn={{ base: '1 / -1', md: 'auto' }} overflowWrap="anywhere">{fullName(order.customer)}</Text>
            <DeviceAndPlanCell device={`${order.device.brand} ${order.device.model}`} plan={order.plan.name} />
            <Text gridColumn={{ base: '1 / -1', md: 'auto' }} fontSize="sm" color="fg.muted">
              <OnPhone>{'Cover ends '}</OnPhone>
              {formatDate(order.ends_on)}
            </Text>
            <RowCorner>
              <OrderStatusBadge status={order.status} />
            </RowCorner>
          </LinkRow>
        ))}
      </LinkRows>
    </Stack>
  );
}
