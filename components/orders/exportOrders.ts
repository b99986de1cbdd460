import type { ApolloClient } from '@apollo/client';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import { CSV_TYPE, saveFile } from '@/lib/files/saveFile';
import { formatGraphQLError } from '@/lib/errors';
import type { ListQuery } from '@/lib/lists/listQuery';
import { lagosToday } from '@/lib/validation/lagosDay';
import { GetOrdersForExport, type ExportOrder } from './getOrdersForExport';
import type { OrderFilters } from './orderList';
import { orderListQuery } from './orderListQuery';
import { ordersCsv, ordersCsvFileName } from './orderCsv';

/** The data service answers at most 100 rows a query to an agent: the export asks slice by slice. */
export const EXPORT_SLICE = 100;

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Every order the list's search and filters match, in the list's order (all pages, not only the one on
 * screen), asked 100 at a time; `onProgress` hears after each slice. An order seen twice (a new sale moving
 * the rest down between two slices) is kept once.
 */
export async function fetchOrdersForExport(
  client: Pick<ApolloClient, 'query'>,
  list: Pick<ListQuery<OrderFilters>, 'q' | 'filters'>,
  onProgress: (progress: ExportProgress) => void,
): Promise<ExportOrder[]> {
  const variables = orderListQuery.variables(list);
  const byId = new Map<string, ExportOrder>();
  let total = Infinity;
  for (let offset = 0; offset < total; offset += EXPORT_SLICE) {
    const { data } = await client.query({
      query: GetOrdersForExport,
      variables: { ...variables, limit: EXPORT_SLICE, offset },
      fetchPolicy: 'network-only',
    });
    const count = data?.plan_order_aggregate.aggregate?.count;
    if (!data || count === undefined) throw new Error('The data service answered the export without its orders');
    total = count;
    for (const order of data.plan_order) byId.set(order.id, order);
    onProgress({ done: Math.min(byId.size, total), total });
    if (data.plan_order.length === 0) break;
  }
  return [...byId.values()];
}

export type ExportOutcome = { ok: true; count: number; fileName: string } | { ok: false; message: string };

/**
 * Saves the orders the list matches as a CSV file (the browser's download), with the page's client; a
 * failure is the formatted message (nothing is saved).
 */
export async function exportOrders(list: Pick<ListQuery<OrderFilters>, 'q' | 'filters'>, onProgress: (progress: ExportProgress) => void): Promise<ExportOutcome> {
  let orders: ExportOrder[];
  try {
    orders = await fetchOrdersForExport(getBrowserApolloClient(), list, onProgress);
  } catch (error) {
    return { ok: false, message: formatGraphQLError(error) };
  }
  const fileName = ordersCsvFileName(lagosToday());
  saveFile(ordersCsv(orders), fileName, CSV_TYPE);
  return { ok: true, count: orders.length, fileName };
}
