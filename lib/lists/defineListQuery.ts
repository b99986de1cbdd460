import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { GetServerSidePropsContext } from 'next';
import { useMemo } from 'react';
import BrowserListQuery from './BrowserListQuery';
import type { ListQuery, ListSpec, NoFilters } from './listQuery';
import { loadListPage, type ServerListPage } from './loadListPage';
import { usePagedQuery, type PagedQuery, type PageVariables } from './usePagedQuery';
import type { ListUrl } from './useListUrl';

// A list's query half (`xListQuery.ts`): only the server's loader and the browser's query load it, so the
// GraphQL document, the search rules and the client stay out of the list's first load. It brings the one
// browser query of every list along: the browser loads both with a single import().

/** What a list asks the data service for: its URL's search and filters (the page aside). */
export type ListSearch<F> = Pick<ListQuery<F>, 'q' | 'filters'>;

export interface ListQueryDefinition<TData, TVariables extends PageVariables, Row, F, S> {
  document: TypedDocumentNode<TData, TVariables>;
  /** The document's variables for a search and filters, and the list's scope (the page window aside). */
  variables: (search: ListSearch<F>, scope: S) => Omit<TVariables, keyof PageVariables>;
  /** The page's rows out of an answer, and how many match in all. */
  rows: (data: TData) => { rows: Row[]; total: number | undefined };
}

/** A list's query half, as the server's loader and the browser's query use it. */
export interface ListRowsQuery<Row, F, S> {
  loadPage: (context: Pick<GetServerSidePropsContext, 'query'>, client: Pick<ApolloClient, 'query'>, spec: ListSpec<F>, scope: S) => Promise<ServerListPage<Row, F>>;
  usePage: (url: ListUrl<F>, pageSize: number, scope: S) => PagedQuery<Row>;
  /** The generic browser query (lib/lists/BrowserListQuery), to render with this query half. */
  BrowserListQuery: typeof BrowserListQuery;
}

/** The query half of a list; its definition (`defineList`) loads it with `import()`. */
export function defineListQuery<TData, TVariables extends PageVariables, Row, F = NoFilters, S = void>(
  definition: ListQueryDefinition<TData, TVariables, Row, F, S>,
): ListQueryDefinition<TData, TVariables, Row, F, S> & ListRowsQuery<Row, F, S> {
  const { document, variables, rows } = definition;
  return {
    ...definition,
    loadPage: (context, client, { filters, pageSize }, scope) =>
      loadListPage(context, client, { query: document, filters, variables: (list) => variables(list, scope), pageSize, select: rows }),
    usePage(url, pageSize, scope) {
      const pageVariables = useMemo(() => variables({ q: url.q, filters: url.filters }, scope), [url.q, url.filters, scope]);
      return usePagedQuery(url, document, pageVariables, pageSize, rows);
    },
    BrowserListQuery,
  };
}
