import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { buyPlanUrl } from '@/components/buy-plan/urls';
import { DeviceAndPlanCell } from '@/components/ui/DeviceAndPlanCell';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRow, LinkRows, RowCorner, RowLink } from '@/components/ui/LinkRows';
import { ListResults } from '@/components/ui/ListResults';
import { ListSearchForm } from '@/components/ui/ListSearchForm';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { ListState } from '@/lib/lists/defineList';
import { billingLabel } from '@/lib/orders/billing';
import { ExportOrdersButton } from './ExportOrdersButton';
import { OrderFilterForm } from './OrderFilterForm';
import { hasOrderFilters, NO_ORDER_FILTERS, ORDERS_PAGE_SIZE, type OrderFilters } from './orderList';
import type { OrderRow } from './orderListQuery';
import { OrderStatusBadge } from '@/components/ui/OrderStatusBadge';
import { orderUrl } from './urls';

export type OrderListTableProps = Omit<ListState<OrderRow, OrderFilters>, 'retrying'> & { retrying?: boolean };

// Cards up to 1024 px (reference and status, then customer, device and plan, amount and date); a table from
// 1024: beside the sidebar, five columns at 768 px wrapped words letter by letter.
const ROW_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.3fr) minmax(0, 1.3fr) minmax(0, 1.6fr) minmax(0, 1fr) minmax(7rem, auto)',
};

const orderCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** The agent's orders: search, filters and sort, one page of rows, pages. Display only. */
export function OrderListTable({ q, page, filters, rows, total, pageCount, errorMessage, retry, retrying = false, search, applyFilters, pageHref }: OrderListTableProps) {
  const narrowed = q !== '' || hasOrderFilters(filters);
  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Orders
          </Heading>
          <Text color="fg.muted">Every plan you have sold or tried to sell, paid or not.</Text>
        </Stack>
        <ExportOrdersButton list={{ q, filters }} total={total} />
      </Flex>

      <ListSearchForm
        query={q}
        onSearch={search}
        name="Orders"
        label="Search orders"
        placeholder="e.g. ORD-2026-000102, Ada or 0803…"
        helperText="Order reference, policy number, customer name or phone. Part of a number finds it too."
      />

      <OrderFilterForm filters={filters} onApply={applyFilters} />

      <ListResults
        rows={rows}
        errorMessage={errorMessage}
        failedTitles={{ load: 'Your orders could not be loaded.', refresh: 'Your orders could not be refreshed.' }}
        onRetry={retry}
        retrying={retrying}
        loadingLabel="Loading orders"
        empty={
          narrowed ? (
            <EmptyState
              announce
              title="No orders match"
              message={q === '' ? 'No order has these statuses and dates.' : `Nothing found for “${q}” with these filters. Check the reference, the name or the phone number.`}
              action={
                <Button variant="outline" onClick={() => (q === '' ? applyFilters(NO_ORDER_FILTERS) : search(''))}>
                  {q === '' ? 'Clear filters' : 'Clear search'}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No orders yet"
              message="An order appears here when you sell a plan."
              action={
                <Button asChild colorPalette="brand">
                  <NextLink href={buyPlanUrl()}>Buy plan</NextLink>
                </Button>
              }
            />
          )
        }
        pagination={{ page, pageCount: pageCount ?? 1, pageSize: ORDERS_PAGE_SIZE, totalLabel: orderCount(total ?? 0), pageHref }}
      >
        {(orders) => <OrderRows orders={orders} />}
      </ListResults>
    </Stack>
  );
}

function OrderRows({ orders }: { orders: OrderRow[] }) {
  return (
    <LinkRows label="Orders" columns={ROW_COLUMNS} tableFrom="lg" headings={['Order', 'Customer', 'Device and plan', 'Amount', 'Status']}>
      {orders.map((order) => (
        <LinkRow key={order.id} columns={ROW_COLUMNS}>
          <Box minWidth="0">
            <RowLink href={orderUrl(order.id)} ownLineOnPhone={false}>
              {order.reference}
            </RowLink>
            <Text display={{ base: 'none', lg: 'block' }} fontSize="sm" color="fg.muted">
              {formatDate(order.created_at)}
            </Text>
          </Box>
          <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} overflowWrap="anywhere">{`${order.customer.first_name} ${order.customer.last_name}`}</Text>
          <DeviceAndPlanCell device={`${order.device.brand} ${order.device.model}`} plan={order.plan.name} />
          <Box gridColumn={{ base: '1 / -1', lg: 'auto' }} fontSize={{ base: 'sm', lg: 'md' }}>
            <Text as="span" display={{ base: 'inline', lg: 'block' }} fontWeight="semibold">
              {formatMoney(order.premium_kobo)}
            </Text>
            <Text as="span" display={{ base: 'inline', lg: 'block' }} color="fg.muted" fontSize="sm">
              <Text as="span" display={{ base: 'inline', lg: 'none' }}>
                {' · '}
              </Text>
              {billingLabel(order.billing)}
            </Text>
            <Text as="span" display={{ base: 'inline', lg: 'none' }} color="fg.muted" fontSize="sm">
              {` · ${formatDate(order.created_at)}`}
            </Text>
          </Box>
          <RowCorner>
            <OrderStatusBadge status={order.status} />
          </RowCorner>
        </LinkRow>
      ))}
    </LinkRows>
  );
}
