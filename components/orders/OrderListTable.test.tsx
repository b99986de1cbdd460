import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParsedUrlQuery } from 'node:querystring';
import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { parseListQuery } from '@/lib/lists/listQuery';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { NO_ORDER_FILTERS, ORDER_LIST_FILTERS, orderList, type OrderFilters } from './orderList';
import { GetOrders, orderListQuery, type OrderRow, type OrdersData } from './orderListQuery';
import { DATE_RANGE_MESSAGE } from '@/components/ui/ListFilterForm';
import type { exportOrders, ExportOutcome } from './exportOrders';
import { OrderListTable } from './OrderListTable';
import { ListView } from '@/lib/lists/ListView';

const mockRouter = createMockRouter('/account/orders');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const mockExportOrders = jest.fn<Promise<ExportOutcome>, Parameters<typeof exportOrders>>();
jest.mock('./exportOrders', () => ({ exportOrders: (...args: Parameters<typeof exportOrders>) => mockExportOrders(...args) }));

const order = (n: number, extra: Partial<OrderRow> = {}): OrderRow => ({
  __typename: 'plan_order',
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  reference: `ORD-2026-${String(n).padStart(6, '0')}`,
  status: 'ACTIVE',
  billing: 'PREPAID',
  premium_kobo: 1_250_000,
  created_at: '2026-03-14T10:30:00+00:00',
  plan: { __typename: 'plan', id: 'p1', name: 'Total Care' },
  device: { __typename: 'device', id: `d${n}`, brand: 'Tecno', model: 'Spark 20' },
  customer: { __typename: 'customer', id: `c${n}`, first_name: `First${n}`, last_name: `Last${n}` },
  ...extra,
});

const answer = (orders: OrderRow[], total: number): OrdersData => ({
  plan_order: orders,
  plan_order_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: total } },
});

/** A mock for the list the URL query names. */
function mock(query: ParsedUrlQuery, result: MockLink.MockedResponse['result'] | Error, delay?: number): MockLink.MockedResponse {
  const list = parseListQuery(query, ORDER_LIST_FILTERS);
  const expected = JSON.stringify({ ...orderListQuery.variables(list), limit: 20, offset: (list.page - 1) * 20 });
  const request = {
    query: GetOrders,
    variables: (vars: Record<string, unknown>) => JSON.stringify({ where: vars.where, orderBy: vars.orderBy, limit: vars.limit, offset: vars.offset }) === expected,
  };
  return result instanceof Error ? { request, error: result } : { request, result, delay };
}

function renderList(query: ParsedUrlQuery, mocks: MockLink.MockedResponse[], ordersPage: ServerListPage<OrderRow, OrderFilters> = { kind: 'unanswered' }) {
  mockRouter.query = query;
  return renderWithChakra(
    <MockedApollo mocks={mocks}>
      <ListView list={orderList} serverPage={ordersPage}>
        {(list) => <OrderListTable {...list} />}
      </ListView>
    </MockedApollo>,
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');

beforeEach(() => {
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
});

describe('the orders list with the page from the server', () => {
  it('shows the page the server found at once, asking nothing from the browser', async () => {
    const asked = jest.fn(() => ({ data: answer([], 0) }));
    const filters: OrderFilters = { ...NO_ORDER_FILTERS, statuses: ['ACTIVE'] };
    renderList({ status: 'ACTIVE' }, [mock({ status: 'ACTIVE' }, asked)], { kind: 'page', q: '', page: 1, filters, rows: [order(1), order(2)], total: 2 });

    expect(rows()).toHaveLength(2);
    expect(screen.getByText('Showing: Active')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks the browser when the URL names other filters than the server rendered', async () => {
    renderList({ status: 'EXPIRED' }, [mock({ status: 'EXPIRED' }, { data: answer([order(3, { status: 'EXPIRED' })], 1) })], {
      kind: 'page',
      q: '',
      page: 1,
      filters: NO_ORDER_FILTERS,
      rows: [order(1), order(2)],
      total: 2,
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Expired');
  });
});

describe('the orders list asking from the browser', () => {
  it('shows skeletons while the orders load, with a labelled search and sort', async () => {
    renderList({}, [mock({}, { data: answer([order(1)], 1) }, 10_000)]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Loading orders')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });

  it('lists each order with its customer, device, plan, amount, billing, date and status, linking to its detail', async () => {
    renderList({}, [
      mock({}, { data: answer([order(1), order(2, { status: 'PAYMENT_FAILED', billing: 'POSTPAID', premium_kobo: 132_000 })], 2) }),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [paid, failed] = rows();
    expect(within(paid).getByRole('link', { name: 'ORD-2026-000001' })).toHaveAttribute('href', `/account/orders/${order(1).id}`);
    for (const text of ['First1 Last1', 'Tecno Spark 20', 'Total Care', '₦12,500', 'Paid once', '14 Mar 2026', 'Active']) expect(paid).toHaveTextContent(text);
    for (const text of ['₦1,320', 'Monthly', 'Payment failed']) expect(failed).toHaveTextContent(text);
    expect(screen.getByText('1–2 of 2 orders')).toBeInTheDocument();
  });

  it('says when the agent has no orders yet, and how to sell one', async () => {
    renderList({}, [mock({}, { data: answer([], 0) })]);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', '/account/buy-plan');
  });

  it('says when nothing matches the filters, and offers to clear them', async () => {
    const query = { status: 'CANCELLED', from: '2026-01-01', to: '2026-01-31' };
    renderList(query, [mock(query, { data: answer([], 0) })]);
    await screen.findByRole('heading', { name: 'No orders match' });
    expect(screen.getByText('Showing: Cancelled · 1 Jan 2026 – 31 Jan 2026')).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No orders match' }).parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(mockRouter.push).toHaveBeenLastCalledWith({ pathname: '/account/orders', query: {} }, undefined, { shallow: true });
  });

  it('shows the formatted error with a retry that loads the list', async () => {
    renderList({}, [mock({}, new TypeError('Failed to fetch')), mock({}, { data: answer([order(1)], 1) })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded.');
    expect(alert).toHaveTextContent(NO_ANSWER_MESSAGE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the orders list filters and sort in the URL', () => {
  it('puts ticked statuses and a date range in the URL from the first page, keeping the search and sort', async () => {
    const query = { q: 'Ada', sort: 'oldest', page: '2' };
    renderList(query, [mock(query, { data: answer([order(21)], 21) })]);
    await waitFor(() => expect(rows()).toHaveLength(1));

    await userEvent.click(screen.getByText('Filter by status and date'));
    const form = screen.getByRole('form', { name: 'Filter orders' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Expired' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await userEvent.type(within(form).getByLabelText('From'), '2026-02-01');
    await userEvent.type(within(form).getByLabelText('To'), '2026-02-28');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));

    expect(mockRouter.push).toHaveBeenCalledWith(
      { pathname: '/account/orders', query: { q: 'Ada', status: ['ACTIVE', 'EXPIRED'], from: '2026-02-01', to: '2026-02-28', sort: 'oldest' } },
      undefined,
      { shallow: true },
    );
  });

  it('refuses a reversed date range with a message, changing nothing', async () => {
    renderList({}, [mock({}, { data: answer([order(1)], 1) })]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(screen.getByText('Filter by status and date'));
    const form = screen.getByRole('form', { name: 'Filter orders' });
    await userEvent.type(within(form).getByLabelText('From'), '2026-03-31');
    await userEvent.type(within(form).getByLabelText('To'), '2026-03-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(within(form).getByText(DATE_RANGE_MESSAGE)).toBeInTheDocument();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('sorts as soon as a sort is chosen, and pages keep the filters', async () => {
    const query = { status: ['ACTIVE'], sort: 'amount-high' };
    renderList(query, [mock(query, { data: answer([order(1)], 45) })]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/account/orders?status=ACTIVE&sort=amount-high&page=2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest amount first');
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/account/orders', query: { status: ['ACTIVE'], sort: 'amount-low' } }, undefined, { shallow: true });
  });
});

describe('the orders list CSV export', () => {
  const query = { q: 'Ada', status: 'ACTIVE' };
  const serverPage: ServerListPage<OrderRow, OrderFilters> = {
    kind: 'page',
    q: 'Ada',
    page: 1,
    filters: { ...NO_ORDER_FILTERS, statuses: ['ACTIVE'] },
    rows: [order(1)],
    total: 230,
  };

  beforeEach(() => mockExportOrders.mockReset());

  it('exports what the search and filters match, saying its progress and then the file; a double click exports once', async () => {
    let finish: (outcome: ExportOutcome) => void = () => undefined;
    mockExportOrders.mockImplementation((_list, onProgress) => {
      onProgress({ done: 100, total: 230 });
      return new Promise((resolve) => (finish = resolve));
    });
    renderList(query, [], serverPage);

    await userEvent.dblClick(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting 100 of 230 orders…')).toBeInTheDocument();
    expect(mockExportOrders).toHaveBeenCalledTimes(1);
    expect(mockExportOrders.mock.calls[0][0]).toEqual({ q: 'Ada', filters: serverPage.kind === 'page' ? serverPage.filters : NO_ORDER_FILTERS });

    await act(async () => finish({ ok: true, count: 230, fileName: 'orders-2026-11-24.csv' }));
    expect(screen.getByText('Saved 230 orders to orders-2026-11-24.csv.')).toBeInTheDocument();
  });

  it('says why an export stopped, and can be tried again', async () => {
    mockExportOrders.mockResolvedValueOnce({ ok: false, message: NO_ANSWER_MESSAGE }).mockResolvedValueOnce({ ok: true, count: 230, fileName: 'orders-2026-11-24.csv' });
    renderList(query, [], serverPage);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The export stopped: ${NO_ANSWER_MESSAGE}`);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Saved 230 orders to orders-2026-11-24.csv.')).toBeInTheDocument();
  });

  it('has nothing to export from an empty list', () => {
    renderList({}, [], { kind: 'page', q: '', page: 1, filters: NO_ORDER_FILTERS, rows: [], total: 0 });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
