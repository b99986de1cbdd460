import type { ReactNode } from 'react';
import { ListLoading } from './ListLoading';
import { ListPagination, type ListPaginationProps } from './ListPagination';
import { RetryAlert } from './RetryAlert';

export interface ListResultsProps<Row> {
  /** This page's rows; undefined while they load. */
  rows: Row[] | undefined;
  /** Formatted; shown with a retry (above the rows when there are some from before). */
  errorMessage?: string;
  /** What failed, e.g. "Your customers could not be loaded." and "… refreshed." */
  failedTitles: { load: string; refresh: string };
  onRetry: () => void;
  retrying: boolean;
  /** For screen readers while the rows load, e.g. "Loading customers". */
  loadingLabel: string;
  /** What a page without rows says: nothing yet, or nothing matching the search. */
  empty: ReactNode;
  pagination: Omit<ListPaginationProps, 'shown'>;
  /** The rows, laid out. */
  children: (rows: Row[]) => ReactNode;
}

/** A paged list's body in each of its states: loading, failed (with a retry), empty, or rows and pages. */
export function ListResults<Row>({ rows, errorMessage, failedTitles, onRetry, retrying, loadingLabel, empty, pagination, children }: ListResultsProps<Row>) {
  const failedWithoutRows = errorMessage !== undefined && rows === undefined;
  return (
    <>
      {errorMessage !== undefined ? (
        <RetryAlert title={failedWithoutRows ? failedTitles.load : failedTitles.refresh} message={errorMessage} onRetry={onRetry} retrying={retrying} />
      ) : null}
      {failedWithoutRows ? null : rows === undefined ? (
        <ListLoading label={loadingLabel} />
      ) : rows.length === 0 ? (
        empty
      ) : (
        <>
          {children(rows)}
          <ListPagination {...pagination} shown={rows.length} />
        </>
      )}
    </>
  );
}
