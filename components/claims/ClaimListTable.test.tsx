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
import { ListView } from '@/lib/lists/ListView';
import { CLAIM_LIST_FILTERS, claimList, NO_CLAIM_FILTERS, type ClaimFilters } from './claimList';
import { claimListQuery, GetClaims, type ClaimRow, type ClaimsData } from './claimListQuery';
import { ClaimListTable } from './ClaimListTable';

const mockRouter = createMockRouter('/account/warranty');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const claim = (n: number, extra: Partial<ClaimRow> = {}): ClaimRow => ({
  __typename: 'claim',
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  reference: `CLM-2026-${String(n).padStart(6, '0')}`,
  claim_type: 'SCREEN',
  incident_date: '2026-03-03',
  status: 'UNDER_REVIEW',
  excess_kobo: 250_000,
  created_at: '2026-03-05T10:30:00+00:00',
  customer: { __typename: 'customer', id: `c${n}`, first_name: `First${n}`, last_name: `Last${n}` },
  device: { __typename: 'device', id: `d${n}`, brand: 'Tecno', model: 'Spark 20' },
  ...extra,
});

const answer = (claims: ClaimRow[], total: number): ClaimsData => ({
  claim: claims,
  claim_aggregate: { __typename: 'claim_aggregate', aggregate: { __typename: 'claim_aggregate_fields', count: total } },
});

/** A mock for the list the URL query names. */
function mock(query: ParsedUrlQuery, result: MockLink.MockedResponse['result'] | Error, delay?: number): MockLink.MockedResponse {
  const list = parseListQuery(query, CLAIM_LIST_FILTERS);
  const expected = JSON.stringify({ ...claimListQuery.variables(list), limit: 20, offset: (list.page - 1) * 20 });
  const request = {
    query: GetClaims,
    variables: (vars: Record<string, unknown>) => JSON.stringify({ where: vars.where, limit: vars.limit, offset: vars.offset }) === expected,
  };
  return result instanceof Error ? { request, error: result } : { request, result, delay };
}

function renderList(query: ParsedUrlQuery, mocks: MockLink.MockedResponse[], claimsPage: ServerListPage<ClaimRow, ClaimFilters> = { kind: 'unanswered' }) {
  mockRouter.query = query;
  return renderWithChakra(
    <MockedApollo mocks={mocks}>
      <ListView list={claimList} serverPage={claimsPage}>
        {(list) => <ClaimListTable {...list} />}
      </ListView>
    </MockedApollo>,
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Claims' })).getAllByRole('listitem');

beforeEach(() => {
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
});

describe('the claims list with the page from the server', () => {
  it('shows the page the server found at once, asking nothing from the browser', async () => {
    const asked = jest.fn(() => ({ data: answer([], 0) }));
    renderList({ status: 'open' }, [mock({ status: 'open' }, asked)], { kind: 'page', q: '', page: 1, filters: { status: 'open' }, rows: [claim(1), claim(2)], total: 2 });

    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks the browser when the URL names another status than the server rendered', async () => {
    renderList({ status: 'closed' }, [mock({ status: 'closed' }, { data: answer([claim(3, { status: 'COMPLETED' })], 1) })], {
      kind: 'page',
      q: '',
      page: 1,
      filters: NO_CLAIM_FILTERS,
      rows: [claim(1), claim(2)],
      total: 2,
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Completed');
  });
});

describe('the claims list asking from the browser', () => {
  it('shows skeletons while the claims load, with a labelled search, status and "New claim"', async () => {
    renderList({}, [mock({}, { data: answer([claim(1)], 1) }, 10_000)]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { level: 1, name: 'Warranty' })).toBeInTheDocument();
    expect(screen.getByText('Loading claims')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search claims' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByRole('link', { name: 'New claim' })).toHaveAttribute('href', '/account/warranty/new');
  });

  it('lists each claim with its type, customer, device, incident date, excess and status, linking to its detail', async () => {
    renderList({}, [mock({}, { data: answer([claim(1), claim(2, { claim_type: 'THEFT', status: 'READY_FOR_PICKUP', excess_kobo: 1_500_050 })], 2) })]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [screenClaim, theft] = rows();
    expect(within(screenClaim).getByRole('link', { name: 'CLM-2026-000001' })).toHaveAttribute('href', `/account/warranty/${claim(1).id}`);
    for (const text of ['Screen damage', 'First1 Last1', 'Tecno Spark 20', '3 Mar 2026', '₦2,500', 'Under review']) expect(screenClaim).toHaveTextContent(text);
    for (const text of ['Theft', '₦15,000.5', 'Ready for pickup']) expect(theft).toHaveTextContent(text);
    expect(screen.getByText('1–2 of 2 claims')).toBeInTheDocument();
  });

  it('says when the agent has no claims yet, and how to file one', async () => {
    renderList({}, [mock({}, { data: answer([], 0) })]);
    const empty = (await screen.findByRole('heading', { name: 'No claims yet' })).parentElement as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'New claim' })).toHaveAttribute('href', '/account/warranty/new');
  });

  it('says when no claim has the chosen status, and offers them all', async () => {
    renderList({ status: 'APPROVED' }, [mock({ status: 'APPROVED' }, { data: answer([], 0) })]);
    const empty = (await screen.findByRole('heading', { name: 'No claims match' })).parentElement as HTMLElement;
    expect(empty).toHaveTextContent('You have no claim with the status “Approved”.');
    await userEvent.click(within(empty).getByRole('button', { name: 'Show all claims' }));
    expect(mockRouter.push).toHaveBeenLastCalledWith({ pathname: '/account/warranty', query: {} }, undefined, { shallow: true });
  });

  it('says when nothing matches the search, and offers to clear it, keeping the status', async () => {
    const query = { q: 'Zed', status: 'open' };
    renderList(query, [mock(query, { data: answer([], 0) })]);
    const empty = (await screen.findByRole('heading', { name: 'No claims match' })).parentElement as HTMLElement;
    expect(empty).toHaveTextContent('Nothing found for “Zed” with the status “Open (not yet closed)”.');
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear search' }));
    expect(mockRouter.push).toHaveBeenLastCalledWith({ pathname: '/account/warranty', query: { status: 'open' } }, undefined, { shallow: true });
  });

  it('shows the formatted error with a retry that loads the list', async () => {
    renderList({}, [mock({}, new TypeError('Failed to fetch')), mock({}, { data: answer([claim(1)], 1) })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your claims could not be loaded.');
    expect(alert).toHaveTextContent(NO_ANSWER_MESSAGE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the claims list search and status in the URL', () => {
  it('puts the chosen status in the URL from the first page, keeping the search', async () => {
    const query = { q: 'Ada', page: '2' };
    renderList(query, [mock(query, { data: answer([claim(21)], 21) })]);
    await waitFor(() => expect(rows()).toHaveLength(1));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed (completed or rejected)');
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/account/warranty', query: { q: 'Ada', status: 'closed' } }, undefined, { shallow: true });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In repair');
    expect(mockRouter.push).toHaveBeenLastCalledWith({ pathname: '/account/warranty', query: { q: 'Ada', status: 'IN_REPAIR' } }, undefined, { shallow: true });
  });

  it('puts a search in the URL from the first page, keeping the status; pages keep both', async () => {
    const query = { status: 'open' };
    renderList(query, [mock(query, { data: answer([claim(1)], 45) })]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/account/warranty?status=open&page=2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search claims' }), 'clm-2026-000045{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/account/warranty', query: { q: 'clm-2026-000045', status: 'open' } }, undefined, { shallow: true });
  });
});
