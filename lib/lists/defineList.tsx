import type { ApolloClient } from '@apollo/client';
import type { GetServerSidePropsContext } from 'next';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ListRowsQuery } from './defineListQuery';
import { NO_FILTERS, type ListFilters, type ListSpec, type NoFilters } from './listQuery';
import type { ServerListPage } from './loadListPage';
import { BrowserListLoading } from './reportList';
import type { PagedQuery } from './usePagedQuery';
import { useListUrl, type ListUrl } from './useListUrl';

// The list recipe: a list is its definition (`xList.ts`: path, URL filters and sort, page size), its query
// half (`xListQuery.ts`, defineListQuery) and its display (`XListTable.tsx`), shown by <ListView>. This
// module is in the list's first load: it imports no GraphQL client, document or search rule.

/** What a list's display gets: the URL state with its actions, and the page of rows. */
export type ListState<Row, F = NoFilters> = ListUrl<F> & PagedQuery<Row>;

export interface ListDefinition<Row, F, S> extends Omit<ListSpec<F>, 'filters'> {
  /** The list's own filters and sort in the URL; none by default (a search and pages only). */
  filters?: ListFilters<F>;
  /** The query half, a module of its own: `() => import('./xListQuery').then((module) => module.xListQuery)`. */
  query: () => Promise<ListRowsQuery<Row, F, S>>;
}

export interface List<Row, F = NoFilters, S = void> extends ListSpec<F> {
  /** The list's URL state: search, filters, sort and page, with the actions that change them (no GraphQL client). */
  useUrl: () => ListUrl<F>;
  /** For getServerSideProps: the page the URL names, so the first paint has the rows (a refused token throws). */
  loadFirstPage: (context: Pick<GetServerSidePropsContext, 'query'>, client: Pick<ApolloClient, 'query'>, scope: S) => Promise<ServerListPage<Row, F>>;
  /** Asks the browser for the rows the URL names and reports them to <ListView>; loads with the GraphQL client. */
  BrowserQuery: ComponentType<{ scope: S }>;
}

/** The server's page of a list, as a page's props carry it. */
export type ServerPageOf<L extends { loadFirstPage: (...args: never[]) => Promise<unknown> }> = Awaited<ReturnType<L['loadFirstPage']>>;

/**
 * A searchable, paged list whose state is its URL, rendered first on the server, then paged in the browser.
 * `scope` is what the server worked the list out for besides its URL (the cards list's Lagos day).
 */
export function defineList<Row, F = NoFilters, S = void>({ path, filters = NO_FILTERS as ListFilters<F>, pageSize, query }: ListDefinition<Row, F, S>): List<Row, F, S> {
  const spec: ListSpec<F> = { path, filters, pageSize };
  // The list's query half brings the one browser query of every list: one import(), one failure and retry.
  const BrowserQuery = dynamic<{ scope: S }>(
    () =>
      query().then((rowsQuery) => {
        const { BrowserListQuery } = rowsQuery;
        const BrowserRowsQuery = ({ scope }: { scope: S }) => <BrowserListQuery spec={spec} rowsQuery={rowsQuery} scope={scope} />;
        return BrowserRowsQuery;
      }),
    { ssr: false, loading: BrowserListLoading },
  );
  return {
    ...spec,
    useUrl: () => useListUrl(path, filters),
    loadFirstPage: async (context, client, scope) => (await query()).loadPage(context, client, spec, scope),
    BrowserQuery,
  };
}
