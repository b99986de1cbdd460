import type { DynamicOptionsLoadingProps } from 'next/dynamic';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import type { PagedQuery } from './usePagedQuery';

// How a list's browser query (loaded apart, with the GraphQL client) reports its rows to the list on screen.
// Apart from ./serverFirstList, so a picker that only reports (the sale's customers, a claim's orders) does
// not carry the list URL's code in its first load.

export type Report<Row> = (list: PagedQuery<Row>) => void;

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
