import { Field, NativeSelect } from '@chakra-ui/react';
import { ListFilterForm } from '@/components/ui/ListFilterForm';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/orders/orderStatus';
import { NO_ORDER_FILTERS, ORDER_SORT_LABELS, ORDER_SORTS, type OrderFilters, type OrderSort } from './orderList';

export interface OrderFilterFormProps {
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));

/** The orders list's statuses and date range (applied together), and its sort (applied when chosen). */
export function OrderFilterForm({ filters, onApply }: OrderFilterFormProps) {
  return (
    <ListFilterForm
      title="Filter by status and date"
      name="Filter orders"
      choices={{ legend: 'Status', hint: 'None ticked: every status.', options: STATUS_OPTIONS, selected: filters.statuses }}
      dateLegend="Order date (Lagos)"
      range={filters}
      onApply={(selected, range) => onApply({ ...filters, ...range, statuses: ORDER_STATUSES.filter((status) => selected.includes(status)) })}
      onClear={() => onApply({ ...NO_ORDER_FILTERS, sort: filters.sort })}
      sort={<SortSelect sort={filters.sort} onSort={(sort) => onApply({ ...filters, sort })} />}
    />
  );
}

function SortSelect({ sort, onSort }: { sort: OrderSort; onSort: (sort: OrderSort) => void }) {
  return (
    <Field.Root width={{ base: 'full', sm: '16rem' }}>
      <Field.Label>Sort by</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={sort} onChange={(event) => onSort(ORDER_SORTS.find((option) => option === event.target.value) ?? NO_ORDER_FILTERS.sort)}>
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
