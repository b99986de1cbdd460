import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRow, LinkRows, RowLink } from '@/components/ui/LinkRows';
import { ListResults } from '@/components/ui/ListResults';
import { ListSearchForm } from '@/components/ui/ListSearchForm';
import { formatDate } from '@/lib/format/date';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import type { ListState } from '@/lib/lists/defineList';
import { plural } from '@/lib/format/plural';
import { CUSTOMERS_PAGE_SIZE } from './customerList';
import type { CustomerRow } from './customerListQuery';
import { customerUrl } from './urls';
import { ONBOARDING_PATH } from '@/components/onboarding/urls';

export type CustomerListTableProps = Omit<ListState<CustomerRow>, 'retrying'> & { retrying?: boolean };

// On a phone each customer is a card of stacked lines; from 768 px the same rows line up as a table.
const ROW_COLUMNS = { base: 'minmax(0, 1fr) auto', md: 'minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)' };

/** The agent's customers: search, one page of rows, pages. Display only. */
export function CustomerListTable({ q, page, rows, total, pageCount, errorMessage, retry, retrying = false, search, pageHref }: CustomerListTableProps) {
  // With no customers at all, the empty state itself offers onboarding.
  const noCustomersYet = q === '' && total === 0;
  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Heading as="h1" size="2xl">
          Customers
        </Heading>
        {noCustomersYet ? null : (
          <Button asChild colorPalette="brand" variant="outline">
            <NextLink href={ONBOARDING_PATH}>Onboard customer</NextLink>
          </Button>
        )}
      </Flex>

      <ListSearchForm
        query={q}
        onSearch={search}
        name="Customers"
        label="Search customers"
        placeholder="e.g. Ada, 0803 123 4567 or an IMEI"
        helperText="Name, phone number or IMEI. Part of a number finds it too."
      />

      <ListResults
        rows={rows}
        errorMessage={errorMessage}
        failedTitles={{ load: 'Your customers could not be loaded.', refresh: 'Your customers could not be refreshed.' }}
        onRetry={retry}
        retrying={retrying}
        loadingLabel="Loading customers"
        empty={<NoCustomers q={q} onClearSearch={() => search('')} />}
        pagination={{ page, pageCount: pageCount ?? 1, pageSize: CUSTOMERS_PAGE_SIZE, totalLabel: plural(total ?? 0, 'customer', 'customers'), pageHref }}
      >
        {(customers) => <CustomerRows customers={customers} />}
      </ListResults>
    </Stack>
  );
}

function NoCustomers({ q, onClearSearch }: { q: string; onClearSearch: () => void }) {
  if (q === '') {
    return (
      <EmptyState
        title="No customers yet"
        message="Customers you onboard show here, with their devices, plans and claims."
        action={
          <Button asChild colorPalette="brand">
            <NextLink href={ONBOARDING_PATH}>Onboard customer</NextLink>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      announce
      title="No customers match your search"
      message={`Nothing found for “${q}”. Check the spelling or the number, or search by something else.`}
      action={
        <Button variant="outline" onClick={onClearSearch}>
          Clear search
        </Button>
      }
    />
  );
}

function CustomerRows({ customers }: { customers: CustomerRow[] }) {
  return (
    <LinkRows label="Customers" columns={ROW_COLUMNS} headings={['Name', 'Phone', 'Devices', 'Added']}>
      {customers.map((customer) => (
        <LinkRow key={customer.id} columns={ROW_COLUMNS}>
          <RowLink href={customerUrl(customer.id)}>{fullName(customer)}</RowLink>
          <Text fontSize={{ base: 'sm', md: 'md' }}>{formatPhone(customer.phone)}</Text>
          <Text fontSize={{ base: 'sm', md: 'md' }} color={{ base: 'fg.muted', md: 'fg' }} textAlign={{ base: 'end', md: 'start' }}>
            {plural(customer.devices_aggregate.aggregate?.count ?? 0, 'device', 'devices')}
          </Text>
          <Text fontSize={{ base: 'sm', md: 'md' }} color={{ base: 'fg.muted', md: 'fg' }} gridColumn={{ base: '1 / -1', md: 'auto' }}>
            <Box as="span" display={{ base: 'inline', md: 'none' }}>
              Added{' '}
            </Box>
            {formatDate(customer.created_at)}
          </Text>
        </LinkRow>
      ))}
    </LinkRows>
  );
}
