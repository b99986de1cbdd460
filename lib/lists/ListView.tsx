import type { ReactNode } from 'react';
import type { List, ListState } from './defineList';
import type { ServerListPage } from './loadListPage';
import { ReportList } from './reportList';
import { useServerFirstList } from './serverFirstList';

export type ListViewProps<Row, F, S> = ([S] extends [void] ? { scope?: undefined } : { scope: S }) & {
  list: List<Row, F, S>;
  /** The page the server rendered (or that it had no answer). */
  serverPage: ServerListPage<Row, F>;
  /** The list's display, given its URL state and rows. */
  children: (state: ListState<Row, F>) => ReactNode;
};

/**
 * A list as its URL says, first as the server found it; after a search, a filter or a move in place, as
 * the browser's query reports it, into the same elements (the search box keeps its focus).
 */
export function ListView<Row, F, S>({ list, serverPage, scope, children }: ListViewProps<Row, F, S>) {
  const url = list.useUrl();
  const { list: shown, browserAsks, report } = useServerFirstList(serverPage, url, list.pageSize);
  const { BrowserQuery } = list;
  return (
    <>
      {browserAsks ? (
        <ReportList report={report}>
          <BrowserQuery scope={scope as S} />
        </ReportList>
      ) : null}
      {children({ ...url, ...shown })}
    </>
  );
}
