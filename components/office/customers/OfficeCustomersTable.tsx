import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRow, LinkRows, OnPhone, RowLink } from '@/components/ui/LinkRows';
import { ListResults } from '@/components/ui/ListResults';
import { ListSearchForm } from '@/components/ui/ListSearchForm';
import { formatDate } from '@/lib/format/date';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { plural } from '@/lib/format/plural';
import type { ListState } from '@/lib/lists/defineList';
import type { NoFilters } from '@/lib/lists/listQuery';
import { OFFICE_CUSTOMERS_PAGE_SIZE } from './officeCustomers';
import type { OfficeCustomerRow } from './officeCustomersQuery';
import { officeCustomerUrl } from './urls';

export type OfficeCustomersTableProps = Omit<ListState<OfficeCustomerRow, NoFilters>, 'retrying'> & { retrying?: boolean };

// Cards up to 768 px; the table from there: customer, agent, state, since.
const ROW_COLUMNS = { base: 'minmax(0, 1fr)', md: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 0.8fr) minmax(0, 0.8fr)' };

/** Operations' customers list: search, one page of rows, pages. Display only. */
export function OfficeCustomersTable({ q, page, rows, total, pageCount, errorMessage, retry, retrying = false, search, pageHref }: OfficeCustomersTableProps) {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Customers
        </Heading>
        <Text color="fg.muted">The partner&apos;s customers and the agent who serves each. Open one to correct their details.</Text>
      </Stack>
      <ListSearchForm query={q} onSearch={search} name="Customers" label="Search customers" placeholder="e.g. Adaeze or 0803…" helperText="A name, or a phone number." />
      <ListResults
        rows={rows}
        errorMessage={errorMessage}
        failedTitles={{ load: 'The customers could not be loaded.', refresh: 'The customers could not be refreshed.' }}
        onRetry={retry}
        retrying={retrying}
        loadingLabel="Loading customers"
        empty={
          <EmptyState
            announce
            title="No customers match"
            message={q === '' ? 'No customer has been registered yet.' : `Nothing found for “${q}”. Check the name or the phone number.`}
            action={q === '' ? undefined : <Button variant="outline" onClick={() => search('')}>Clear search</Button>}
          />
        }
        pagination={{ page, pageCount: pageCount ?? 1, pageSize: OFFICE_CUSTOMERS_PAGE_SIZE, totalLabel: plural(total ?? 0, 'customer', 'customers'), pageHref }}
      >
        {(customers) => (
          <LinkRows label="Customers" columns={ROW_COLUMNS} headings={['Customer', 'Agent', 'State', 'Since']}>
            {customers.map((customer) => (
              <LinkRow key={customer.id} columns={ROW_COLUMNS}>
                <Box minWidth="0">
                  <RowLink href={officeCustomerUrl(customer.id)}>{fullName(customer)}</RowLink>
                  <Text fontSize="sm" color="fg.muted">
                    {formatPhone(customer.phone)}
                  </Text>
                </Box>
                <Text fontSize={{ base: 'sm', md: 'md' }}>
                  <OnPhone>Agent: </OnPhone>
                  {fullName(customer.agent)}
                </Text>
                <Text fontSize={{ base: 'sm', md: 'md' }}>{customer.state}</Text>
                <Text fontSize="sm" color="fg.muted">
                  <OnPhone>Since </OnPhone>
                  {formatDate(customer.created_at)}
                </Text>
              </LinkRow>
            ))}
          </LinkRows>
        )}
      </ListResults>
    </Stack>
  );
}
