import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { EXPORT_SLICE, fetchOrdersForExport } from './exportOrders';
import type { ExportOrder } from './getOrdersForExport';
import { NO_ORDER_FILTERS } from './orderList';
import { orderListQuery } from './orderListQuery';

const order = (n: number) => ({ id: `o${n}`, reference: `ORD-2026-${String(n).padStart(6, '0')}` }) as ExportOrder;
const answer = (orders: ExportOrder[], count: number) => ({ data: { plan_order: orders, plan_order_aggregate: { aggregate: { count } } } });
const list = { q: 'Ada', filters: { ...NO_ORDER_FILTERS, statuses: ['ACTIVE' as const], sort: 'oldest' as const } };

describe('fetchOrdersForExport', () => {
  it('asks 100 at a time until every matching order has come, in the list order, with its progress', async () => {
    const all = Array.from({ length: 230 }, (_, i) => order(i + 1));
    const query = jest.fn(async ({ variables }: { variables: { offset: number; limit: number } }) => answer(all.slice(variables.offset, variables.offset + variables.limit), 230));
    const progress = jest.fn();

    const orders = await fetchOrdersForExport({ query } as never, list, progress);

    expect(orders.map((o) => o.id)).toEqual(all.map((o) => o.id));
    expect(query.mock.calls.map(([{ variables }]) => variables)).toEqual(
      [0, 100, 200].map((offset) => ({ ...orderListQuery.variables(list), limit: EXPORT_SLICE, offset })),
    );
    expect(progress.mock.calls.map(([p]) => p)).toEqual([{ done: 100, total: 230 }, { done: 200, total: 230 }, { done: 230, total: 230 }]);
  });

  it('keeps an order once when a new sale moved it into the next slice', async () => {
    // 100 orders and then a new sale: the 100th is asked again as the first of the second slice.
    const first = Array.from({ length: 100 }, (_, i) => order(i + 1));
    const query = jest.fn(async ({ variables }: { variables: { offset: number } }) =>
      variables.offset === 0 ? answer(first, 101) : answer([first[99], order(101)], 101),
    );
    const orders = await fetchOrdersForExport({ query } as never, list, () => undefined);
    expect(orders.map((o) => o.id)).toEqual([...first, order(101)].map((o) => o.id));
  });

  it('fails with the data service’s error, so nothing half-done is saved', async () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'too large', extensions: { code: 'response-too-large' } }] });
    const query = jest.fn().mockResolvedValueOnce(answer([order(1)], 150)).mockRejectedValueOnce(refused);
    await expect(fetchOrdersForExport({ query } as never, list, () => undefined)).rejects.toBe(refused);
  });
});
