import type { ReactElement } from 'react';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import type { ListSpec } from './listQuery';
import { useReportList } from './reportList';
import type { PagedQuery } from './usePagedQuery';
import { useListUrl, type ListUrl } from './useListUrl';

export interface BrowserListQueryProps<Row, F, S> {
  spec: ListSpec<F>;
  /** The list's query half (defineListQuery): how it asks for a page. */
  rowsQuery: { usePage: (url: ListUrl<F>, pageSize: number, scope: S) => PagedQuery<Row> };
  scope: S;
}

/**
 * The rows the URL names, asked from the browser (after a search, a filter, a sort or a move in place, or
 * when the server had no answer) and reported to the list on screen. Every list's, loaded with its query
 * half and the GraphQL client.
 */
function AskForRows<Row, F, S>({ spec, rowsQuery, scope }: BrowserListQueryProps<Row, F, S>) {
  const url = useListUrl(spec.path, spec.filters);
  useReportList(rowsQuery.usePage(url, spec.pageSize, scope));
  return null;
}

// withAppApollo keeps one props type: the list's own types are given back here.
export default withAppApollo(AskForRows) as <Row, F, S>(props: BrowserListQueryProps<Row, F, S>) => ReactElement | null;
