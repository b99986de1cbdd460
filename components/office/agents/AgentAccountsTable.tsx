import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRow, LinkRows, OnPhone, RowCorner, RowLink } from '@/components/ui/LinkRows';
import { ListResults } from '@/components/ui/ListResults';
import { ListSearchForm } from '@/components/ui/ListSearchForm';
import { ListSelect } from '@/components/ui/ListSelect';
import { ACCOUNT_ROLE_LABELS, isAccountRole } from '@/lib/domain/roles';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { plural } from '@/lib/format/plural';
import type { ListState } from '@/lib/lists/defineList';
import { ACCOUNT_STATUS_OPTIONS, AGENT_ACCOUNTS_PAGE_SIZE, ALL_ACCOUNTS, type AgentAccountFilters } from './agentAccounts';
import type { AgentAccountRow } from './agentAccountsQuery';
import { AccountStatusBadge } from './AccountStatusBadge';
import { agentAccountUrl, INVITE_ACCOUNT_PATH } from './urls';

export type AgentAccountsTableProps = Omit<ListState<AgentAccountRow, AgentAccountFilters>, 'retrying'> & { retrying?: boolean };

// Cards up to 1024 px; the table from there: account, role, this month, claims, last sign-in, status.
const ROW_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.4fr) minmax(0, 0.8fr) minmax(0, 1.2fr) minmax(0, 0.6fr) minmax(0, 1fr) minmax(6rem, auto)',
};

/** Operations' accounts list: search, status, one page of rows, pages. Display only. */
export function AgentAccountsTable({ q, page, filters, rows, total, pageCount, errorMessage, retry, retrying = false, search, applyFilters, pageHref }: AgentAccountsTableProps) {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Agents
        </Heading>
        <Text color="fg.muted">The partner&apos;s agents and back-office accounts, with this month&apos;s sales. Open one to reset its password, suspend or reactivate it.</Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start" minHeight="11">
          <NextLink href={INVITE_ACCOUNT_PATH}>Invite someone</NextLink>
        </Button>
      </Stack>
      <ListSearchForm query={q} onSearch={search} name="Accounts" label="Search accounts" placeholder="e.g. Amaka or 0803…" helperText="A name, or a phone number." />
      <ListSelect label="Status" value={filters.status} options={ACCOUNT_STATUS_OPTIONS} onChoose={(status) => applyFilters({ status })} />
      <ListResults
        rows={rows}
        errorMessage={errorMessage}
        failedTitles={{ load: 'The accounts could not be loaded.', refresh: 'The accounts could not be refreshed.' }}
        onRetry={retry}
        retrying={retrying}
        loadingLabel="Loading accounts"
        empty={
          <EmptyState
            announce
            title="No accounts match"
            message={q === '' ? 'No account has that status.' : `Nothing found for “${q}”. Check the name or the phone number.`}
            action={
              <Button variant="outline" onClick={() => (q === '' ? applyFilters(ALL_ACCOUNTS) : search(''))}>
                {q === '' ? 'Show all accounts' : 'Clear search'}
              </Button>
            }
          />
        }
        pagination={{ page, pageCount: pageCount ?? 1, pageSize: AGENT_ACCOUNTS_PAGE_SIZE, totalLabel: plural(total ?? 0, 'account', 'accounts'), pageHref }}
      >
        {(accounts) => <AccountRows accounts={accounts} />}
      </ListResults>
    </Stack>
  );
}

function AccountRows({ accounts }: { accounts: AgentAccountRow[] }) {
  return (
    <LinkRows label="Accounts" columns={ROW_COLUMNS} tableFrom="lg" headings={['Account', 'Role', 'Sales this month', 'Claims', 'Last sign-in', 'Status']}>
      {accounts.map((account) => {
        const sales = account.plan_orders_aggregate.aggregate;
        return (
          <LinkRow key={account.id} columns={ROW_COLUMNS}>
            <Box minWidth="0">
              <RowLink href={agentAccountUrl(account.id)} ownLineOnPhone={false}>
                {fullName(account)}
              </RowLink>
              <Text fontSize="sm" color="fg.muted">
                {formatPhone(account.phone)}
              </Text>
            </Box>
            <Box gridColumn={{ base: '1 / -1', lg: 'auto' }}>
              <Badge variant="outline" width="fit-content">
                {isAccountRole(account.role) ? ACCOUNT_ROLE_LABELS[account.role] : account.role}
              </Badge>
            </Box>
            <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} fontSize={{ base: 'sm', lg: 'md' }}>
              <OnPhone>This month: </OnPhone>
              {`${plural(sales?.count ?? 0, 'sale', 'sales')} · ${formatMoney(sales?.sum?.commission_kobo ?? 0)} commission`}
            </Text>
            <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} fontSize={{ base: 'sm', lg: 'md' }}>
              <OnPhone>Claims: </OnPhone>
              {account.claims_aggregate.aggregate?.count ?? 0}
            </Text>
            <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} fontSize="sm" color="fg.muted">
              <OnPhone>Last sign-in: </OnPhone>
              {account.last_signed_in_at ? formatDateTime(account.last_signed_in_at) : 'Never'}
            </Text>
            <RowCorner>
              <AccountStatusBadge status={account.status} />
            </RowCorner>
          </LinkRow>
        );
      })}
    </LinkRows>
  );
}
