import { Box, Button, chakra, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/format/date';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/orders/orderStatus';
import { hasOrderFilters, NO_ORDER_FILTERS, ORDER_SORT_LABELS, ORDER_SORTS, type OrderFilters, type OrderSort } from './orderList';

export interface OrderFilterFormProps {
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}

const FOCUS_RING = { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

export const DATE_RANGE_MESSAGE = 'The “From” date must be on or before the “To” date';

/**
 * The orders list's statuses and date range (applied together with "Apply filters", one history entry) and
 * its sort (applied when chosen). The inputs start from the URL and start again when it changes (back, a link).
 */
export function OrderFilterForm({ filters, onApply }: OrderFilterFormProps) {
  const filtered = hasOrderFilters(filters);
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <SortSelect sort={filters.sort} onSort={(sort) => onApply({ ...filters, sort })} />
        {filtered ? (
          <Button variant="outline" size="sm" onClick={() => onApply({ ...NO_ORDER_FILTERS, sort: filters.sort })}>
            Clear filters
          </Button>
        ) : null}
      </Flex>
      {filtered ? <ActiveFilters filters={filters} /> : null}
      {/* A plain disclosure: no script, and on a phone the rows stay near the top until the agent opens it. */}
      <Box asChild borderWidth="1px" borderRadius="md" key={JSON.stringify(filters)}>
        <details open={filtered}>
          <Box asChild paddingX="4" paddingY="2" cursor="pointer" fontWeight="medium" borderRadius="md" _focusVisible={FOCUS_RING}>
            <summary>Filter by status and date</summary>
          </Box>
          <FilterFields filters={filters} onApply={onApply} />
        </details>
      </Box>
    </Stack>
  );
}

function SortSelect({ sort, onSort }: { sort: OrderSort; onSort: (sort: OrderSort) => void }) {
  return (
    <Field.Root width={{ base: 'full', sm: '16rem' }}>
      <Field.Label>Sort by</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={sort}
          onChange={(event) => onSort(ORDER_SORTS.find((option) => option === event.target.value) ?? NO_ORDER_FILTERS.sort)}
        >
          {ORDER_SORTS.map((option) => (
            <option key={option} value={option}>
              {ORDER_SORT_LABELS[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** What narrows the list, in words: "Active, Expired · 1 Jan 2026 – 31 Jan 2026". */
function ActiveFilters({ filters: { statuses, from, to } }: { filters: OrderFilters }) {
  const range = from !== null && to !== null ? `${formatDate(from)} – ${formatDate(to)}` : from !== null ? `From ${formatDate(from)}` : to !== null ? `Up to ${formatDate(to)}` : '';
  const parts = [statuses.map((status) => ORDER_STATUS_LABELS[status]).join(', '), range].filter(Boolean);
  return <Text fontSize="sm" color="fg.muted">{`Showing: ${parts.join(' · ')}`}</Text>;
}

function FilterFields({ filters, onApply }: OrderFilterFormProps) {
  const [rangeError, setRangeError] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('from') ?? '') || null;
    const to = String(form.get('to') ?? '') || null;
    if (from !== null && to !== null && from > to) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    const checked = new Set(form.getAll('status'));
    onApply({ ...filters, statuses: ORDER_STATUSES.filter((status) => checked.has(status)), from, to });
  };

  return (
    <form aria-label="Filter orders" onSubmit={submit} noValidate>
      <Stack gap="4" paddingX="4" paddingBottom="4" paddingTop="2">
        <Stack as="fieldset" gap="2" aria-describedby="order-status-hint">
          <Text as="legend" fontWeight="medium" marginBottom="2">
            Status
          </Text>
          <Flex gap="4" rowGap="2" wrap="wrap">
            {ORDER_STATUSES.map((status) => (
              <chakra.label key={status} display="inline-flex" alignItems="center" gap="2" cursor="pointer" css={{ '&:has(input:focus-visible)': FOCUS_RING }}>
                <chakra.input
                  type="checkbox"
                  name="status"
                  value={status}
                  defaultChecked={filters.statuses.includes(status)}
                  boxSize="4"
                  accentColor="var(--chakra-colors-brand-solid)"
                />
                {ORDER_STATUS_LABELS[status]}
              </chakra.label>
            ))}
          </Flex>
          <Text id="order-status-hint" fontSize="sm" color="fg.muted">
            None ticked: every status.
          </Text>
        </Stack>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" marginBottom="2">
            Order date (Lagos)
          </Text>
          <Flex gap="3" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <DateField name="from" label="From" value={filters.from} invalid={rangeError} />
            <DateField name="to" label="To" value={filters.to} invalid={rangeError} />
          </Flex>
          {rangeError ? (
            <Text id={RANGE_ERROR_ID} role="alert" fontSize="sm" color="fg.error">
              {DATE_RANGE_MESSAGE}
            </Text>
          ) : null}
        </Stack>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Apply filters
        </Button>
      </Stack>
    </form>
  );
}

const RANGE_ERROR_ID = 'order-date-range-error';

function DateField({ name, label, value, invalid }: { name: string; label: string; value: string | null; invalid: boolean }) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" name={name} defaultValue={value ?? ''} min="2000-01-01" max="2099-12-31" aria-describedby={invalid ? RANGE_ERROR_ID : undefined} />
    </Field.Root>
  );
}
