import { Box, Button, Flex, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useCallback, useState, type KeyboardEvent, type RefCallback } from 'react';
import { plural } from '@/lib/format/plural';
import type { CustomerRow } from '@/components/customers/customerListQuery';
import { Field, FieldInput } from '@/components/ui/Field';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { useTextFormContext } from '@/lib/forms/TextFormContext';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import type { PagedQuery } from '@/lib/lists/usePagedQuery';
import { BrowserListLoading, LOADING_LIST, ReportList, serverRows } from '@/lib/lists/reportList';
import type { BuyPlanFormValues } from './buyPlanFormValues';

const BrowserCustomerMatches = dynamic(() => import('./BrowserCustomerMatches'), { ssr: false, loading: BrowserListLoading });

export interface CustomerPickerProps {
  /** The agent's newest customers as the server found them (what is offered before a search). */
  newestCustomers: ServerListPage<CustomerRow>;
  onChoose: (customerId: string) => void;
  /** `customerId`'s ref: "Next" without a customer puts focus on the search. */
  focusRef: RefCallback<HTMLInputElement>;
  errorMessage?: string;
}

/**
 * The agent's customers by the customers screen's search (name, phone or IMEI), newest first: a customer
 * just onboarded is at the top before anything is typed. Enter in the box searches (it never submits the step).
 */
export function CustomerPicker({ newestCustomers, onChoose, focusRef, errorMessage }: CustomerPickerProps) {
  const { register, getValues } = useTextFormContext<BuyPlanFormValues>();
  const [query, setQuery] = useState(() => getValues().customerSearch.trim());
  const fromServer = query === '' && newestCustomers.kind === 'page' ? newestCustomers : undefined;
  // What the browser's query reported last, and for which search (a new search shows its own loading).
  const [reported, setReported] = useState<{ query: string; matches: PagedQuery<CustomerRow> }>();
  const matches: PagedQuery<CustomerRow> = fromServer
    ? serverRows(fromServer.rows, fromServer.total)
    : reported?.query === query
      ? reported.matches
      : LOADING_LIST;
  const report = useCallback((reportedMatches: PagedQuery<CustomerRow>) => setReported({ query, matches: reportedMatches }), [query]);
  const search = () => setQuery(getValues().customerSearch.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const registered = register('customerSearch');
  const customers = matches.rows;
  const total = matches.total ?? 0;

  return (
    <Stack gap="4">
      {fromServer ? null : (
        <ReportList report={report}>
          <BrowserCustomerMatches query={query} />
        </ReportList>
      )}
      <Field label="Search your customers" hint="Name, phone number or IMEI." error={errorMessage}>
        <Flex gap="2" width="full" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <FieldInput
            {...registered}
            ref={(element) => {
              registered.ref(element);
              focusRef(element);
            }}
            type="search"
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            placeholder="e.g. Ada or 0803 123 4567"
            flex="1"
            minWidth="0"
          />
          <Button type="button" colorPalette="brand" variant="outline" flexShrink="0" onClick={search}>
            Search
          </Button>
        </Flex>
      </Field>

      {matches.errorMessage !== undefined && !customers ? (
        <RetryAlert title="Your customers could not be loaded." message={matches.errorMessage} onRetry={matches.retry} retrying={matches.retrying} />
      ) : !customers ? (
        <Stack gap="2" aria-busy="true">
          <VisuallyHidden role="status">Loading customers</VisuallyHidden>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="14" borderRadius="md" />
          ))}
        </Stack>
      ) : customers.length === 0 ? (
        <Text role="status">{query === '' ? 'You have no customers yet.' : `No customers match “${query}”.`}</Text>
      ) : (
        <Stack gap="2">
          <Text role="status" fontSize="sm" color="fg.muted">
            {total <= customers.length
              ? plural(total, 'customer', 'customers')
              : query === ''
                ? `Your ${customers.length} newest customers of ${total}: search to find the others.`
                : `The ${customers.length} newest of ${total} matches: search more precisely to find the others.`}
          </Text>
          <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" aria-label="Customers">
            {customers.map((customer) => {
              const name = fullName(customer);
              return (
                <Flex as="li" key={customer.id} justify="space-between" align="center" gap="3" borderWidth="1px" borderRadius="md" paddingX="4" paddingY="3">
                  <Box minWidth="0">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {`${formatPhone(customer.phone)} · ${plural(customer.devices_aggregate.aggregate?.count ?? 0, 'device', 'devices')}`}
                    </Text>
                  </Box>
                  <Button type="button" size="sm" colorPalette="brand" flexShrink="0" aria-label={`Choose ${name}`} onClick={() => onChoose(customer.id)}>
                    Choose
                  </Button>
                </Flex>
              );
            })}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
