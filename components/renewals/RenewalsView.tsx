import { Badge, Button, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import NextLink from 'next/link';
import { DeviceAndPlanCell } from '@/components/ui/DeviceAndPlanCell';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRows, PlainRow } from '@/components/ui/LinkRows';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { formatDate } from '@/lib/format/date';
import { fullName } from '@/lib/format/name';
import { RENEWAL_WINDOW_DAYS } from '@/lib/validation/dates';
import type { RenewalsPage } from './loadRenewalsPage';
import { daysLeftLabel, renewalGroups, RENEWALS_LIMIT, type RenewalRow } from './renewalGroups';
import { instalmentToDoItems } from './instalmentToDo';
import { renewalToDoItems } from './renewalToDo';
import { RenewalToDoList } from './RenewalToDoList';
import { renewOrderUrl } from './urls';

// On a phone: the customer and the action, device and plan, the end date and days left; from 768 px a table.
const ROW_COLUMNS = { base: 'minmax(0, 1fr) auto', md: 'minmax(0, 1.4fr) minmax(0, 1.6fr) minmax(0, 1.3fr) minmax(7rem, auto)' };

/**
 * /account/renewals: the to-do list (plans with an open reminder), then plans ending soon and plans ended
 * recently, each with "Renew" or "Renewed".
 */
export function RenewalsView({ renewalsPage }: { renewalsPage: RenewalsPage }) {
  if (renewalsPage.kind === 'unavailable') {
    return <RetryPageMessage title="Your renewals could not be loaded" message={renewalsPage.message} retryPath={renewalsPage.retryPath} />;
  }
  const { endingSoon, endedRecently } = renewalGroups(renewalsPage.orders, renewalsPage.today);
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Renewals
        </Heading>
        <Text color="fg.muted">{`Plans ending in the next ${RENEWAL_WINDOW_DAYS} days, and plans that ended in the last ${RENEWAL_WINDOW_DAYS}. A renewal starts the day after the old cover ends.`}</Text>
        {renewalsPage.orders.length >= RENEWALS_LIMIT ? (
          <Text fontSize="sm" color="fg.warning">{`Showing the first ${RENEWALS_LIMIT} plans by end date.`}</Text>
        ) : null}
      </Stack>
      <RenewalToDoList items={renewalToDoItems(renewalsPage.toDo, renewalsPage.today)} instalments={instalmentToDoItems(renewalsPage.instalmentToDo, renewalsPage.today)} />
      <RenewalGroup title="Ending soon" rows={endingSoon} empty={`No plan ends in the next ${RENEWAL_WINDOW_DAYS} days.`} />
      <RenewalGroup title="Ended recently" rows={endedRecently} empty={`No plan ended in the last ${RENEWAL_WINDOW_DAYS} days.`} />
    </Stack>
  );
}

function RenewalGroup({ title, rows, empty }: { title: string; rows: RenewalRow[]; empty: string }) {
  const headingId = `renewals-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="lg" id={headingId}>
        {`${title} (${rows.length})`}
      </Heading>
      {rows.length === 0 ? (
        <EmptyState title={`Nothing ${title.toLowerCase()}`} message={empty} />
      ) : (
        <LinkRows label={title} columns={ROW_COLUMNS} headings={['Customer', 'Device and plan', 'Cover ends', '']}>
          {rows.map((row) => (
            <RenewalLine key={row.order.id} row={row} />
          ))}
        </LinkRows>
      )}
    </Stack>
  );
}

function RenewalLine({ row: { order, daysLeft, renewed } }: { row: RenewalRow }) {
  return (
    <PlainRow columns={ROW_COLUMNS}>
      <Stack gap="0" minWidth="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">{fullName(order.customer)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {order.policy_number}
        </Text>
      </Stack>
      <DeviceAndPlanCell device={`${order.device.brand} ${order.device.model}`} plan={order.plan.name} />
      <Stack gap="0" gridColumn={{ base: '1 / -1', md: 'auto' }} direction={{ base: 'row', md: 'column' }} columnGap="2" fontSize="sm">
        <Text>{formatDate(order.ends_on)}</Text>
        <Text color={daysLeft < 0 ? 'fg.warning' : 'fg.muted'}>{daysLeftLabel(daysLeft)}</Text>
      </Stack>
      <Stack gridRow={{ base: '1', md: 'auto' }} gridColumn={{ base: '2', md: 'auto' }} justifySelf="end">
        {renewed ? (
          <Badge colorPalette="green" size="lg">
            Renewed
          </Badge>
        ) : (
          <Button asChild size="sm" colorPalette="brand">
            <NextLink href={renewOrderUrl(order)} prefetch={false}>
              Renew
              {/* Every row has one: each link says whose plan it renews. */}
              <VisuallyHidden>{` ${order.policy_number}`}</VisuallyHidden>
            </NextLink>
          </Button>
        )}
      </Stack>
    </PlainRow>
  );
}
