import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
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
 * One page of a list as `url` says (`?q=…&page=…` and its filters), fetched with `query` and `variables` (memoised by the
 * caller) plus the page window; `select` picks the rows and the total out of the answer. A page past the
 * last one moves to the last page in place.
 */
export function usePagedQuery<TData, TVariables extends PageVariables, Row, F>(
  url: ListUrl<F>,
  query: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, keyof PageVariables>,
  pageSize: number,
  select: (data: TData) => { rows: Row[]; total: number | undefined },
): PagedQuery<Row> {
  const result = useQuery<TData, PageVariables>(query, {
    variables: { ...variables, ...pageWindow(url.page, pageSize) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { errorMessage, retrying, retry } = useQueryRetry(result);
  const page = result.data === undefined ? undefined : select(result.data);
  const pageCount = page?.total === undefined ? undefined : listPageCount(page.total, pageSize);
  const beyondLastPage = useStayWithinPages(url, pageCount);

  return {
    rows: beyondLastPage ? undefined : page?.rows,
    total: page?.total,
    pageCount,
    errorMessage,
    retrying,
    retry,
  };
}
