import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import type { GetServerSidePropsContext } from 'next';
import { answerOr } from '@/lib/session/endsSession';
import { NO_FILTERS, pageWindow, parseListQuery, type ListFilters, type ListQuery, type NoFilters } from './listQuery';
import type { PageVariables } from './usePagedQuery';

/** A list's page as the server found it for the URL it rendered (plain JSON: a server prop). */
export type ServerListPage<Row, F = NoFilters> =
  | { kind: 'page'; q: string; page: number; filters: F; rows: Row[]; total: number }
  /** The data service did not answer the server: the browser asks (and retries) itself. */
  | { kind: 'unanswered' };

export interface ListPageQuery<TData, TVariables extends PageVariables, Row, F = NoFilters> {
  query: TypedDocumentNode<TData, TVariables>;
  /** How the list's filters are read from the URL (none by default). */
  filters?: ListFilters<F>;
  /** The query's variables for the URL's search and filters. */
  variables: (list: ListQuery<F>) => Omit<TVariables, keyof PageVariables>;
  pageSize: number;
  select: (data: TData) => { rows: Row[]; total: number | undefined };
}

/**
 * The page of a list the URL (`?q=…&page=…` and the list's filters) names, fetched on the server with the agent's client, so the
 * first paint has the rows. A refused token is thrown on (it ends the session); any other failure leaves
 * the list to the browser.
 */
export async function loadListPage<TData, TVariables extends PageVariables, Row, F = NoFilters>(
  context: Pick<GetServerSidePropsContext, 'query'>,
  client: Pick<ApolloClient, 'query'>,
  { query, filters = NO_FILTERS as ListFilters<F>, variables, pageSize, select }: ListPageQuery<TData, TVariables, Row, F>,
): Promise<ServerListPage<Row, F>> {
  const list = parseListQuery(context.query, filters);
  const unanswered: ServerListPage<Row, F> = { kind: 'unanswered' };
  return answerOr(async () => {
    const { data } = await client.query<TData, TVariables>({
      query,
      variables: { ...variables(list), ...pageWindow(list.page, pageSize) } as TVariables,
      fetchPolicy: 'network-only',
    });
    const page = data === undefined ? undefined : select(data as TData);
    if (page?.total === undefined) return unanswered;
    return { kind: 'page', ...list, rows: page.rows, total: page.total };
  }, () => unanswered);
}
