import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParsedUrlQuery } from 'node:querystring';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { customerSearchWhere } from '@/lib/search/customerSearch';
import { ListView } from '@/lib/lists/ListView';
import { customerList } from './customerList';
import { GetCustomers, type CustomerRow, type CustomersData } from './customerListQuery';
import { CustomerListTable } from './CustomerListTable';

const mockRouter = createMockRouter('/account/customers');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const row = (n: number, extra: Partial<CustomerRow> = {}): CustomerRow => ({
  __typename: 'customer',
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  first_name: `First${n}`,
  last_name: `Last${n}`,
  phone: `+23480300${String(n).padStart(5, '0')}`,
  created_at: '2025-03-14T09:00:00Z',
  devices_aggregate: { __typename: 'device_aggregate', aggregate: { __typename: 'device_aggregate_fields', count: n % 3 } },
  ...extra,
});

const answer = (customers: CustomerRow[], total: number): CustomersData => ({
  customer: customers,
  customer_aggregate: { __typename: 'customer_aggregate', aggregate: { __typename: 'customer_aggregate_fields', count: total } },
});

/** A mock for the list with this search and offset. */
function mock(q: string, offset: number, result: MockLink.MockedResponse['result'] | Error, delay?: number): MockLink.MockedResponse {
  const where = customerSearchWhere(q);
  const request = {
    query: GetCustomers,
    variables: (vars: Record<string, unknown>) => JSON.stringify(vars.where) === JSON.stringify(where) && vars.offset === offset && vars.limit === 20,
  };
  return result instanceof Error ? { request, error: result } : { request, result, delay };
}

/** The list at `query` as the server rendered it (`customersPage`; by default it had no answer: the browser asks, `mocks`). */
function renderList(query: ParsedUrlQuery, mocks: MockLink.MockedResponse[], customersPage: ServerListPage<CustomerRow> = { kind: 'unanswered' }) {
  mockRouter.query = query;
  const view = () => (
    <MockedApollo mocks={mocks}>
      <ListView list={customerList} serverPage={customersPage}>
        {(list) => <CustomerListTable {...list} />}
      </ListView>
    </MockedApollo>
  );
  const rendered = renderWithChakra(view());
  /** The URL moved to `next` (the mock router is not reactive: render again). */
  const navigate = (next: ParsedUrlQuery) => {
    mockRouter.query = next;
    rendered.rerender(view());
  };
  return { ...rendered, navigate };
}

const rows = () => within(screen.getByRole('list', { name: 'Customers' })).getAllByRole('listitem');

/** The whole list's first page, as the server found it. */
const firstPage: ServerListPage<CustomerRow> = { kind: 'page', q: '', page: 1, filters: {}, rows: [row(1), row(2)], total: 2 };

describe('the customers list with the page from the server', () => {
  beforeEach(() => {
    mockRouter.push.mockClear();
    mockRouter.replace.mockClear();
  });

  it('shows the page the server found at once, asking nothing from the browser', async () => {
    const asked = jest.fn(() => ({ data: answer([], 0) }));
    renderList({ q: 'Last', page: '2' }, [mock('Last', 20, asked)], { kind: 'page', q: 'Last', page: 2, filters: {}, rows: [row(21), row(22)], total: 22 });

    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('First21 Last21');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('Last');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks the browser once the agent searches, the search box keeping its focus', async () => {
    const { navigate } = renderList({}, [mock('Ada', 0, { data: answer([row(7, { first_name: 'Ada' })], 1) })], firstPage);
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    await userEvent.type(box, 'Ada{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/account/customers', query: { q: 'Ada' } }, undefined, { shallow: true });

    navigate({ q: 'Ada' });

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Ada Last7');
    expect(box).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toBe(box);
  });

  it('shows the server page again when the URL comes back to it', async () => {
    const { navigate } = renderList({}, [mock('Ada', 0, { data: answer([row(7, { first_name: 'Ada' })], 1) })], firstPage);
    navigate({ q: 'Ada' });
    await waitFor(() => expect(rows()).toHaveLength(1));

    navigate({});

    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('First1 Last1');
  });

  it('moves a page past the last one to the last page', async () => {
    renderList({ page: '9' }, [], { kind: 'page', q: '', page: 9, filters: {}, rows: [], total: 25 });
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith({ pathname: '/account/customers', query: { page: '2' } }, undefined, { shallow: true }));
    expect(screen.queryByRole('heading', { name: 'No customers match your search' })).not.toBeInTheDocument();
  });
});

describe('the customers list asking from the browser (the server could not)', () => {
  beforeEach(() => {
    mockRouter.push.mockClear();
    mockRouter.replace.mockClear();
  });

  it('shows skeletons while the customers load, with a labelled search', async () => {
    renderList({}, [mock('', 0, { data: answer([row(1)], 1) }, 10_000)]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading customers');
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Customers' })).not.toBeInTheDocument();
  });

  it('lists each customer with phone, devices and date added, linking to the detail', async () => {
    renderList({}, [mock('', 0, { data: answer([row(1), row(2, { first_name: '<script>alert(1)</script>', last_name: `O'Brien "Jr"` })], 2) })]);

    expect(await screen.findByRole('list', { name: 'Customers' })).toBeInTheDocument();
    const [first, second] = rows();
    expect(within(first).getByRole('link', { name: 'First1 Last1' })).toHaveAttribute('href', `/account/customers/${row(1).id}`);
    expect(first).toHaveTextContent('0803 000 0001');
    expect(first).toHaveTextContent('1 device');
    expect(first).toHaveTextContent('14 Mar 2025');
    expect(second).toHaveTextContent('2 devices');
    // Names are text, never markup.
    expect(within(second).getByRole('link', { name: `<script>alert(1)</script> O'Brien "Jr"` })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers onboarding when the agent has no customers yet', async () => {
    renderList({}, [mock('', 0, { data: answer([], 0) })]);
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Onboard customer' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/account/onboarding');
  });

  it('says when nothing matches the search, and offers to clear it', async () => {
    renderList({ q: 'Zzz' }, [mock('Zzz', 0, { data: answer([], 0) })]);
    expect(await screen.findByRole('heading', { name: 'No customers match your search' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing found for “Zzz”/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/account/customers', query: {} }, undefined, { shallow: true });
  });

  it('shows the formatted error with a retry that loads the list', async () => {
    renderList({}, [mock('', 0, new TypeError('Failed to fetch')), mock('', 0, { data: answer([row(1)], 1) })]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your customers could not be loaded.');
    expect(alert).toHaveTextContent(NO_ANSWER_MESSAGE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches and pages as the URL says, and shows the search in the input', async () => {
    const page2 = Array.from({ length: 5 }, (_, i) => row(21 + i));
    renderList({ q: 'First', page: '2' }, [mock('First', 20, { data: answer(page2, 25) })]);

    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('First');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('21–25 of 25 customers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/account/customers?q=First');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('links the next page, keeping the search', async () => {
    renderList({ q: 'Last' }, [mock('Last', 0, { data: answer(Array.from({ length: 20 }, (_, i) => row(i + 1)), 45) })]);
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/account/customers?q=Last&page=2');
  });

  it('puts a search submitted with Enter in the URL, from the first page', async () => {
    renderList({ page: '2' }, [mock('', 20, { data: answer([row(21)], 21) })]);
    await waitFor(() => expect(rows()).toHaveLength(1));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), ' 0803 000 0001 {Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/account/customers', query: { q: '0803 000 0001' } }, undefined, { shallow: true });
  });

  it('puts a search submitted with the button in the URL', async () => {
    renderList({}, [mock('', 0, { data: answer([row(1)], 1) })]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), '490154203237518');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/account/customers', query: { q: '490154203237518' } }, undefined, { shallow: true });
  });

  it.each([['0'], ['-1'], ['abc']])('reads page=%s as the first page, without an error', async (page) => {
    renderList({ page }, [mock('', 0, { data: answer([row(1)], 1) })]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves a page past the last one to the last page', async () => {
    renderList({ q: 'Ada', page: '999999' }, [mock('Ada', (10_000 - 1) * 20, { data: answer([], 25) })]);
    await waitFor(() =>
      expect(mockRouter.replace).toHaveBeenCalledWith({ pathname: '/account/customers', query: { q: 'Ada', page: '2' } }, undefined, { shallow: true }),
    );
    expect(screen.queryByRole('heading', { name: 'No customers match your search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
