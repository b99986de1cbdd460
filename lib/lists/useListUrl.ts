import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo } from 'react';
import { listHref, NO_FILTERS, parseListQuery, type ListFilters, type ListQuery, type NoFilters } from './listQuery';

export interface ListUrl<F = NoFilters> extends ListQuery<F> {
  /** Puts a new search in the URL (a history entry of its own), from its first page, keeping the filters. */
  search: (q: string) => void;
  /** Puts new filters (or sort) in the URL (a history entry of its own), from the first page, keeping the search. */
  applyFilters: (filters: F) => void;
  /** The link to another page of the list, keeping the search and filters. */
  pageHref: (page: number) => ReturnType<typeof listHref>;
}

/** A searchable, paged, filtered list whose only state is the URL: reload, back and a shared link show the same list. */
export function useListUrl<F = NoFilters>(pathname: string, spec: ListFilters<F> = NO_FILTERS as ListFilters<F>): ListUrl<F> {
  const router = useRouter();
  const parsed = parseListQuery(router.query, spec);
  const { q, page } = parsed;
  // A new object at every render, the same filters as long as the URL says the same: stable for memos.
  const filtersJson = JSON.stringify(parsed.filters);
  const filters = useMemo(() => JSON.parse(filtersJson) as F, [filtersJson]);

  const go = useCallback(
    (state: ListQuery<F>) => void router.push(listHref(pathname, state, spec), undefined, { shallow: true }),
    [router, pathname, spec],
  );
  const search = useCallback((text: string) => go({ q: text.trim(), page: 1, filters }), [go, filters]);
  const applyFilters = useCallback((next: F) => go({ q, page: 1, filters: next }), [go, q]);
  const pageHref = useCallback((to: number) => listHref(pathname, { q, page: to, filters }, spec), [pathname, q, filters, spec]);
  return { q, page, filters, search, applyFilters, pageHref };
}

/**
 * Once the list's page count is known, a page past the last one (typed, or left after the list shrank)
 * moves to the last page in place. True while it does: the rows of the page asked for are not to be shown.
 */
export function useStayWithinPages<F>({ page, pageHref }: ListUrl<F>, pageCount: number | undefined): boolean {
  const router = useRouter();
  const beyondLastPage = pageCount !== undefined && page > pageCount;
  useEffect(() => {
    if (beyondLastPage) void router.replace(pageHref(pageCount), undefined, { shallow: true });
  }, [beyondLastPage, pageCount, pageHref, router]);
  return beyondLastPage;
}
