import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { formatGraphQLError } from '@/lib/errors';
import { listPageCount, pageWindow } from './listQuery';
import { useStayWithinPages, type ListUrl } from './useListUrl';

/** What a paged list query takes besides its filter: the page's rows. */
export interface PageVariables {
  limit: number;
  offset: number;
}

export interface PagedQuery<Row> {
  /** This page's rows; undefined until they arrive. */
  rows?: Row[];
  total?: number;
  pageCount?: number;
  /** Formatted for the agent. */
  errorMessage?: string;
  retrying: boolean;
  retry: () => void;
}

/**
 * One page of a list as `url` says (`?q=…&page=…`), fetched with `query` and `variables` (memoised by the
 * caller) plus the page window; `select` picks the rows and the total out of the answer. A page past the
 * last one moves to the last page in place.
 */
export function usePagedQuery<TData, TVariables extends PageVariables, Row>(
  url: ListUrl,
  query: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, keyof PageVariables>,
  pageSize: number,
  select: (data: TData) => { rows: Row[]; total: number | undefined },
): PagedQuery<Row> {
  const { data, error, refetch, networkStatus } = useQuery<TData, PageVariables>(query, {
    variables: { ...variables, ...pageWindow(url.page, pageSize) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data === undefined ? undefined : select(data);
  const pageCount = page?.total === undefined ? undefined : listPageCount(page.total, pageSize);
  const beyondLastPage = useStayWithinPages(url, pageCount);

  return {
    rows: beyondLastPage ? undefined : page?.rows,
    total: page?.total,
    pageCount,
    errorMessage: error ? formatGraphQLError(error) : undefined,
    retrying: networkStatus === NetworkStatus.refetch,
    retry: () => void refetch().catch(() => undefined),
  };
}
