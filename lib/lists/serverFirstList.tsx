import { useState } from 'react';
import { listPageCount, sameListQuery } from './listQuery';
import type { ServerListPage } from './loadListPage';
import { LOADING_LIST, serverRows, type Report } from './reportList';
import type { PagedQuery } from './usePagedQuery';
import { useStayWithinPages, type ListUrl } from './useListUrl';

// A server-first list: the page the server rendered while the URL names it, then the browser's own query
// (a component of the list's, loaded with the GraphQL client, that renders nothing and reports its
// result here), so the list on screen stays the same element: the search box keeps its focus.

export interface ServerFirstList<Row> {
  list: PagedQuery<Row>;
  /** The browser asks: render the list's browser query inside <ReportList report={report}>. */
  browserAsks: boolean;
  report: Report<Row>;
}

/**
 * The list to show: the server's page while the URL still names the one it rendered (a page past the last
 * one moves to the last page in place), else what the browser's query reports (loading until it does).
 */
export function useServerFirstList<Row, F>(serverPage: ServerListPage<Row, F>, url: ListUrl<F>, pageSize: number): ServerFirstList<Row> {
  const shown = serverPage.kind === 'page' && sameListQuery(serverPage, url) ? serverPage : undefined;
  const pageCount = shown === undefined ? undefined : listPageCount(shown.total, pageSize);
  const beyondLastPage = useStayWithinPages(url, pageCount);
  const [live, setLive] = useState<PagedQuery<Row>>();
  // Back on the server's page: what the browser reported last is for another search.
  if (shown !== undefined && live !== undefined) setLive(undefined);

  if (shown === undefined) return { list: live ?? LOADING_LIST, browserAsks: true, report: setLive };
  const list = serverRows(beyondLastPage ? undefined : shown.rows, shown.total, pageCount);
  return { list, browserAsks: false, report: setLive };
}
