import { Box, Button, Flex, Grid, Heading, LinkBox, LinkOverlay, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import NextLink from 'next/link';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { formatDate } from '@/lib/format/date';
import { formatPhone } from '@/lib/format/phone';
import { fullName, plural } from './customerDisplay';
import { CUSTOMERS_PAGE_SIZE, customerListHref } from './customerListQuery';
import { CustomerSearchForm } from './CustomerSearchForm';
import type { CustomerRow } from './getCustomers';

export interface CustomerListProps {
  q: string;
  page: number;
  /** Undefined while loading. */
  customers?: CustomerRow[];
  total?: number;
  pageCount?: number;
  /** Formatted; shown with a retry. */
  errorMessage?: string;
  onRetry: () => void;
  retrying?: boolean;
  onSearch: (q: string) => void;
}

// On a phone each customer is a card of stacked lines; from 768 px the same rows line up as a table.
const ROW_COLUMNS = { base: 'minmax(0, 1fr) auto', md: 'minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)' };

/** The agent's customers: search, one page of rows, pages. Display only. */
export function CustomerList({ q, page, customers, total, pageCount, errorMessage, onRetry, retrying = false, onSearch }: CustomerListProps) {
  const failedWithoutData = errorMessage !== undefined && customers === undefined;
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
            <NextLink href="/account/onboarding">Onboard customer</NextLink>
          </Button>
        )}
      </Flex>

      <CustomerSearchForm query={q} onSearch={onSearch} />

      {errorMessage !== undefined ? (
        <RetryAlert title={failedWithoutData ? 'Your customers could not be loaded.' : 'Your customers could not be refreshed.'} message={errorMessage} onRetry={onRetry} retrying={retrying} />
      ) : null}

      {failedWithoutData ? null : customers === undefined ? (
        <CustomerRowsSkeleton />
      ) : customers.length === 0 ? (
        <NoCustomers q={q} onClearSearch={() => onSearch('')} />
      ) : (
        <>
          <CustomerRows customers={customers} />
          <Pagination q={q} page={page} pageCount={pageCount ?? 1} total={total ?? customers.length} shown={customers.length} />
        </>
      )}
    </Stack>
  );
}

function CustomerRowsSkeleton() {
  return (
    <Stack gap="2" aria-busy="true">
      <VisuallyHidden role="status">Loading customers</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height="16" borderRadius="md" />
      ))}
    </Stack>
  );
}

function NoCustomers({ q, onClearSearch }: { q: string; onClearSearch: () => void }) {
  if (q === '') {
    return (
      <Stack gap="3" borderWidth="1px" borderRadius="lg" padding="6" align="flex-start">
        <Heading as="h2" size="md">
          No customers yet
        </Heading>
        <Text color="fg.muted">Customers you onboard show here, with their devices, plans and claims.</Text>
        <Button asChild colorPalette="brand">
          <NextLink href="/account/onboarding">Onboard customer</NextLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" padding="6" align="flex-start" role="status">
      <Heading as="h2" size="md">
        No customers match your search
      </Heading>
      <Text color="fg.muted">{`Nothing found for “${q}”. Check the spelling or the number, or search by something else.`}</Text>
      <Button variant="outline" onClick={onClearSearch}>
        Clear search
      </Button>
    </Stack>
  );
}

function CustomerRows({ customers }: { customers: CustomerRow[] }) {
  return (
    <Box>
      <Grid
        templateColumns={ROW_COLUMNS}
        display={{ base: 'none', md: 'grid' }}
        gap="4"
        paddingX="4"
        paddingBottom="2"
        fontSize="sm"
        fontWeight="medium"
        color="fg.muted"
        aria-hidden="true"
      >
        <Text>Name</Text>
        <Text>Phone</Text>
        <Text>Devices</Text>
        <Text>Added</Text>
      </Grid>
      <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" aria-label="Customers">
        {customers.map((customer) => {
          const devices = customer.devices_aggregate.aggregate?.count ?? 0;
          return (
            <LinkBox
              as="li"
              key={customer.id}
              borderWidth="1px"
              borderRadius="md"
              paddingX="4"
              paddingY="3"
              bg="bg.panel"
              _hover={{ bg: 'bg.muted' }}
              _focusWithin={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              <Grid templateColumns={ROW_COLUMNS} gap={{ base: '0.5', md: '4' }} alignItems="center">
                <LinkOverlay
                  asChild
                  gridColumn={{ base: '1 / -1', md: 'auto' }}
                  fontWeight="semibold"
                  color="brand.fg"
                  textDecoration="underline"
                  overflowWrap="anywhere"
                  _focusVisible={{ outline: 'none' }}
                >
                  <NextLink href={`/account/customers/${customer.id}`}>{fullName(customer)}</NextLink>
                </LinkOverlay>
                <Text fontSize={{ base: 'sm', md: 'md' }}>{formatPhone(customer.phone)}</Text>
                <Text fontSize={{ base: 'sm', md: 'md' }} color={{ base: 'fg.muted', md: 'fg' }} textAlign={{ base: 'end', md: 'start' }}>
                  {plural(devices, 'device', 'devices')}
                </Text>
                <Text fontSize={{ base: 'sm', md: 'md' }} color={{ base: 'fg.muted', md: 'fg' }} gridColumn={{ base: '1 / -1', md: 'auto' }}>
                  <Box as="span" display={{ base: 'inline', md: 'none' }}>
                    Added{' '}
                  </Box>
                  {formatDate(customer.created_at)}
                </Text>
              </Grid>
            </LinkBox>
          );
        })}
      </Stack>
    </Box>
  );
}

interface PaginationProps {
  q: string;
  page: number;
  pageCount: number;
  total: number;
  shown: number;
}

function Pagination({ q, page, pageCount, total, shown }: PaginationProps) {
  const from = (page - 1) * CUSTOMERS_PAGE_SIZE + 1;
  return (
    <Flex as="nav" aria-label="Pages" justify="space-between" align="center" gap="3" wrap="wrap">
      <PageLink q={q} page={page - 1} enabled={page > 1} label="Previous" />
      <Stack gap="0" align="center" textAlign="center">
        <Text fontWeight="medium" aria-live="polite">{`Page ${page} of ${pageCount}`}</Text>
        <Text fontSize="sm" color="fg.muted">{`${from}–${from + shown - 1} of ${plural(total, 'customer', 'customers')}`}</Text>
      </Stack>
      <PageLink q={q} page={page + 1} enabled={page < pageCount} label="Next" />
    </Flex>
  );
}

function PageLink({ q, page, enabled, label }: { q: string; page: number; enabled: boolean; label: string }) {
  if (!enabled) {
    return (
      <Button variant="outline" size="sm" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <NextLink href={customerListHref({ q, page })} shallow>
        {label}
      </NextLink>
    </Button>
  );
}
