import { ListFilterForm } from '@/components/ui/ListFilterForm';
import { ListSelect } from '@/components/ui/ListSelect';
import { ORDER_STATUSES } from '@/lib/domain/orders';
import { ORDER_STATUS_LABELS } from '@/lib/orders/orderStatus';
import { NO_ORDER_FILTERS, ORDER_SORT_LABELS, ORDER_SORTS, type OrderFilters } from './orderList';

export interface OrderFilterFormProps {
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));
const SORT_OPTIONS = ORDER_SORTS.map((sort) => ({ value: sort, label: ORDER_SORT_LABELS[sort] }));

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
      sort={<ListSelect label="Sort by" value={filters.sort} options={SORT_OPTIONS} onChoose={(sort) => onApply({ ...filters, sort })} />}
    />
  );
}
