import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ParsedUrlQuery } from 'node:querystring';
import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { defineList, type ListState } from './defineList';
import { defineListQuery, type ListSearch } from './defineListQuery';
import type { ListFilters, UrlQuery } from './listQuery';
import type { ServerListPage } from './loadListPage';
import { ListView } from './ListView';

const mockRouter = createMockRouter('/fruit');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

// A list made with the recipe alone: fruit, filtered by colour, worked out for a market day (its scope).
interface Fruit {
  name: string;
}
interface FruitData {
  fruit: Fruit[];
  fruit_count: number | null;
}
interface FruitVariables {
  where: { name?: string; colour?: string; day: string };
  limit: number;
  offset: number;
}
interface FruitFilters {
  colour: string | null;
}

const GetFruit: TypedDocumentNode<FruitData, FruitVariables> = gql`
  query GetFruit($where: fruit_bool_exp!, $limit: Int!, $offset: Int!) {
    fruit(where: $where, limit: $limit, offset: $offset) {
      name
    }
    fruit_count(where: $where)
  }
`;

const COLOUR_FILTER: ListFilters<FruitFilters> = {
  parse: (query) => ({ colour: typeof query.colour === 'string' ? query.colour : null }),
  toQuery: ({ colour }): UrlQuery => (colour === null ? {} : { colour }),
};

const fruitQuery = defineListQuery({
  document: GetFruit,
  variables: ({ q, filters }: ListSearch<FruitFilters>, day: string) => ({ where: { ...(q === '' ? {} : { name: q }), ...(filters.colour === null ? {} : { colour: filters.colour }), day } }),
  rows: (data: FruitData) => ({ rows: data.fruit, total: data.fruit_count ?? undefined }),
});

const loadQuery = jest.fn(async () => fruitQuery);
const fruitList = defineList({ path: '/fruit', filters: COLOUR_FILTER, pageSize: 2, query: () => loadQuery() });

const DAY = '2026-03-14';
const answer = (names: string[], total: number | null): FruitData => ({ fruit: names.map((name) => ({ name })), fruit_count: total });

function mock(variables: FruitVariables, result: MockLink.MockedResponse['result'] | Error): MockLink.MockedResponse {
  const request = { query: GetFruit, variables };
  return result instanceof Error ? { request, error: result } : { request, result };
}

/** The display: what a list's table gets from the recipe. */
function FruitTable({ q, page, rows, total, pageCount, errorMessage, retry }: ListState<Fruit, FruitFilters>) {
  return (
    <div>
      <input aria-label="Search fruit" defaultValue={q} />
      {errorMessage === undefined ? null : (
        <p role="alert">
          {errorMessage} <button onClick={retry}>Try again</button>
        </p>
      )}
      {rows === undefined ? <p>Loading</p> : <ul aria-label="Fruit">{rows.map((fruit) => <li key={fruit.name}>{fruit.name}</li>)}</ul>}
      <p>{`Page ${page} of ${pageCount ?? '?'}, ${total ?? '?'} in all`}</p>
    </div>
  );
}

function renderList(query: ParsedUrlQuery, serverPage: ServerListPage<Fruit, FruitFilters>, mocks: MockLink.MockedResponse[] = []) {
  mockRouter.query = query;
  const view = () => (
    <MockedApollo mocks={mocks}>
      <ListView list={fruitList} serverPage={serverPage} scope={DAY}>
        {(state) => <FruitTable {...state} />}
      </ListView>
    </MockedApollo>
  );
  const rendered = render(view());
  return {
    navigate: (next: ParsedUrlQuery) => {
      mockRouter.query = next;
      rendered.rerender(view());
    },
  };
}

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => {
  loadQuery.mockClear();
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
});

describe('defineList on the server', () => {
  it("asks for the URL's page with the search, filters and scope, loading the query half only then", async () => {
    const client = { query: jest.fn(async () => ({ data: answer(['Mango'], 3) })) };
    expect(loadQuery).not.toHaveBeenCalled();

    const page = await fruitList.loadFirstPage({ query: { q: 'Man', colour: 'yellow', page: '2' } }, client, DAY);

    expect(page).toEqual({ kind: 'page', q: 'Man', page: 2, filters: { colour: 'yellow' }, rows: [{ name: 'Mango' }], total: 3 });
    expect(client.query).toHaveBeenCalledWith({
      query: GetFruit,
      variables: { where: { name: 'Man', colour: 'yellow', day: DAY }, limit: 2, offset: 2 },
      fetchPolicy: 'network-only',
    });
  });

  it('leaves the list to the browser when the data service does not answer or answers without a total', async () => {
    const down = { query: jest.fn(async () => Promise.reject(new TypeError('fetch failed'))) };
    expect(await fruitList.loadFirstPage({ query: {} }, down, DAY)).toEqual({ kind: 'unanswered' });
    const partial = { query: jest.fn(async () => ({ data: answer(['Mango'], null) })) };
    expect(await fruitList.loadFirstPage({ query: {} }, partial, DAY)).toEqual({ kind: 'unanswered' });
  });
});

describe('a list made with defineList, in the browser', () => {
  const firstPage: ServerListPage<Fruit, FruitFilters> = { kind: 'page', q: '', page: 1, filters: { colour: null }, rows: [{ name: 'Apple' }, { name: 'Banana' }], total: 3 };

  it("shows the server's page without loading the browser query or the query half", async () => {
    renderList({}, firstPage);
    expect(names()).toEqual(['Apple', 'Banana']);
    expect(screen.getByText('Page 1 of 2, 3 in all')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loadQuery).not.toHaveBeenCalled();
  });

  it('asks the browser for another page in place, with the scope the server used, the search box staying the same element', async () => {
    const { navigate } = renderList({}, firstPage, [mock({ where: { day: DAY }, limit: 2, offset: 2 }, { data: answer(['Cherry'], 3) })]);
    const box = screen.getByRole('textbox', { name: 'Search fruit' });

    navigate({ page: '2' });

    await waitFor(() => expect(names()).toEqual(['Cherry']));
    expect(screen.getByText('Page 2 of 2, 3 in all')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search fruit' })).toBe(box);
  });

  it('writes the filters into the URL, from the first page', () => {
    let state: ListState<Fruit, FruitFilters> | undefined;
    mockRouter.query = { page: '2' };
    render(
      <ListView list={fruitList} serverPage={{ ...firstPage, page: 2 }} scope={DAY}>
        {(shown) => {
          state = shown;
          return null;
        }}
      </ListView>,
    );
    act(() => state?.applyFilters({ colour: 'red' }));
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/fruit', query: { colour: 'red' } }, undefined, { shallow: true });
  });

  it('moves a page past the last one to the last page', async () => {
    renderList({ page: '7' }, { ...firstPage, page: 7, rows: [] });
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith({ pathname: '/fruit', query: { page: '2' } }, undefined, { shallow: true }));
  });

  it("says why when the browser's query fails, and asks again on retry", async () => {
    const where = { where: { day: DAY }, limit: 2, offset: 0 };
    renderList({}, { kind: 'unanswered' }, [mock(where, new TypeError('Failed to fetch')), mock(where, { data: answer(['Apple'], 1) })]);

    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(names()).toEqual(['Apple']));
  });

  it('says the rows cannot load when the query half cannot', async () => {
    // A list of its own: next/dynamic keeps what it loaded once for good.
    const unreachable = defineList({ path: '/fruit', filters: COLOUR_FILTER, pageSize: 2, query: () => Promise.reject<typeof fruitQuery>(new Error('ChunkLoadError')) });
    mockRouter.query = {};
    render(
      <ListView list={unreachable} serverPage={{ kind: 'unanswered' }} scope={DAY}>
        {(state) => <FruitTable {...state} />}
      </ListView>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
  });
});
