import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParsedUrlQuery } from 'node:querystring';
import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { addDays, lagosToday } from '@/lib/validation';
import { cardListWhere } from './cardSearch';
import { ListView } from '@/lib/lists/ListView';
import { cardList } from './cardList';
import { GetCards, type CardRow, type CardsData } from './cardListQuery';
import { CardListTable } from './CardListTable';

const mockRouter = createMockRouter('/account/cards');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const today = lagosToday();

const card = (n: number, extra: Partial<CardRow> = {}): CardRow => ({
  __typename: 'plan_order',
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  policy_number: `SUN-2026-${String(n).padStart(6, '0')}`,
  status: 'ACTIVE',
  starts_on: '2026-03-14',
  ends_on: addDays(today, 200),
  plan: { __typename: 'plan', id: 'p1', name: 'Total Care' },
  device: { __typename: 'device', id: `d${n}`, brand: 'Tecno', model: 'Spark 20' },
  customer: { __typename: 'customer', id: `c${n}`, first_name: `First${n}`, last_name: `Last${n}` },
  ...extra,
});

const answer = (cards: CardRow[], total: number): CardsData => ({
  plan_order: cards,
  plan_order_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: total } },
});

/** A mock for the list with this search and offset. */
function mock(q: string, offset: number, result: MockLink.MockedResponse['result'] | Error, delay?: number): MockLink.MockedResponse {
  const where = cardListWhere(q, today);
  const request = {
    query: GetCards,
    variables: (vars: Record<string, unknown>) => JSON.stringify(vars.where) === JSON.stringify(where) && vars.offset === offset && vars.limit === 20,
  };
  return result instanceof Error ? { request, error: result } : { request, result, delay };
}

/** The list at `query` as the server rendered it (`cardsPage`; by default it had no answer: the browser asks, `mocks`). */
function renderList(query: ParsedUrlQuery, mocks: MockLink.MockedResponse[], cardsPage: ServerListPage<CardRow> = { kind: 'unanswered' }) {
  mockRouter.query = query;
  return renderWithChakra(
    <MockedApollo mocks={mocks}>
      <ListView list={cardList} serverPage={cardsPage} scope={today}>
        {(list) => <CardListTable {...list} today={today} />}
      </ListView>
    </MockedApollo>,
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('listitem');

describe('the cards list with the page from the server', () => {
  it('shows the page the server found at once, with its statuses, asking nothing from the browser', async () => {
    const asked = jest.fn(() => ({ data: answer([], 0) }));
    renderList({}, [mock('', 0, asked)], { kind: 'page', q: '', page: 1, filters: {}, rows: [card(1), card(2)], total: 2 });

    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('Valid');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('the cards list asking from the browser (the server could not)', () => {
  beforeEach(() => {
    mockRouter.push.mockClear();
    mockRouter.replace.mockClear();
  });

  it('shows skeletons while the cards load, with a labelled search', async () => {
    renderList({}, [mock('', 0, { data: answer([card(1)], 1) }, 10_000)]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading cards');
    expect(screen.getByRole('searchbox', { name: 'Search cards' })).toBeInTheDocument();
  });

  it('lists each card with its customer, device, plan, cover dates and status, linking to the card', async () => {
    renderList({}, [
      mock('', 0, {
        data: answer(
          [
            card(1),
            card(2, { status: 'ACTIVE', starts_on: addDays(today, 3), ends_on: addDays(today, 368) }),
            card(3, { status: 'EXPIRED', starts_on: '2025-03-01', ends_on: addDays(today, -5) }),
            card(4, { status: 'CANCELLED' }),
          ],
          4,
        ),
      }),
    ]);

    await waitFor(() => expect(rows()).toHaveLength(4));
    const [valid, notStarted, ended, cancelled] = rows();
    const link = within(valid).getByRole('link', { name: 'SUN-2026-000001' });
    expect(link).toHaveAttribute('href', `/account/cards/${card(1).id}`);
    expect(valid).toHaveTextContent('First1 Last1');
    expect(valid).toHaveTextContent('Tecno Spark 20');
    expect(valid).toHaveTextContent('Total Care');
    expect(valid).toHaveTextContent('14 Mar 2026 –');
    expect(valid).toHaveTextContent('Valid');
    expect(notStarted).toHaveTextContent('Not started');
    expect(ended).toHaveTextContent('Ended');
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(screen.getByText('1–4 of 4 cards')).toBeInTheDocument();
  });

  it('says when the agent has no cards yet, and how to get one', async () => {
    renderList({}, [mock('', 0, { data: answer([], 0) })]);
    expect(await screen.findByRole('heading', { name: 'No cards yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', '/account/buy-plan');
  });

  it('says when nothing matches the search, and offers to clear it', async () => {
    renderList({ q: 'SUN-2024-999999' }, [mock('SUN-2024-999999', 0, { data: answer([], 0) })]);
    expect(await screen.findByRole('heading', { name: 'No cards match your search' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing found for “SUN-2024-999999”/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/account/cards', query: {} }, undefined, { shallow: true });
  });

  it('puts a search in the URL, from the first page', async () => {
    renderList({ page: '2' }, [mock('', 20, { data: answer([card(21)], 21) })]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search cards' }), ' sun-2026-000021 {Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/account/cards', query: { q: 'sun-2026-000021' } }, undefined, { shallow: true });
  });

  it('searches and pages as the URL says', async () => {
    renderList({ q: 'Last', page: '2' }, [mock('Last', 20, { data: answer([card(21), card(22)], 22) })]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Search cards' })).toHaveValue('Last');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/account/cards?q=Last');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the formatted error with a retry that loads the list', async () => {
    renderList({}, [mock('', 0, new TypeError('Failed to fetch')), mock('', 0, { data: answer([card(1)], 1) })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your cards could not be loaded.');
    expect(alert).toHaveTextContent(NO_ANSWER_MESSAGE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves a page past the last one to the last page', async () => {
    renderList({ page: '9' }, [mock('', 160, { data: answer([], 21) })]);
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith({ pathname: '/account/cards', query: { page: '2' } }, undefined, { shallow: true }));
    expect(screen.queryByRole('heading', { name: 'No cards yet' })).not.toBeInTheDocument();
  });
});
