import type { DynamicOptionsLoadingProps } from 'next/dynamic';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { listPageCount, sameListQuery } from './listQuery';
import type { ServerListPage } from './loadListPage';
import type { PagedQuery } from './usePagedQuery';
import { useStayWithinPages, type ListUrl } from './useListUrl';

// A server-first list: the page the server rendered while the URL names it, then the browser's own query
// (a component of the list's, loaded with the GraphQL client, that renders nothing and reports its
// result here), so the list on screen stays the same element: the search box keeps its focus.

type Report<Row> = (list: PagedQuery<Row>) => void;

const noRetry = () => undefined;

/** A list whose rows have not arrived yet. */
export const LOADING_LIST: PagedQuery<never> = { retrying: false, retry: noRetry };

/** Rows the server found, as a list on screen (nothing to retry). */
export const serverRows = <Row,>(rows: Row[] | undefined, total: number, pageCount?: number): PagedQuery<Row> => ({
  rows,
  total,
  pageCount,
  retrying: false,
  retry: noRetry,
});

const ReportContext = createContext<Report<unknown>>(noRetry);

/** Where the list's browser query (and its loading placeholder) report to. */
export function ReportList<Row>({ report, children }: { report: Report<Row>; children: React.ReactNode }) {
  return <ReportContext.Provider value={report as Report<unknown>}>{children}</ReportContext.Provider>;
}

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

/** In a list's browser query: reports each change of its result (the retry through a stable function). */
export function useReportList<Row>({ rows, total, pageCount, errorMessage, retrying, retry }: PagedQuery<Row>): void {
  const report = useContext(ReportContext) as Report<Row>;
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  }, [retry]);
  const [stableRetry] = useState(() => () => latestRetry.current());
  useEffect(() => {
    report({ rows, total, pageCount, errorMessage, retrying, retry: stableRetry });
  }, [report, rows, total, pageCount, errorMessage, retrying, stableRetry]);
}

/** next/dynamic's placeholder for a list's browser query: nothing, or the failure when its code cannot load. */
export function BrowserListLoading({ error, retry }: DynamicOptionsLoadingProps) {
  const report = useContext(ReportContext);
  useEffect(() => {
    if (error) report({ errorMessage: NO_ANSWER_MESSAGE, retrying: false, retry: retry ?? noRetry });
  }, [error, retry, report]);
  return null;
}
